import { skipToken } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChainDataError } from './errors'
import { createFakeNode, type FakeTable } from './fakeNode'
import {
  allDivisionsQuery,
  avatarsQuery,
  nftsQuery,
  ownerDivisionsQuery,
  playersWinsQuery,
  unitConfigsQuery,
  useZoneWins,
  WINS_CONCURRENCY,
  zonesQuery,
  zoneWinsQuery,
} from './game'
import { createTestQueryClient, fakeNetwork, serveTables, stubFetchCountingPeak } from './testUtils'

afterEach(() => {
  vi.unstubAllGlobals()
})

function division(divID: number, owner: string) {
  return {
    divID,
    owner,
    zoneID: 1,
    end_time: 0,
    units: [{ key: 'officer', value: String(1099511627776 + divID) }],
  }
}

const SDIVISIONS = (rows: ReturnType<typeof division>[]): FakeTable => ({
  rows,
  primary: (row) => row.divID as number,
  secondary: { 2: (row) => row.owner as string },
})

describe('divisions', () => {
  it("reads an owner's divisions through the owner index", async () => {
    const { requests } = serveTables({
      'dov.game/dov.game/sdivisions': SDIVISIONS([
        division(1, 'player1'),
        division(2, 'player2'),
        division(3, 'player1'),
      ]),
    })
    const { client } = createTestQueryClient()
    const rows = await client.fetchQuery(ownerDivisionsQuery(fakeNetwork(), 'player1'))
    expect(rows.map((d) => d.divID)).toEqual([1, 3])
    expect(rows[0]?.units).toEqual([{ key: 'officer', value: '1099511627777' }])
    expect(requests[0]?.body).toMatchObject({
      table: 'sdivisions',
      index_position: '2',
      key_type: 'name',
      lower_bound: 'player1',
      upper_bound: 'player1',
      limit: 1000,
    })
    expect(ownerDivisionsQuery(fakeNetwork(), null).queryFn).toBe(skipToken)
  })

  it('scans every division 1000 a page for the Hall of Fame', async () => {
    const all = Array.from({ length: 2500 }, (_, i) => division(i + 1, `p${i % 50}`))
    const { requests } = serveTables({ 'dov.game/dov.game/sdivisions': SDIVISIONS(all) })
    const { client } = createTestQueryClient()
    const result = await client.fetchQuery(allDivisionsQuery(fakeNetwork()))
    expect(result.rows).toHaveLength(2500)
    expect(result.truncated).toBe(false)
    expect(requests.map((r) => r.body?.lower_bound)).toEqual(['', '1001', '2001'])
  })

  it('makes a malformed division a ChainDataError naming the table', async () => {
    serveTables({
      'dov.game/dov.game/sdivisions': SDIVISIONS([
        { ...division(1, 'p'), end_time: 'soon' } as never,
      ]),
    })
    const { client } = createTestQueryClient()
    const error = await client.fetchQuery(allDivisionsQuery(fakeNetwork())).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainDataError)
    expect(String(error)).toContain('dov.game/sdivisions: row 0: end_time')
  })
})

describe('wins', () => {
  it("reads an account's wins and swallows failures in the hook", async () => {
    serveTables({ 'dov.game/player1/infos': { rows: [{ zone: 1, wins: 3 }] } })
    const { client, wrapper } = createTestQueryClient()
    await expect(client.fetchQuery(zoneWinsQuery(fakeNetwork(), 'player1'))).resolves.toEqual([
      { zone: 1, wins: 3 },
    ])
    const { result } = renderHook(() => useZoneWins('player9', fakeNetwork()), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.data).toEqual([])
  })

  it('reads each owner at most 4 at a time, and a failed owner counts as no wins', async () => {
    const owners = Array.from({ length: 13 }, (_, i) => `p${String(i).padStart(2, '0')}`)
    const tables: Record<string, FakeTable> = {}
    for (const owner of owners.slice(1))
      tables[`dov.game/${owner}/infos`] = { rows: [{ zone: 4, wins: 2 }] }
    const node = createFakeNode({ tables })
    const { peak } = stubFetchCountingPeak(node.fetch)
    const { client } = createTestQueryClient()
    const options = playersWinsQuery(fakeNetwork(), [...owners].reverse().concat('p05'))
    expect(options.queryKey[5]).toEqual({ owners, limit: 1000 })
    const wins = await client.fetchQuery(options)
    expect(wins).toHaveLength(13)
    expect(wins[0]).toEqual({ owner: 'p00', wins: [] }) // no table: the read failed
    expect(wins[1]).toEqual({ owner: 'p01', wins: [{ zone: 4, wins: 2 }] })
    expect(peak()).toBe(WINS_CONCURRENCY)
  })
})

describe('game tables', () => {
  it('reads avatars (100), udata, zones and nfts (1000 a page)', async () => {
    const zone = {
      id: 1,
      name: '',
      terrain: 'desert',
      open: true,
      nbwins: 0,
      wmini: 0,
      nextZone: 2,
      costs: [],
      resolutions: [],
      pre_allow: [],
      power: [],
    }
    const { requests } = serveTables({
      'dov.game/dov.game/avatars': { rows: [{ id: 2, ipfs: 'QmAvatar', cost: '5.0000 DOVX' }] },
      'dov.game/dov.game/udata': {
        rows: [{ template_id: 101, type: 'combat', power: 1000000, bonus: [] }],
        primary: (r) => r.template_id as number,
      },
      'dov.game/dov.game/zones': { rows: [zone] },
      'dov.game/dov.game/nfts': {
        rows: [{ asset_id: '1099511627776', owner: 'p', template_id: 101 }],
      },
    })
    const network = fakeNetwork()
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(avatarsQuery(network))).resolves.toHaveLength(1)
    await expect(client.fetchQuery(unitConfigsQuery(network))).resolves.toHaveLength(1)
    await expect(client.fetchQuery(zonesQuery(network))).resolves.toEqual([zone])
    await expect(client.fetchQuery(nftsQuery(network))).resolves.toEqual({
      rows: [{ asset_id: '1099511627776', owner: 'p', template_id: 101 }],
      truncated: false,
    })
    expect(requests.map((r) => [r.body?.table, r.body?.limit])).toEqual([
      ['avatars', 100],
      ['udata', 1000],
      ['zones', 1000],
      ['nfts', 1000],
    ])
  })
})
