/**
 * The production build's response headers, written to `dist/_headers` (the format Netlify and
 * Cloudflare Pages read: a path, then its headers indented) and sent by `vite preview` from that
 * same file, so the browser suite and the benchmarks see what a static host sends:
 *
 * - every path: the frame headers (build/csp.ts);
 * - `/hof`, the public screen a crowd opens cold from a shared link: a `Link` header that starts
 *   the indexer's boards (`as=fetch`, CORS, as the screen's own `fetch` asks for them) with the
 *   page, instead of after the app's entry has loaded and run. The screen's `fetch` then takes the
 *   preloaded answer: one request, not two. The screen's code is not preloaded here: the page's
 *   loader starts it once the first paint is done (build/prerender.ts), so that the HTML and its
 *   stylesheets do not share the network with it.
 */
import type { Network } from '../src/config/network'

/** A chunk of the bundle, as much of Rollup's / Rolldown's output chunk as is read here. */
export type BundleChunk = {
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: readonly string[]
  importedCss: readonly string[]
}

/** The `Link` header's value preloading the indexer's boards, or nothing without an indexer. */
export function hofDataLink(network: Pick<Network, 'indexerUrl'>): string | undefined {
  return network.indexerUrl === undefined
    ? undefined
    : `<${network.indexerUrl}/v1/hof>; rel=preload; as=fetch; crossorigin=anonymous`
}

export type HeaderRules = { path: string; headers: Record<string, string> }[]

/** The rules of `_headers` in order; a path's rules apply after the `/*` ones. */
export function headerRules(
  network: Pick<Network, 'indexerUrl'>,
  frameHeaders: Record<string, string>,
  hofPath: string,
): HeaderRules {
  const data = hofDataLink(network)
  return [
    { path: '/*', headers: frameHeaders },
    ...(data === undefined ? [] : [{ path: hofPath, headers: { Link: data } }]),
  ]
}

/** `_headers` as text. */
export function formatHeaders(rules: HeaderRules): string {
  return rules
    .map(
      ({ path, headers }) =>
        `${path}\n${Object.entries(headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join('\n')}\n`,
    )
    .join('\n')
}

/** `_headers` read back: what `vite preview` sends. */
export function parseHeaders(text: string): HeaderRules {
  const rules: HeaderRules = []
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    if (!line.startsWith(' ')) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (rule === undefined || colon < 0) continue
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** The headers for a request's path: `/*` first, then an exact path's. */
export function headersFor(rules: HeaderRules, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (rule.path === '/*' || rule.path === pathname) Object.assign(headers, rule.headers)
  }
  return headers
}
