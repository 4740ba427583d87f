import { describe, expect, it } from 'vitest'
import { freshness, MAX_INDEXER_LAG_MS } from '../../chain/read/indexer/freshness'
import type { IndexedHof } from '../../chain/read/indexer/hof'
import { hofSource } from './source'

const CHAIN = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
const NOW = Date.UTC(2026, 10, 25, 12)

const hof = (overrides: Partial<IndexedHof> = {}): IndexedHof => ({
  chainId: CHAIN,
  asOf: { blockNum: 1234, blockId: 'ab', time: NOW - 3_000 },
  catchingUp: false,
  officers: [],
  objectives: { bunker: [], camp: [], radar: [], hq: [], bridge: [] },
  forces: [],
  avatars: new Map(),
  victories: new Map(),
  week: { start: 0, top: [] },
  ...overrides,
})

const base = { configured: true, chainId: CHAIN, data: undefined, error: null, now: NOW }

describe('where the Hall of Fame reads its boards', () => {
  it('from the indexer when it answers for this chain, recently', () => {
    const data = hof()
    expect(hofSource({ ...base, data })).toEqual({ kind: 'indexer', answer: data })
    // A failed refresh keeps the last good answer.
    expect(hofSource({ ...base, data, error: new Error('x') })).toEqual({
      kind: 'indexer',
      answer: data,
    })
  })

  it('waits for the first answer, and reads the chain when it fails, saying why', () => {
    expect(hofSource(base)).toEqual({ kind: 'waiting' })
    const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' })
    expect(hofSource({ ...base, error: timeout })).toEqual({
      kind: 'chain',
      reason:
        'The Hall of Fame indexer could not be read (did not answer in time): the boards are read from the chain, one request per player.',
    })
    expect(hofSource({ ...base, error: new TypeError('Failed to fetch') })).toMatchObject({
      reason: expect.stringMatching(
        /^The Hall of Fame indexer could not be read \(did not answer\):/,
      ),
    })
  })

  it('reads the chain with no indexer, one of another chain, or one more than a minute behind', () => {
    expect(hofSource({ ...base, configured: false })).toMatchObject({
      kind: 'chain',
      reason: expect.stringMatching(/^No indexer serves this network/),
    })
    expect(hofSource({ ...base, data: hof({ chainId: 'f'.repeat(64) }) })).toMatchObject({
      kind: 'chain',
      reason: expect.stringMatching(/answers for another chain/),
    })
    const old = hof({ asOf: { blockNum: 1, blockId: 'ab', time: NOW - 3 * 60_000 } })
    expect(hofSource({ ...base, data: old })).toMatchObject({
      kind: 'chain',
      reason: expect.stringMatching(/is 3 min behind the chain/),
    })
    const justInTime = hof({ asOf: { blockNum: 1, blockId: 'ab', time: NOW - MAX_INDEXER_LAG_MS } })
    expect(hofSource({ ...base, data: justInTime }).kind).toBe('indexer')
  })

  it('says how fresh the boards are', () => {
    expect(freshness(hof(), NOW)).toBe('As of block 1,234, 3 s ago')
    expect(
      freshness(hof({ asOf: { blockNum: 9, blockId: 'x', time: NOW - 5 * 60_000 } }), NOW),
    ).toBe('As of block 9, 5 min ago')
  })
})
