import { skipToken } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import { MembershipSchema, membershipsRead } from './mships'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('staking mships', () => {
  it("finds the account's tools across every page of the contract scope", async () => {
    const mships = Array.from({ length: 700 }, (_, i) => ({
      asset_id: String(1099511627776 + i),
      owner: i % 100 === 0 ? 'player1' : 'other',
      type: 'clock',
      rarity: 'Epic',
    }))
    const { requests } = serveTables({ 'dov.stake/dov.stake/mships': { rows: mships } })
    const network = fakeNetwork()
    const options = membershipsRead.query(network, 'player1')
    expect(options.queryKey).toEqual([
      'chain',
      fakeNetwork().chainId,
      'table',
      'dov.stake',
      'mships',
      'dov.stake',
      { owner: 'player1', limit: 300 },
    ])
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(options)).resolves.toHaveLength(7)
    expect(requests.map((r) => r.body?.limit)).toEqual([300, 300, 300])
    expect(membershipsRead.query(network, null).queryFn).toBe(skipToken)
  })

  it('parses a membership and refuses an unknown tool type', () => {
    const mship = { asset_id: 1099511627801, owner: 'p', type: 'clock', rarity: 'Supreme' }
    expect(parseRows(MembershipSchema, [mship], 'T')).toEqual([
      { ...mship, asset_id: '1099511627801' },
    ])
    expect(() => parseRows(MembershipSchema, [{ ...mship, type: 'hammer' }], 'T')).toThrow(
      'tool type',
    )
  })
})
