import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createFakeNode, type FakeTable } from '../../../test/fakeNode'
import {
  createTestQueryClient,
  fakeNetwork,
  serveTables,
  stubFetchCountingPeak,
} from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import {
  playersWinsQuery,
  usePlayersWins,
  useZoneWins,
  WINS_CONCURRENCY,
  ZoneWinsSchema,
  zoneWinsQuery,
} from './infos'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('own wins', () => {
  it("reads an account's wins and swallows failures in the hook", async () => {
    serveTables({ 'dov.game/player1/infos': { rows: [{ zone: 1, wins: 3 }] } })
    const { client, wrapper } = createTestQueryClient()
    await expect(client.fetchQuery(zoneWinsQuery(fakeNetwork(), 'player1'))).resolves.toEqual([
      { zone: 1, wins: 3 },
    ])
    const { result } = renderHook(() => useZoneWins('player9', {}, fakeNetwork()), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.data).toEqual([])
  })

  it("passes the caller's select through the silent result", async () => {
    serveTables({
      'dov.game/player1/infos': {
        rows: [
          { zone: 1, wins: 3 },
          { zone: 2, wins: 4 },
        ],
      },
    })
    const { wrapper } = createTestQueryClient()
    const total = (rows: readonly { wins: number }[]) =>
      rows.reduce((sum, row) => sum + row.wins, 0)
    const network = fakeNetwork()
    const { result } = renderHook(() => useZoneWins('player1', { select: total }, network), {
      wrapper,
    })
    expectTypeOf(result.current.data).toEqualTypeOf<number>()
    expect(result.current.data).toBe(0)
    await waitFor(() => expect(result.current.data).toBe(7))
  })

  it('parses wins written as numbers or strings', () => {
    expect(parseRows(ZoneWinsSchema, [{ zone: 4, wins: '7' }], 'T')).toEqual([{ zone: 4, wins: 7 }])
  })
})

describe('Hall of Fame wins', () => {
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

  it("passes the caller's select and enabled through", async () => {
    const { fetch } = serveTables({ 'dov.game/p1/infos': { rows: [{ zone: 1, wins: 1 }] } })
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const { result, rerender } = renderHook(
      ({ enabled }) =>
        usePlayersWins(
          ['p1'],
          { enabled, select: (players) => players.map((p) => p.owner) },
          network,
        ),
      { wrapper, initialProps: { enabled: false } },
    )
    expectTypeOf(result.current.data).toEqualTypeOf<string[] | undefined>()
    expect(result.current.fetchStatus).toBe('idle')
    expect(fetch).not.toHaveBeenCalled()
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.data).toEqual(['p1']))
  })
})
