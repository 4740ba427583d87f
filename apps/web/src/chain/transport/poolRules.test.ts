import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nodeosAssertBody } from '../../test/fakeNode'
import { endpointOf, type HeadReport, isAnswer, laggingEndpoints } from './poolRules'

const NODEOS = nodeosAssertBody('assertion failure with message: Nothing to claim')
const OTHER = { message: 'Bad gateway' }

describe('isAnswer', () => {
  it('any 2xx, whatever the body', () => {
    for (const status of [200, 201, 204, 299]) {
      expect(isAnswer(status, OTHER), String(status)).toBe(true)
      expect(isAnswer(status, NODEOS), String(status)).toBe(true)
    }
  })

  it('a 4xx but 408 and 429: the request is wrong, another endpoint would say the same', () => {
    for (const status of [400, 401, 404, 413, 499]) expect(isAnswer(status, OTHER)).toBe(true)
    for (const status of [408, 429]) {
      expect(isAnswer(status, OTHER), String(status)).toBe(false)
      expect(isAnswer(status, NODEOS), String(status)).toBe(false)
    }
  })

  it('a 5xx only with nodeos’s error body', () => {
    for (const status of [500, 502, 503, 504, 599]) {
      expect(isAnswer(status, NODEOS), String(status)).toBe(true)
      expect(isAnswer(status, OTHER), String(status)).toBe(false)
      expect(isAnswer(status, null), String(status)).toBe(false)
    }
  })

  it('no 1xx or 3xx', () => {
    for (const status of [100, 199, 300, 301, 304, 399]) {
      expect(isAnswer(status, OTHER), String(status)).toBe(false)
      expect(isAnswer(status, NODEOS), String(status)).toBe(false)
    }
  })
})

describe('endpointOf', () => {
  const endpoints = ['https://a.example', 'https://b.example/chain']

  it('the endpoint a URL is under, and the rest of the URL', () => {
    expect(endpointOf(endpoints, 'https://a.example/v1/chain/get_info')).toEqual({
      endpoint: 'https://a.example',
      path: '/v1/chain/get_info',
    })
    expect(endpointOf(endpoints, 'https://a.example?x=1')).toEqual({
      endpoint: 'https://a.example',
      path: '?x=1',
    })
    expect(endpointOf(endpoints, 'https://a.example')).toEqual({
      endpoint: 'https://a.example',
      path: '',
    })
    expect(endpointOf(endpoints, 'https://b.example/chain/v1/x')).toEqual({
      endpoint: 'https://b.example/chain',
      path: '/v1/x',
    })
  })

  it('none for another host, or a name that only starts like an endpoint', () => {
    expect(endpointOf(endpoints, 'https://c.example/v1/chain/get_info')).toBeUndefined()
    expect(endpointOf(endpoints, 'https://a.example.org/v1')).toBeUndefined()
    expect(endpointOf(endpoints, 'https://b.example/chainx')).toBeUndefined()
    expect(endpointOf([], 'https://a.example/v1')).toBeUndefined()
  })

  it('the first endpoint of the list that holds it', () => {
    const nested = ['https://a.example', 'https://a.example/v1']
    expect(endpointOf(nested, 'https://a.example/v1/x')?.endpoint).toBe('https://a.example')
  })
})

describe('laggingEndpoints', () => {
  const WINDOW = 30_000
  const MAX_LAG = 20_000
  const lagging = (heads: [string, HeadReport][], now: number) =>
    laggingEndpoints(new Map(heads), now, WINDOW, MAX_LAG)

  it('an endpoint more than the limit behind the best, reported at the same time', () => {
    expect(
      lagging(
        [
          ['a', { headMs: 100_000, at: 0 }],
          ['b', { headMs: 79_999, at: 0 }],
          ['c', { headMs: 80_000, at: 0 }],
        ],
        0,
      ),
    ).toEqual(['b'])
  })

  it('a head reported earlier has moved on by the time passed since', () => {
    // b said 70 s when a said 100 s, but 25 s ago: b is at 95 s now, 5 s behind.
    const heads: [string, HeadReport][] = [
      ['a', { headMs: 100_000, at: 25_000 }],
      ['b', { headMs: 70_000, at: 0 }],
    ]
    expect(lagging(heads, 25_000)).toEqual([])
  })

  it('a report older than the window is left out, and does not count as the best', () => {
    const heads: [string, HeadReport][] = [
      ['old', { headMs: 1_000_000, at: 0 }],
      ['a', { headMs: 100_000, at: 40_000 }],
      ['b', { headMs: 50_000, at: 40_000 }],
    ]
    expect(lagging(heads, 40_000)).toEqual(['b'])
  })

  it('nothing reported, nothing lagging', () => {
    expect(lagging([], 0)).toEqual([])
  })

  const report = fc.record({
    headMs: fc.integer({ min: 0, max: 10_000_000 }),
    at: fc.integer({ min: 0, max: 100_000 }),
  })
  const reports = fc.uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 3 }), report), {
    selector: ([key]) => key,
    maxLength: 6,
  })

  it('property: a report older than the window changes nothing; a larger limit sets fewer aside', () => {
    fc.assert(
      fc.property(
        reports,
        report,
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        (heads, stale, lagA, lagB) => {
          const now = 200_000
          const result = lagging(heads, now)
          const old: [string, HeadReport] = ['stale', { ...stale, at: now - WINDOW - 1 - stale.at }]
          expect(lagging([...heads, old], now)).toEqual(result)
          const [low, high] = lagA <= lagB ? [lagA, lagB] : [lagB, lagA]
          const fewer = laggingEndpoints(new Map(heads), now, WINDOW, high)
          const more = laggingEndpoints(new Map(heads), now, WINDOW, low)
          for (const key of fewer) expect(more).toContain(key)
        },
      ),
    )
  })

  it('property: the best recent endpoint never lags, and moving every clock alike changes nothing', () => {
    fc.assert(
      fc.property(reports, fc.integer({ min: -50_000, max: 50_000 }), (heads, shift) => {
        const now = 100_000
        const result = lagging(heads, now)
        const recent = heads.filter(([, head]) => now - head.at <= WINDOW)
        const best = recent.reduce<[string, HeadReport] | undefined>(
          (top, entry) =>
            top === undefined || entry[1].headMs - entry[1].at > top[1].headMs - top[1].at
              ? entry
              : top,
          undefined,
        )
        if (best !== undefined) expect(result).not.toContain(best[0])
        const moved = heads.map(([key, head]): [string, HeadReport] => [
          key,
          { headMs: head.headMs + shift, at: head.at + shift },
        ])
        expect(lagging(moved, now + shift)).toEqual(result)
      }),
    )
  })
})
