/**
 * The first paint without the script: once the client bundle is written, a Vite SSR build of
 * `src/prerender.tsx` (into a folder of its own, deleted after) renders the shell and each public
 * route's frame, and each page is written as an HTML file of the build: the built index.html with
 * the frame in `#root` (inside an `inert` block: its buttons do nothing until the app has drawn over
 * it), the page's title, the stylesheets its frame is drawn with, and in place of the entry's
 * `<script>` a small inline one (`loaderScript`, allowed by its hash in the page's policy) that
 * starts the app's code once the frame is painted.
 *
 * `vite preview` serves `/hof` from `hof.html` itself (its HTML fallback tries `<path>.html`); the
 * commander pages and every route without a file of its own are rewritten here (`pageFile`), and
 * `_redirects` says the same to static hosts (Netlify's and Cloudflare Pages' format).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ReactNode } from 'react'
import { build, type InlineConfig, type Plugin } from 'vite'
import { STORAGE_PREFIX } from '../src/chain/wallet/storage.ts'
import type { BundleChunk } from './headers.ts'

/** The commander pages' one file: its frame names nobody. */
export const PLAYER_FILE = 'player/_account.html'
/** The shell alone, for every route without a file of its own. */
export const SHELL_FILE = 'shell.html'

/** What a page of `src/prerender.tsx` gives this plugin. */
type Page = {
  file: string
  title: string
  feature?: string
  frameStyles?: boolean
  newcomerModule?: string
  main: ReactNode
}
type PrerenderModule = { PAGES: readonly Page[]; render: (page: Page) => string }

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * What a screen's chunks (its `route.tsx` and `reads.ts` and what they import) add to the entry's:
 * the scripts to preload and the stylesheets its frame is drawn with.
 */
export function screenAssets(
  chunks: readonly BundleChunk[],
  feature: string,
): { scripts: string[]; styles: string[] } {
  return moduleAssets(
    chunks,
    new RegExp(`[\\\\/]features[\\\\/]${feature}[\\\\/](route\\.tsx|reads\\.ts)$`),
  )
}

/**
 * What the chunks of the modules `own` matches (by their source path) and what they import add to
 * the entry's: the scripts to preload and their stylesheets.
 */
export function moduleAssets(
  chunks: readonly BundleChunk[],
  own: RegExp,
): { scripts: string[]; styles: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (starts: readonly BundleChunk[]) => {
    const seen = new Map<string, BundleChunk>()
    const visit = (chunk: BundleChunk | undefined) => {
      if (chunk === undefined || seen.has(chunk.fileName)) return
      seen.set(chunk.fileName, chunk)
      for (const imported of chunk.imports) visit(byFile.get(imported))
    }
    for (const chunk of starts) visit(chunk)
    return [...seen.values()]
  }
  const entry = closure(chunks.filter((chunk) => chunk.isEntry))
  const loaded = new Set(entry.map((chunk) => chunk.fileName))
  const loadedCss = new Set(entry.flatMap((chunk) => chunk.importedCss))
  const screen = closure(
    chunks.filter((chunk) => chunk.facadeModuleId !== null && own.test(chunk.facadeModuleId)),
  ).filter((chunk) => !loaded.has(chunk.fileName))
  const styles = new Set(screen.flatMap((chunk) => chunk.importedCss))
  return {
    scripts: screen.map((chunk) => chunk.fileName),
    styles: [...styles].filter((file) => !loadedCss.has(file)),
  }
}

/** What the loader adds to the head: the entry, then preloads (as `document.createElement` takes them). */
type Added = Record<string, string>

/**
 * The inline script that takes the place of the entry's `<script>` in every page. At once, before
 * anything is painted, it marks `<html data-session>` when a wallet session is stored (the frame's
 * stylesheets then show what a returning player will see, not what a newcomer will). Once the
 * frame is painted (the first `paint` entry; the `load` event where the browser reports none), it
 * adds the entry's script, then, one per task (each added element starts a request: together,
 * a task of 50-80 ms under 4x CPU throttling), the preloads of what the page's screen loads next,
 * and for a newcomer `newcomer`'s. Until then nothing but the HTML, its stylesheets and its images is
 * requested, so the first paint does not share the network with the app's code; the app then draws
 * over the frame.
 */
