import { QueryClient, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../test/testUtils'
import { ChainInt } from '../transport/scalars'
import { accountTable, contractTable, ownerTable, prefetchOf } from './table'

afterEach(() => {
  vi.unstubAllGlobals()
})

const Row = v.object({ id: ChainInt, owner: v.string() })
const rows = (count: number, owner = (i: number) => (i % 2 === 0 ? 'alice' : 'bob')) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, owner: owner(i) }))

describe('a table read declared once', () => {
  it('reads the first page only, or every page, of the contract scope, keyed by network first', async () => {
    const { requests } = serveTables({ 'dov.game/dov.game/things': { rows: rows(5) } })
    const network = fakeNetwork()
    const one = contractTable({
      contract: 'game',
      table: 'things',
      limit: 2,
      pages: 'one',
      schema: Row,
    })
    const all = contractTable({ ...one, pages: 'all' })
    expect(one.query(network).queryKey).toEqual([
      'chain',
      network.chainId,
      'table',
      'dov.game',
      'things',
      'dov.game',
      { limit: 2 },
    ])
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(one.query(network))).resolves.toHaveLength(2)
    expect(requests).toHaveLength(1)
    await expect(all.get(network)).resolves.toHaveLength(5)
    expect(requests).toHaveLength(4)
    expect(requests.every((r) => r.body?.scope === 'dov.game' && r.body?.limit === 2)).toBe(true)
  })

  it('makes its data of the rows with `result`, truncation included', async () => {
    serveTables({ 'dov.stake/dov.stake/things': { rows: rows(3) } })
    const read = contractTable({
      contract: 'staking',
      table: 'things',
      limit: 10,
      pages: 'all',
      schema: Row,
      result: (all) => ({ count: all.rows.length, truncated: all.truncated }),
    })
    await expect(read.get(fakeNetwork())).resolves.toEqual({ count: 3, truncated: false })
  })

  it("an owner's rows: every page of the contract scope, filtered; no account, no read", async () => {
    const { requests } = serveTables({ 'dov.stake/dov.stake/things': { rows: rows(7) } })
    const network = fakeNetwork()
    const read = ownerTable({ contract: 'staking', table: 'things', limit: 3, schema: Row })
    const { client } = createTestQueryClient()
    const bob = await client.fetchQuery(read.query(network, 'bob'))
    expect(bob.map((r) => r.id)).toEqual([2, 4, 6])
    expect(requests).toHaveLength(3)
    expect(read.query(network, 'bob').queryKey.at(-1)).toEqual({ owner: 'bob', limit: 3 })
    expect(read.query(network, null).queryFn).toBe(skipToken)
  })

  it("an account's scope: one page under the account; no account, no read", async () => {
    const { requests } = serveTables({ 'dov.token/alice/things': { rows: rows(2) } })
    const network = fakeNetwork()
    const read = accountTable({ contract: 'token', table: 'things', limit: 100, schema: Row })
    await expect(read.get(network, 'alice')).resolves.toHaveLength(2)
    expect(requests.map((r) => r.body?.scope)).toEqual(['alice'])
    expect(read.query(network, 'alice').queryKey.slice(3, 6)).toEqual([
      'dov.token',
      'things',
      'alice',
    ])
    expect(read.query(network, null).queryFn).toBe(skipToken)
  })

  it("prefetches a screen's reads at once, and none when logged out", async () => {
    const { requests } = serveTables({
      'dov.game/dov.game/things': { rows: rows(1) },
      'dov.token/alice/things': { rows: rows(1) },
    })
    const network = fakeNetwork()
    const game = contractTable({
      contract: 'game',
      table: 'things',
      limit: 9,
      pages: 'one',
      schema: Row,
    })
    const wallet = accountTable({ contract: 'token', table: 'things', limit: 9, schema: Row })
    const prefetch = prefetchOf((account) => ({
      game: game.query(network),
      wallet: wallet.query(network, account),
    }))
    const client = new QueryClient()
    prefetch(client, null)
    expect(requests).toHaveLength(0)
    prefetch(client, 'alice')
    await vi.waitFor(() =>
      expect(client.getQueryData(wallet.query(network, 'alice').queryKey)).toHaveLength(1),
    )
    expect(client.getQueryData(game.query(network).queryKey)).toHaveLength(1)
    expect(requests).toHaveLength(2)
  })
})
