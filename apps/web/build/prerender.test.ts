import { describe, expect, it } from 'vitest'
import type { BundleChunk } from './headers'
import {
  loaderScript,
  PLAYER_FILE,
  pageFile,
  pageHtml,
  redirects,
  SHELL_FILE,
  screenAssets,
  scriptHash,
} from './prerender'
import { chunk } from './testing'

const bundle: BundleChunk[] = [
  chunk('assets/index-1.js', {
    isEntry: true,
    imports: ['assets/rules-7.js'],
    importedCss: ['assets/index-1.css'],
  }),
  chunk('assets/rules-7.js'),
  chunk('assets/player-2.js', {
    facadeModuleId: '/app/src/features/player/route.tsx',
    imports: ['assets/shared-3.js', 'assets/index-1.js', 'assets/rules-7.js'],
    importedCss: ['assets/route-2.css', 'assets/index-1.css'],
  }),
  chunk('assets/reads-4.js', {
    facadeModuleId: '/app/src/features/player/reads.ts',
    imports: ['assets/shared-3.js'],
  }),
  chunk('assets/shared-3.js', { importedCss: ['assets/shared-3.css'] }),
  chunk('assets/fight-5.js', { facadeModuleId: '/app/src/features/fight/route.tsx' }),
]

describe('screenAssets', () => {
  it("gives what the screen's chunks add to the entry's, each once", () => {
    expect(screenAssets(bundle, 'player')).toEqual({
      scripts: ['assets/player-2.js', 'assets/shared-3.js', 'assets/reads-4.js'],
      styles: ['assets/route-2.css', 'assets/shared-3.css'],
    })
  })

  it('gives nothing for a screen without chunks', () => {
    expect(screenAssets(bundle, 'hof')).toEqual({ scripts: [], styles: [] })
  })
})

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;; style-src &#39;self&#39;">
    <title>DOV Warfare</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rules-7.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** What the loader of a page does, run against a stand-in of the browser's objects. */