export function loaderScript(
  entry: string,
  preloads: readonly Added[],
  newcomer: readonly Added[],
): string {
  const script: Added = { type: 'module', crossOrigin: '', src: `/${entry}` }
  return [
    `(()=>{const d=document,h=d.documentElement,e=${JSON.stringify(script)},a=${JSON.stringify(preloads)},n=${JSON.stringify(newcomer)};`,
    `try{for(let i=0;i<localStorage.length;i++)if(localStorage.key(i).startsWith(${JSON.stringify(`wharf-${STORAGE_PREFIX}-`)})){h.dataset.session="";break}}catch{}`,
    'const add=p=>d.head.append(Object.assign(d.createElement(p.src?"script":"link"),p));',
    'let s=0;const go=()=>{if(s++)return;add(e);const l=h.dataset.session===undefined?a.concat(n):a;',
    'const next=()=>{const p=l.shift();if(p){add(p);setTimeout(next)}};setTimeout(next)};',
    'try{new PerformanceObserver(go).observe({type:"paint"})}catch{}addEventListener("load",go)})()',
  ].join('')
}

/** A module preload, as the loader adds it. */
const modulePreload = (file: string): Added => ({
  rel: 'modulepreload',
  crossOrigin: '',
  href: `/${file}`,
})

/** The Content-Security-Policy's source expression allowing exactly `script` inline. */
export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`
}

/**
 * A page's HTML from the built index.html: `markup` in `#root`, inside an inert block (nothing in
 * it answers a click or takes the focus: the app's own elements replace it) that stylesheets know
 * as the first paint's (`[data-first-paint]`), the title, the frame's stylesheets at the end of the
 * head, and the entry's `<script>` and Vite's module preloads replaced by `loaderScript` (with the
 * screen's scripts and stylesheets as its preloads), whose hash the page's policy allows.
 */
export function pageHtml(
  template: string,
  page: {
    markup: string
    title: string
    scripts: readonly string[]
    /** Stylesheets the frame needs: they hold the first paint until they are in. */
    styles: readonly string[]
    /** Stylesheets the screen needs once drawn: fetched after the first paint, not waited for. */
    preloadedStyles?: readonly string[]
    /** Scripts a newcomer (no stored session) loads next: preloaded for them only. */
    newcomerScripts?: readonly string[]
  },
): string {
  const root = '<div id="root"></div>'
  if (!template.includes(root)) throw new Error(`index.html has no empty #root (${root})`)
  const entryTag = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/
  const entry = template.match(entryTag)?.[1]
  if (entry === undefined) throw new Error("index.html has no entry's <script type=module>")
  const vitePreloads = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g
  const entryImports = [...template.matchAll(vitePreloads)].flatMap((match) => match[1] ?? [])
  const loader = loaderScript(
    entry,
    [
      ...entryImports.map(modulePreload),
      ...(page.preloadedStyles ?? []).map((file) => ({
        rel: 'preload',
        as: 'style',
        crossOrigin: '',
        href: `/${file}`,
      })),
      ...page.scripts.map(modulePreload),
    ],
    (page.newcomerScripts ?? []).map(modulePreload),
  )
  const policy =
    /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src (?:&#39;|[^;"])*)/
  if (template.includes('Content-Security-Policy') && !policy.test(template))
    throw new Error('the policy of index.html has no script-src to allow the loader in')
  // The template's attribute may write its quotes as `&#39;`: the hash is written the same way.
  const quote = template.includes('&#39;self&#39;') ? '&#39;' : "'"
  const links = page.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
  return template
    .replace(policy, `$1 ${quote}${scriptHash(loader)}${quote}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(vitePreloads, '')
    .replace(entryTag, `\n    <script>${loader}</script>`)
    .replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}</head>`)
    .replace(root, `<div id="root"><div inert data-first-paint>${page.markup}</div></div>`)
}

/**
 * The file a request for `pathname` is answered with, where the path is not a file of the build
 * and not one `vite preview` finds itself (`/` and `/<page>` from `<page>.html`): a commander's
 * page from its template, any other route (no extension) from the shell alone. Undefined: as
 * requested.
 */
export function pageFile(pathname: string, pages: ReadonlySet<string>): string | undefined {
  if (/^\/player\/[^/]+$/.test(pathname)) return `/${PLAYER_FILE}`
  if (pathname === '/' || pages.has(`${pathname.slice(1)}.html`)) return undefined
  // A file's name (`/assets/x.js`, `/art/a.svg`): not a route.
  if (/\.[^/]*$/.test(pathname)) return undefined
  return `/${SHELL_FILE}`
}

/** `_redirects` for static hosts: the same rewrites as `pageFile`'s, answered with 200. */
export function redirects(): string {
  return `/player/:account /${PLAYER_FILE} 200\n/* /${SHELL_FILE} 200\n`
}

/**
 * The plugin. `ssrConfig` is the SSR build's own configuration (its plugins, defines and class
 * names: the client build's, so that the markup's classes are the stylesheets').
 */
export function prerender(ssrConfig: () => InlineConfig): Plugin {
  let chunks: BundleChunk[] = []
  let outDir = ''
  let root = ''
  return {
    name: 'dov-prerender',
    // The client's build (not the SSR build it starts) and `vite preview`.
    apply: (_config, env) => env.isPreview === true || (env.command === 'build' && !env.isSsrBuild),
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ ...output, importedCss: [...(output.viteMetadata?.importedCss ?? [])] }]
          : [],
      )
    },
    async closeBundle() {
      if (chunks.length === 0) return
      // A folder of its own: builds into other folders may run at once (the gate's and the
      // browser tests'), and each deletes its SSR build when done.
      const ssrParent = join(root, 'node_modules')
      await mkdir(ssrParent, { recursive: true })
      const ssrDir = await mkdtemp(join(ssrParent, '.dov-prerender-'))
      await build({
        ...ssrConfig(),
        configFile: false,
        root,
        // Its warnings are the client build's again (or about the static import of a lazy screen,
        // which is the point here); its errors fail the build.
        logLevel: 'error',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          minify: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      })
      try {
        const module: PrerenderModule = await import(
          pathToFileURL(join(ssrDir, 'prerender.mjs')).href
        )
        const template = await readFile(join(outDir, 'index.html'), 'utf8')
        for (const page of module.PAGES) {
          const assets =
            page.feature === undefined
              ? { scripts: [], styles: [] }
              : screenAssets(chunks, page.feature)
          // A part drawn in the frame for newcomers only (`/`'s welcome): its stylesheets hold the
          // first paint, its script is preloaded for newcomers.
          const newcomer =
            page.newcomerModule === undefined
              ? { scripts: [], styles: [] }
              : moduleAssets(chunks, new RegExp(`[\\\\/]${page.newcomerModule}$`))
          const html = pageHtml(template, {
            markup: module.render(page),
            title: page.title,
            scripts: assets.scripts,
            // Stylesheets only where the frame is drawn with them: each one delays the first paint.
            styles: [...(page.frameStyles === true ? assets.styles : []), ...newcomer.styles],
            preloadedStyles: page.frameStyles === true ? [] : assets.styles,
            newcomerScripts: newcomer.scripts,
          })
          const file = join(outDir, page.file)
          await mkdir(dirname(file), { recursive: true })
          await writeFile(file, html)
        }
        await writeFile(join(outDir, '_redirects'), redirects())
      } finally {
        await rm(ssrDir, { recursive: true, force: true })
      }
    },
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir)
      // Read once: a preview serves one build. A build without its pages is served as it is.
      const pages = new Set(
        existsSync(dist) ? readdirSync(dist).filter((file) => file.endsWith('.html')) : [],
      )
      server.middlewares.use((request, _response, next) => {
        const accept = request.headers.accept ?? ''
        if (request.method !== 'GET' && request.method !== 'HEAD') return next()
        if (!accept.includes('text/html') || !pages.has(SHELL_FILE)) return next()
        const [pathname = '/', query] = (request.url ?? '/').split('?')
        const file = pageFile(pathname, pages)
        if (file !== undefined && !existsSync(join(dist, pathname))) {
          request.url = query === undefined ? file : `${file}?${query}`
        }
        next()
      })
    },
  }
}
