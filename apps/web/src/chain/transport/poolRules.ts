/**
 * The endpoint pool's decisions (`failover.ts`), pure: what counts as an answer rather than an
 * outage, which endpoint of the pool a URL is under, and which endpoints lag behind the best head
 * block seen.
 */
import { record } from './errors'

/** nodeos's error body: `{ code, message, error: { code, name, what, details } }`. */
export function isNodeosErrorBody(body: unknown): boolean {
  const top = record(body)
  const error = record(top?.error)
  return (
    typeof top?.code === 'number' &&
    typeof error?.name === 'string' &&
    typeof error.what === 'string'
  )
}

/**
 * Whether a JSON answer of `status` is the node's answer, not an outage: any 2xx; any 4xx but 408
 * and 429 (the request is wrong, another endpoint would say the same); a 5xx whose body is a
 * nodeos error (how nodeos answers an assertion failure or a missing table).
 */
export function isAnswer(status: number, body: unknown): boolean {
  return (
    (status >= 200 && status < 300) ||
    (status >= 400 && status < 500 && status !== 408 && status !== 429) ||
    (status >= 500 && isNodeosErrorBody(body))
  )
}

/** The endpoint (without a trailing slash) `url` is under, and the rest of it; none: undefined. */
export function endpointOf(
  endpoints: readonly string[],
  url: string,
): { endpoint: string; path: string } | undefined {
  for (const endpoint of endpoints) {
    if (url === endpoint || url.startsWith(`${endpoint}/`) || url.startsWith(`${endpoint}?`)) {
      return { endpoint, path: url.slice(endpoint.length) }
    }
  }
  return undefined
}

/** A head block time (unix ms) an endpoint reported, and when (the pool's monotonic ms). */
export type HeadReport = { headMs: number; at: number }

/**
 * The endpoints whose head lags more than `maxLagMs` behind the best one at `now`, among those
 * reported within `windowMs`. Heads are compared at the same instant: a head reported earlier
 * has moved on since, by the time passed.
 */
export function laggingEndpoints(
  heads: ReadonlyMap<string, HeadReport>,
  now: number,
  windowMs: number,
  maxLagMs: number,
): string[] {
  const recent = [...heads].filter(([, head]) => now - head.at <= windowMs)
  /** Where an endpoint's head is now. */
  const at = ([, head]: [string, HeadReport]) => head.headMs + (now - head.at)
  const best = Math.max(...recent.map(at))
  return recent.filter((entry) => best - at(entry) > maxLagMs).map(([key]) => key)
}
