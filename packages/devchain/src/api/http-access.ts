import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { clip } from './http-body'

/**
 * Who may use which routes: the test controls (`/devchain/*`) answer tools and the devchain's own
 * origin only and send no CORS headers; every other route answers any origin (`CORS`).
 */

/** Test controls live under this path: never faulted, never CORS-enabled, refused to other origins. */
export const CONTROL_PREFIX = '/devchain'

export const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
}

/** A path of the test controls. */
export function isControl(path: string): boolean {
  return path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)
}

/** The devchain's own origin as a browser names it: `http://` + Host, for an IP or `localhost`. */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host || origin !== `http://${host}`) return false
  let hostname: string
  try {
    hostname = new URL(origin).hostname
  } catch {
    return false
  }
  // Any other DNS name could be rebound to 127.0.0.1 by a web page: only literal addresses count.
  return hostname === 'localhost' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0
}

/**
 * Why a request may not use a control route, if it may not: a browser page of another origin
 * (its `Origin`), or a cross-site request without one (`Sec-Fetch-Site`, e.g. an `<img>`).
 * Tools (curl, Node's fetch, Playwright's request fixture) send neither and pass.
 */
export function controlRefusal(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin
  if (origin !== undefined) {
    if (isOwnOrigin(origin, req.headers.host)) return undefined
    return `The devchain's control routes answer only tools and the devchain's own origin, not ${clip(origin)}`
  }
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `The devchain's control routes answer only tools and the devchain's own origin, not a ${clip(String(site))} request`
  }
  return undefined
}
