import { skipToken } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import { StakedBuildingSchema, stakedBuildingsQuery, useStakedBuildings } from './buildings'

afterEach(() => {
  vi.unstubAllGlobals()
})

const BUILDING = {
  asset_id: '5',
  owner: 'player1',
  template_id: 20,
  last_claim: 1735689600,
  type: 'Fuel',
  rarity: 'Common',
}
const TABLES = {
  'dov.stake/dov.stake/buildings': {
    rows: [
      { ...BUILDING, asset_id: 5 },
      { ...BUILDING, asset_id: 6, owner: 'player2' },
      { ...BUILDING, asset_id: 7, type: 'Supply' },
    ],
  },
}

describe('staking buildings', () => {
  it("finds the account's buildings in the contract scope", async () => {
    const { requests } = serveTables(TABLES)
    const network = fakeNetwork()
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(stakedBuildingsQuery(network, 'player1'))).resolves.toEqual([
      BUILDING,
      { ...BUILDING, asset_id: '7', type: 'Supply' },
    ])
    expect(requests[0]?.body).toMatchObject({ scope: 'dov.stake', table: 'buildings', limit: 1000 })
    expect(stakedBuildingsQuery(network, null).queryFn).toBe(skipToken)
  })

  it('parses a building with its rarity as a rank', () => {
    const row = { ...BUILDING, asset_id: '1099511627800', rarity: 3 }
    expect(parseRows(StakedBuildingSchema, [row], 'T')).toEqual([{ ...row, rarity: 'Rare' }])
  })

  it("passes the caller's select through, typed", async () => {
    serveTables(TABLES)
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const { result } = renderHook(
      () =>
        useStakedBuildings(
          'player1',
          { select: (rows) => rows.map((row) => row.asset_id) },
          network,
        ),
      { wrapper },
    )
    expectTypeOf(result.current.data).toEqualTypeOf<string[] | undefined>()
    await waitFor(() => expect(result.current.data).toEqual(['5', '7']))
  })

  it("passes the caller's enabled through, and still waits for an account", async () => {
    const { fetch } = serveTables(TABLES)
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const { result, rerender } = renderHook(
      ({ account, enabled }) => useStakedBuildings(account, { enabled }, network),
      { wrapper, initialProps: { account: 'player1' as string | null, enabled: false } },
    )
    expect(result.current.fetchStatus).toBe('idle')
    rerender({ account: null, enabled: true })
    expect(result.current.fetchStatus).toBe('idle')
    expect(fetch).not.toHaveBeenCalled()
    rerender({ account: 'player1', enabled: true })
    await waitFor(() => expect(result.current.data).toHaveLength(2))
  })
})
