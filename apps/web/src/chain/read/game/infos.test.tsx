import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import { useZoneWins, ZoneWinsSchema, zoneWinsRead } from './infos'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('own wins', () => {
  it("reads an account's wins and swallows failures in the hook", async () => {
    serveTables({ 'dov.game/player1/infos': { rows: [{ zone: 1, wins: 3 }] } })
    const { client, wrapper } = createTestQueryClient()
    await expect(client.fetchQuery(zoneWinsRead.query(fakeNetwork(), 'player1'))).resolves.toEqual([
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
