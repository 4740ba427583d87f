import { describe, expect, it } from 'vitest'
import type { BundleChunk } from './headers'
import { PLAYER_FILE, pageFile, pageHtml, redirects, SHELL_FILE, screenAssets } from './prerender'
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
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
    <title>DOV Warfare</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

describe('pageHtml', () => {
  const html = pageHtml(TEMPLATE, {
    markup: '<main><h1>Hall of Fame</h1></main>',
    title: 'Hall of Fame · DOV <Warfare>',
    scripts: ['assets/hof-2.js'],
    styles: ['assets/route-2.css'],
    preloadedStyles: ['assets/shared-3.css'],
  })

  it('puts the frame in #root, inert until the app draws over it', () => {
    expect(html).toContain(
      '<div id="root"><div inert data-first-paint><main><h1>Hall of Fame</h1></main></div></div>',
    )
  })

  it("keeps the head (the policy, the entry) and sets the page's title, escaped", () => {
    expect(html).toContain('content="default-src \'self\'"')
    expect(html).toContain('src="/assets/index-1.js"')
    expect(html).toContain('<title>Hall of Fame · DOV &lt;Warfare&gt;</title>')
    expect(html).not.toContain('<title>DOV Warfare</title>')
  })

  it("starts the screen's chunks and styles from the head", () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/route-2.css">')
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/shared-3.css">',
    )
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/hof-2.js">')
  })

  it('refuses a template without an empty #root', () => {
    expect(() =>
      pageHtml('<html><body></body></html>', { markup: '', title: '', scripts: [], styles: [] }),
    ).toThrow('#root')
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
