import { skipToken } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import { StakedBuildingSchema, stakedBuildingsRead } from './buildings'

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
    await expect(client.fetchQuery(stakedBuildingsRead.query(network, 'player1'))).resolves.toEqual(
      [BUILDING, { ...BUILDING, asset_id: '7', type: 'Supply' }],
    )
    expect(requests[0]?.body).toMatchObject({ scope: 'dov.stake', table: 'buildings', limit: 1000 })
    expect(stakedBuildingsRead.query(network, null).queryFn).toBe(skipToken)
  })

  it('parses a building with its rarity as a rank', () => {
    const row = { ...BUILDING, asset_id: '1099511627800', rarity: 3 }
    expect(parseRows(StakedBuildingSchema, [row], 'T')).toEqual([{ ...row, rarity: 'Rare' }])
  })
})