function runLoader(script: string, stored: readonly string[]) {
  const appended: Record<string, string>[] = []
  const listeners = new Map<string, () => void>()
  const timers: (() => void)[] = []
  let painted: () => void = () => {}
  const dataset: Record<string, string> = {}
  const browser = {
    document: {
      documentElement: { dataset },
      head: { append: (element: Record<string, string>) => appended.push(element) },
      createElement: (tag: string) => ({ tag }),
    },
    localStorage: { length: stored.length, key: (index: number) => stored[index] ?? null },
    PerformanceObserver: class {
      constructor(callback: () => void) {
        painted = callback
      }
      observe() {}
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (callback: () => void) => timers.push(callback),
  }
  new Function(...Object.keys(browser), script)(...Object.values(browser))
  return {
    dataset,
    appended,
    paint: () => painted(),
    load: () => listeners.get('load')?.(),
    /** Runs the first task the loader queued. */
    step: () => timers.shift()?.(),
    /** Runs the tasks the loader queued, and those they queue. */
    next: () => {
      for (let task = timers.shift(); task !== undefined; task = timers.shift()) task()
    },
  }
}

const ENTRY = { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' }
const preload = (href: string) => ({ tag: 'link', rel: 'modulepreload', crossOrigin: '', href })

describe('loaderScript', () => {
  const script = loaderScript(
    'assets/index-1.js',
    [preload('/assets/hof-2.js')],
    [preload('/assets/welcome-8.js')],
  )
  const SESSION = 'wharf-dovwarfare-session'

  it('marks the page of a returning player at once, and no other', () => {
    expect(runLoader(script, ['other', SESSION]).dataset).toEqual({ session: '' })
    expect(runLoader(script, ['other']).dataset).toEqual({})
  })

  it("starts nothing before the first paint, then the entry, then the screen's preloads one per task, once", () => {
    const returning = runLoader(script, [SESSION])
    expect(returning.appended).toEqual([])
    returning.paint()
    returning.load()
    expect(returning.appended).toEqual([ENTRY])
    returning.next()
    returning.load()
    returning.next()
    expect(returning.appended).toEqual([ENTRY, preload('/assets/hof-2.js')])
  })

  it("adds a newcomer's own preloads for a newcomer, and starts at the load event where no paint is reported", () => {
    const newcomer = runLoader(script, [])
    newcomer.load()
    newcomer.next()
    expect(newcomer.appended).toEqual([
      ENTRY,
      preload('/assets/hof-2.js'),
      preload('/assets/welcome-8.js'),
    ])
  })
})

describe('pageHtml', () => {
  const html = pageHtml(TEMPLATE, {
    markup: '<main><h1>Hall of Fame</h1></main>',
    title: 'Hall of Fame · DOV <Warfare>',
    scripts: ['assets/hof-2.js'],
    styles: ['assets/route-2.css'],
    preloadedStyles: ['assets/shared-3.css'],
    newcomerScripts: ['assets/welcome-8.js'],
  })
  const head = html.slice(0, html.indexOf('</head>'))
  const loader = head.match(/<script>(.*)<\/script>/)?.[1] ?? ''

  it('puts the frame in #root, inert until the app draws over it', () => {
    expect(html).toContain(
      '<div id="root"><div inert data-first-paint><main><h1>Hall of Fame</h1></main></div></div>',
    )
  })

  it("sets the page's title, escaped", () => {
    expect(html).toContain('<title>Hall of Fame · DOV &lt;Warfare&gt;</title>')
    expect(html).not.toContain('<title>DOV Warfare</title>')
  })

  it("requests no script before the first paint: the entry and every preload are the loader's", () => {
    expect(head).not.toContain('<script type="module"')
    expect(head).not.toContain('rel="modulepreload"')
    expect(head).not.toContain('rel="preload"')
    expect(runLoader(loader, []).appended).toEqual([])
    const started = runLoader(loader, [])
    started.paint()
    expect(started.appended).toEqual([ENTRY])
    started.step()
    expect(started.appended).toEqual([ENTRY, preload('/assets/rules-7.js')])
    started.step()
    expect(started.appended).toHaveLength(3)
    started.next()
    expect(started.appended).toEqual([
      ENTRY,
      preload('/assets/rules-7.js'),
      { tag: 'link', rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/shared-3.css' },
      preload('/assets/hof-2.js'),
      preload('/assets/welcome-8.js'),
    ])
  })

  it('lets the policy run the loader, and no other inline script', () => {
    expect(head).toContain(
      `script-src &#39;self&#39; &#39;${scriptHash(loader)}&#39;; style-src &#39;self&#39;`,
    )
  })

  it("draws the frame with the entry's and its own stylesheets", () => {
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">')
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/route-2.css">')
  })

  it('refuses a template without an empty #root, an entry, or a policy that can allow the loader', () => {
    const page = { markup: '', title: '', scripts: [], styles: [] }
    expect(() => pageHtml('<html><body></body></html>', page)).toThrow('#root')
    expect(() => pageHtml(TEMPLATE.replace(/<script.*<\/script>/, ''), page)).toThrow('entry')
    expect(() => pageHtml(TEMPLATE.replace('script-src', 'img-src'), page)).toThrow('script-src')
  })
})

describe('pageFile', () => {
  const pages = new Set(['index.html', 'hof.html', 'fight.html', PLAYER_FILE, SHELL_FILE])

  it("answers a commander's page, whatever the name, with its template", () => {
    expect(pageFile('/player/player5', pages)).toBe(`/${PLAYER_FILE}`)
    expect(pageFile('/player/dov.x', pages)).toBe(`/${PLAYER_FILE}`)
  })

  it('leaves the pages with a file of their own and the files of the build as they are', () => {
    expect(pageFile('/', pages)).toBeUndefined()
    expect(pageFile('/hof', pages)).toBeUndefined()
    expect(pageFile('/assets/index-1.js', pages)).toBeUndefined()
    expect(pageFile('/art/favicon.svg', pages)).toBeUndefined()
  })

  it('answers every other route with the shell alone', () => {
    expect(pageFile('/craft', pages)).toBe(`/${SHELL_FILE}`)
    expect(pageFile('/player', pages)).toBe(`/${SHELL_FILE}`)
    expect(pageFile('/player/a/b', pages)).toBe(`/${SHELL_FILE}`)
    expect(pageFile('/no/such/place', pages)).toBe(`/${SHELL_FILE}`)
  })
})

describe('redirects', () => {
  it('says the same to static hosts, the commander pages first', () => {
    expect(redirects().trim().split('\n')).toEqual([
      `/player/:account /${PLAYER_FILE} 200`,
      `/* /${SHELL_FILE} 200`,
    ])
  })
})
