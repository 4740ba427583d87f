import { describe, expect, it } from 'vitest'
import { FRAME_HEADERS } from './csp'
import {
  type BundleChunk,
  formatHeaders,
  headerRules,
  headersFor,
  parseHeaders,
  screenLinks,
} from './headers'
import { chunk } from './testing'

const bundle: BundleChunk[] = [
  chunk('assets/index-1.js', { isEntry: true, importedCss: ['assets/index-1.css'] }),
  chunk('assets/hof-2.js', {
    facadeModuleId: '/app/src/features/hof/route.tsx',
    imports: ['assets/shared-3.js', 'assets/index-1.js'],
    importedCss: ['assets/route-2.css'],
  }),
  chunk('assets/reads-4.js', {
    facadeModuleId: '/app/src/features/hof/reads.ts',
    imports: ['assets/shared-3.js'],
  }),
  chunk('assets/shared-3.js', { importedCss: ['assets/shared-3.css'] }),
  chunk('assets/fight-5.js', { facadeModuleId: '/app/src/features/fight/route.tsx' }),
  chunk('assets/wallet-6.js'),
]

describe('screenLinks', () => {
  it("starts the entry first, then the screen's chunks and styles, each once, and nothing else", () => {
    expect(screenLinks(bundle, 'hof')).toEqual([
      '</assets/index-1.css>; rel=preload; as=style; crossorigin',
      '</assets/route-2.css>; rel=preload; as=style; crossorigin',
      '</assets/shared-3.css>; rel=preload; as=style; crossorigin',
      '</assets/index-1.js>; rel=modulepreload',
      '</assets/hof-2.js>; rel=modulepreload',
      '</assets/shared-3.js>; rel=modulepreload',
      '</assets/reads-4.js>; rel=modulepreload',
    ])
  })
})

describe('headerRules', () => {
  const rules = headerRules(bundle, { indexerUrl: 'https://hof.example' }, FRAME_HEADERS, '/hof')

  it("preloads the indexer's boards on /hof, as the screen's own CORS fetch asks for them", () => {
    const link = headersFor(rules, '/hof').Link ?? ''
    expect(link.split(', ').at(-1)).toBe(
      '<https://hof.example/v1/hof>; rel=preload; as=fetch; crossorigin=anonymous',
    )
    expect(link).toContain('</assets/hof-2.js>; rel=modulepreload')
  })

  it('sends the frame headers everywhere and preloads nothing on other paths', () => {
    expect(headersFor(rules, '/fight')).toEqual(FRAME_HEADERS)
    expect(headersFor(rules, '/hof')).toMatchObject(FRAME_HEADERS)
  })

  it('preloads no data without an indexer', () => {
    const link = headersFor(
      headerRules(bundle, { indexerUrl: undefined }, FRAME_HEADERS, '/hof'),
      '/hof',
    ).Link
    expect(link).not.toContain('/v1/hof')
  })

  it('reads back what it writes: `vite preview` sends what a static host would', () => {
    expect(parseHeaders(formatHeaders(rules))).toEqual(rules)
  })
})
