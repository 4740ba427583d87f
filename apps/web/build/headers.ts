/**
 * The production build's response headers, written to `dist/_headers` (the format Netlify and
 * Cloudflare Pages read: a path, then its headers indented) and sent by `vite preview` from that
 * same file, so the browser suite and the benchmarks see what a static host sends:
 *
 * - every path: the frame headers (build/csp.ts);
 * - `/hof`, the public screen a crowd opens cold from a shared link: a `Link` header that starts
 *   the screen's chunks (`modulepreload`, styles) and the indexer's boards (`as=fetch`, CORS, as
 *   the screen's own `fetch` asks for them) with the page, instead of after the app's entry has
 *   loaded and run. The screen's `fetch` then takes the preloaded answer: one request, not two.
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

/**
 * The `Link` values that start a screen's code (its `route.tsx` and `reads.ts` chunks and what
 * they import) and its styles. The entry and its styles come first: over HTTP/1.1 a browser opens
 * six connections to a host, and the entry must not queue behind the screen's chunks. Styles carry
 * `crossorigin` as the page's own stylesheet links do (index.html, Vite's chunk loader): a preload
 * is only used by a request of the same mode.
 */
export function screenLinks(chunks: readonly BundleChunk[], feature: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const own = new RegExp(`[\\\\/]features[\\\\/]${feature}[\\\\/](route\\.tsx|reads\\.ts)$`)
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (chunk: BundleChunk | undefined) => {
    if (chunk === undefined || scripts.has(chunk.fileName)) return
    scripts.add(chunk.fileName)
    for (const css of chunk.importedCss) styles.add(css)
    for (const imported of chunk.imports) visit(byFile.get(imported))
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  for (const chunk of chunks) {
    if (chunk.facadeModuleId !== null && own.test(chunk.facadeModuleId)) visit(chunk)
  }
  return [
    ...[...styles].map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
    ...[...scripts].map((file) => `</${file}>; rel=modulepreload`),
  ]
}

export type HeaderRules = { path: string; headers: Record<string, string> }[]

/** The rules of `_headers` in order; a path's rules apply after the `/*` ones. */
export function headerRules(
  chunks: readonly BundleChunk[],
  network: Pick<Network, 'indexerUrl'>,
  frameHeaders: Record<string, string>,
  hofPath: string,
): HeaderRules {
  const data = hofDataLink(network)
  const links = [...screenLinks(chunks, 'hof'), ...(data === undefined ? [] : [data])]
  return [
    { path: '/*', headers: frameHeaders },
    ...(links.length === 0 ? [] : [{ path: hofPath, headers: { Link: links.join(', ') } }]),
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
