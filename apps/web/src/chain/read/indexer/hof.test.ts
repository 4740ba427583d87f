import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRESETS } from '../../../config/network'
import {
  getIndexedHof,
  INDEXER_REFRESH_MS,
  INDEXER_RETRY_MS,
  IndexerAnswerError,
  indexerRefetch,
} from './hof'

const network = { ...PRESETS.local, indexerUrl: 'https://hof.test' }
const empty = { bunker: [], camp: [], radar: [], hq: [], bridge: [] }
const document = (asOf: Record<string, unknown>) => ({
  chain_id: network.chainId,
  as_of: asOf,
  catching_up: false,
  boards: {
    officers: [],
    objectives: empty,
    forces: [{ rank: 1, owner: 'p', divID: 9, power: 5 }],
  },
  week: { start: '2026-11-23T00:00:00.000Z', top: [{ rank: 1, owner: 'q', victories: 2 }] },
})

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('https://hof.test/v1/hof')
      // The boards' read may take the page's preload (the browser's copy).
      expect(init?.cache).toBe('default')
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
    }),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the indexer read', () => {
  it('reads the boards and their block', async () => {
    answer(document({ block_num: 7, block_id: 'ab', time: '2026-11-25T12:00:00.500Z' }))
    const hof = await getIndexedHof(network)
    expect(hof.asOf).toEqual({
      blockNum: 7,
      blockId: 'ab',
      time: Date.UTC(2026, 10, 25, 12, 0, 0, 500),
    })
    expect(hof.forces).toEqual([{ rank: 1, owner: 'p', divID: 9, power: 5 }])
  })

  it("reads the owners' avatar ids, and none from an indexer that does not send them", async () => {
    const at = { block_num: 7, block_id: 'ab', time: '2026-11-25T12:00:00Z' }
    answer({ ...document(at), avatars: { p: 3, q: 1, r: '12' } })
    expect([...(await getIndexedHof(network)).avatars]).toEqual([
      ['p', 3],
      ['q', 1],
      ['r', 12],
    ])
    answer(document(at))
    const older = await getIndexedHof(network)
    expect(older.avatars.size).toBe(0)
    expect(older.forces).toHaveLength(1)
  })

  it('leaves out avatar ids that are not ids, and keeps the boards', async () => {
    const at = { block_num: 7, block_id: 'ab', time: '2026-11-25T12:00:00Z' }
    answer({ ...document(at), avatars: { p: 0, q: -2, r: 1.5, s: 'x', t: null, u: 4 } })
    const hof = await getIndexedHof(network)
    expect([...hof.avatars]).toEqual([['u', 4]])
    expect(hof.forces).toHaveLength(1)
    answer({ ...document(at), avatars: [3] })
    expect((await getIndexedHof(network)).avatars.size).toBe(0)
  })

  it("reads the week's board and the owners' victories, leaving out a count that is not one", async () => {
    const at = { block_num: 7, block_id: 'ab', time: '2026-11-25T12:00:00Z' }
    answer({ ...document(at), victories: { p: 41, q: 0, r: -1, s: 2.5, t: '7' } })
    const hof = await getIndexedHof(network)
    expect(hof.week).toEqual({
      start: Date.UTC(2026, 10, 23),
      top: [{ rank: 1, owner: 'q', victories: 2 }],
    })
    expect([...hof.victories]).toEqual([
      ['p', 41],
      ['q', 0],
      ['t', 7],
    ])
    // A week without its start is no Hall of Fame this app can read.
    answer({ ...document(at), week: { start: 'Monday', top: [] } })
    await expect(getIndexedHof(network)).rejects.toThrow('its answer has no time')
    answer({ ...document(at), week: undefined })
    await expect(getIndexedHof(network)).rejects.toThrow('its answer is not a Hall of Fame')
  })

  it('refuses an answer that is not a Hall of Fame, or has no time', async () => {
    answer('<html>')
    await expect(getIndexedHof(network)).rejects.toThrow(IndexerAnswerError)
    answer({ boards: {} })
    await expect(getIndexedHof(network)).rejects.toThrow('its answer is not a Hall of Fame')
    answer(document({ block_num: 7, block_id: 'ab', time: 'yesterday' }))
    await expect(getIndexedHof(network)).rejects.toThrow('its answer has no time')
    answer({ error: 'x' }, 503)
    await expect(getIndexedHof(network)).rejects.toThrow('it answered HTTP 503')
  })
})

describe('indexerRefetch', () => {
  it('asks again at every refresh while the indexer answers, and every 30 s once its last ask failed', () => {
    expect(indexerRefetch({ state: { status: 'success' } })).toBe(INDEXER_REFRESH_MS)
    expect(indexerRefetch({ state: { status: 'pending' } })).toBe(INDEXER_REFRESH_MS)
    expect(indexerRefetch({ state: { status: 'error' } })).toBe(INDEXER_RETRY_MS)
    expect(INDEXER_RETRY_MS).toBe(30_000)
  })
})
