import { skipToken } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  buildingDataQuery,
  configsQuery,
  craftDataQuery,
  membershipsQuery,
  stakedBuildingsQuery,
  stakingBalancesQuery,
  toolDataQuery,
  useStakingBalances,
} from './staking'
import { createTestQueryClient, fakeNetwork, serveTables } from './testUtils'

afterEach(() => {
  vi.unstubAllGlobals()
})

const BALANCES = [{ balance: '12.3456 DOVX' }, { balance: '3 AVT' }]

describe('staking balances', () => {
  it('reads the account scope, under a namespaced key', async () => {
    const { requests } = serveTables({ 'dov.stake/player1/balances': { rows: BALANCES } })
    const network = fakeNetwork()
    const options = stakingBalancesQuery(network, 'player1')
    expect(options.queryKey).toEqual([
      'chain',
      'table',
      'dov.stake',
      'balances',
      'player1',
      { limit: 100 },
    ])
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(options)).resolves.toEqual(BALANCES)
    expect(requests[0]?.body).toMatchObject({
      code: 'dov.stake',
      scope: 'player1',
      table: 'balances',
      limit: 100,
    })
  })

  it('skips the read while logged out', () => {
    expect(stakingBalancesQuery(fakeNetwork(), null).queryFn).toBe(skipToken)
  })

  it('swallows a failing read: the hook gives no rows and no error', async () => {
    serveTables({}) // the node answers "no such table"
    const { wrapper } = createTestQueryClient()
    const { result } = renderHook(() => useStakingBalances('player1', fakeNetwork()), { wrapper })
    expect(result.current).toEqual({ data: [], isLoading: true })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current).toEqual({ data: [], isLoading: false })
  })

  it('gives the rows once read, and nothing while logged out', async () => {
    serveTables({ 'dov.stake/player1/balances': { rows: BALANCES } })
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const { result, rerender } = renderHook(({ account }) => useStakingBalances(account, network), {
      wrapper,
      initialProps: { account: 'player1' as string | null },
    })
    await waitFor(() => expect(result.current.data).toEqual(BALANCES))
    rerender({ account: null })
    expect(result.current).toEqual({ data: [], isLoading: false })
  })
})

describe('staking tables', () => {
  it('reads configs (4), cdata (10) and bdata (1000 a page)', async () => {
    const { requests } = serveTables({
      'dov.stake/dov.stake/configs': { rows: [{ wfee: 5, use_dov: 1 }] },
      'dov.stake/dov.stake/cdata': {
        rows: [
          { template_id: 7, type: 'tool', costs: ['1.0000 DOVX'], schema: 'tools', available: 2 },
        ],
      },
      'dov.stake/dov.stake/bdata': {
        rows: [
          {
            template_id: 20,
            type: 'Fuel',
            token_in: ['1.0000 DOVX'],
            token_out: ['1.0000 DOVF'],
            rarity: 'Common',
            delay: 60,
          },
        ],
      },
    })
    const network = fakeNetwork()
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(configsQuery(network))).resolves.toEqual([
      { wfee: 5, use_dov: true },
    ])
    await expect(client.fetchQuery(craftDataQuery(network))).resolves.toHaveLength(1)
    await expect(client.fetchQuery(buildingDataQuery(network))).resolves.toMatchObject([
      { type: 'Fuel', delay: 60 },
    ])
    expect(requests.map((r) => [r.body?.table, r.body?.limit])).toEqual([
      ['configs', 4],
      ['cdata', 10],
      ['bdata', 1000],
    ])
  })

  it("finds the account's tools and buildings across every page of the contract scope", async () => {
    const mships = Array.from({ length: 700 }, (_, i) => ({
      asset_id: String(1099511627776 + i),
      owner: i % 100 === 0 ? 'player1' : 'other',
      type: 'clock',
      rarity: 'Epic',
    }))
    const buildings = [
      {
        asset_id: 5,
        owner: 'player1',
        template_id: 20,
        last_claim: 1735689600,
        type: 'Fuel',
        rarity: 'Common',
      },
      {
        asset_id: 6,
        owner: 'player2',
        template_id: 20,
        last_claim: 1735689600,
        type: 'Fuel',
        rarity: 'Common',
      },
    ]
    const { requests } = serveTables({
      'dov.stake/dov.stake/mships': { rows: mships },
      'dov.stake/dov.stake/buildings': { rows: buildings },
    })
    const network = fakeNetwork()
    const { client } = createTestQueryClient()
    const mine = await client.fetchQuery(membershipsQuery(network, 'player1'))
    expect(mine).toHaveLength(7)
    expect(requests.filter((r) => r.body?.table === 'mships').map((r) => r.body?.limit)).toEqual([
      300, 300, 300,
    ])
    await expect(client.fetchQuery(stakedBuildingsQuery(network, 'player1'))).resolves.toEqual([
      { ...buildings[0], asset_id: '5' },
    ])
    expect(membershipsQuery(network, null).queryFn).toBe(skipToken)
    expect(stakedBuildingsQuery(network, null).queryFn).toBe(skipToken)
  })

  it('reads tool templates (tdata) with their stake fees', async () => {
    const { requests } = serveTables({
      'dov.stake/dov.stake/tdata': {
        rows: [{ template_id: 60, type: 'effort', rarity: 5, fee: ['5.0000 DOVS'] }],
      },
    })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(toolDataQuery(fakeNetwork()))).resolves.toEqual([
      { template_id: 60, type: 'effort', rarity: 'Legendary', fee: ['5.0000 DOVS'] },
    ])
    expect(requests[0]?.body).toMatchObject({ table: 'tdata', limit: 1000 })
  })

  it('rejects a tdata row whose fee is not an asset', async () => {
    serveTables({
      'dov.stake/dov.stake/tdata': {
        rows: [{ template_id: 60, type: 'effort', rarity: 5, fee: ['five'] }],
      },
    })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(toolDataQuery(fakeNetwork()))).rejects.toThrow(/fee/)
  })
})
