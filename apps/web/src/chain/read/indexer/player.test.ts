import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRESETS } from '../../../config/network'
import { IndexerAnswerError } from './hof'
import { getIndexedPlayer } from './player'

const network = { ...PRESETS.local, indexerUrl: 'https://indexer.test' }
const noPlace = { bunker: null, camp: null, radar: null, hq: null, bridge: null }

/** What the indexer answers for `player5` (apps/indexer README "The API"). */
const document = (overrides: Record<string, unknown> = {}) => ({
  chain_id: network.chainId,
  as_of: { block_num: 7, block_id: 'ab', time: '2026-11-25T12:00:00.500Z' },
  catching_up: false,
  account: 'player5',
  known: true,
  avatar: 3,
  divisions: [
    {
      divID: 4,
      zoneID: 2,
      power: 1234567,
      rank: 3,
      fighting: true,
      end_time: 1_800_000_000,
      units: 5,
    },
  ],
  standing: {
    officers: { rank: 2, owner: 'player5', victories: 15 },
    objectives: { ...noPlace, bunker: { rank: 6, owner: 'player5', victories: 15 } },
    forces: [{ owner: 'player5', divID: 4, power: 1234567, rank: 3 }],
  },
  recent_victories: [
    {
      id: '991',
      block_time: '2026-11-25T11:59:00.000',
      trx_id: 'cd'.repeat(32),
      divID: '4',
      zoneID: 2,
      payout: '12.5000 DOVX',
    },
  ],
  medals: [
    { id: 'first-victory', earned_at: null, block_num: null, trx_id: null },
    { id: 'bunker', earned_at: '2026-11-25T11:59:00.000Z', block_num: 6, trx_id: 'cd'.repeat(32) },
    // A medal of a newer indexer this app does not know: left out.
    { id: 'moon-landing', earned_at: null, block_num: null, trx_id: null },
  ],
  ...overrides,
})

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("a commander's page from the indexer", () => {
  it('asks for the account in one request and reads every part of the answer', async () => {
    const fetch = answer(document())
    const player = await getIndexedPlayer(network, 'player5')
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://indexer.test/v1/player?account=player5',
    ])
    // Asked of the indexer each time, never the browser's copy of the last second: a read the
    // live channel asks for after a block that changed the page must be of that block.
    expect(fetch.mock.calls[0]?.[1]?.cache).toBe('no-cache')
    expect(player.asOf).toEqual({
      blockNum: 7,
      blockId: 'ab',
      time: Date.UTC(2026, 10, 25, 12, 0, 0, 500),
    })
    expect(player.avatar).toBe(3)
    expect(player.divisions).toEqual([
      {
        divID: 4,
        zoneID: 2,
        power: 1234567,
        rank: 3,
        fighting: true,
        endTime: 1_800_000_000,
        units: 5,
      },
    ])
    expect(player.standing.officers).toEqual({ rank: 2, owner: 'player5', victories: 15 })
    expect(player.standing.objectives.camp).toBeNull()
    expect(player.recentVictories).toEqual([
      {
        id: '991',
        time: Date.UTC(2026, 10, 25, 11, 59),
        trxId: 'cd'.repeat(32),
        divID: '4',
        zoneID: 2,
        payout: '12.5000 DOVX',
      },
    ])
    expect(player.medals).toEqual([
      { id: 'first-victory', time: null, blockNum: null, trxId: null },
      { id: 'bunker', time: Date.UTC(2026, 10, 25, 11, 59), blockNum: 6, trxId: 'cd'.repeat(32) },
    ])
  })

  it('reads an account it knows nothing of', async () => {
    answer(
      document({
        known: false,
        avatar: 1,
        divisions: [],
        standing: { officers: null, objectives: noPlace, forces: [] },
        recent_victories: [],
        medals: [],
      }),
    )
    const player = await getIndexedPlayer(network, 'player5')
    expect(player.known).toBe(false)
    expect(player.divisions).toEqual([])
  })

  it('refuses a malformed answer, saying what is wrong with it', async () => {
    answer(document({ divisions: [{ divID: 4, zoneID: 2, power: 'strong' }] }))
    await expect(getIndexedPlayer(network, 'player5')).rejects.toThrow(
      /^its answer is not a commander's page \(divisions\.0\.power: expected a number, got "strong"\)$/,
    )
    answer(
      document({
        recent_victories: [
          { id: '1', block_time: 'x', trx_id: 'a', divID: '4', zoneID: 2, payout: 'lots' },
        ],
      }),
    )
    await expect(getIndexedPlayer(network, 'player5')).rejects.toThrow(
      'recent_victories.0.payout: expected an asset like "1.0000 DOVX", got "lots"',
    )
    answer('<html>')
    await expect(getIndexedPlayer(network, 'player5')).rejects.toThrow('its answer is not JSON')
    answer({ error: 'down' }, 503)
    await expect(getIndexedPlayer(network, 'player5')).rejects.toThrow(IndexerAnswerError)
  })

  it("refuses another account's page", async () => {
    answer(document({ account: 'player6' }))
    await expect(getIndexedPlayer(network, 'player5')).rejects.toThrow(
      'its answer is for another account',
    )
  })
})
