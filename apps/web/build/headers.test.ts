import { describe, expect, it } from 'vitest'
import { FRAME_HEADERS } from './csp'
import { formatHeaders, headerRules, headersFor, parseHeaders } from './headers'

describe('headerRules', () => {
  const rules = headerRules({ indexerUrl: 'https://hof.example' }, FRAME_HEADERS, '/hof')

  it("preloads the indexer's boards on /hof, as the screen's own CORS fetch asks for them, and nothing else", () => {
    expect(headersFor(rules, '/hof').Link).toBe(
      '<https://hof.example/v1/hof>; rel=preload; as=fetch; crossorigin=anonymous',
    )
  })

  it('sends the frame headers everywhere and preloads nothing on other paths', () => {
    expect(headersFor(rules, '/fight')).toEqual(FRAME_HEADERS)
    expect(headersFor(rules, '/hof')).toMatchObject(FRAME_HEADERS)
  })

  it('preloads no data without an indexer', () => {
    const link = headersFor(
      headerRules({ indexerUrl: undefined }, FRAME_HEADERS, '/hof'),
      '/hof',
    ).Link
    expect(link).toBeUndefined()
  })

  it('reads back what it writes: `vite preview` sends what a static host would', () => {
    expect(parseHeaders(formatHeaders(rules))).toEqual(rules)
  })
})
