import { describe, expect, it, vi } from 'vitest'
import { createFakeNode, type FakeTable } from '../../test/fakeNode'
import { ChainDataError } from './errors'
import { createEndpointPool, type FetchLike } from './failover'
import { getAllTableScopes, getTableByScope } from './scopes'

const RPC = 'https://rpc.example'

describe('getTableByScope', () => {
  // Accounts with wins: one `infos` table per player scope, beside the contract's own tables.
  function scopesNode(players: string[]) {
    const tables: Record<string, FakeTable> = {
      'dov.game/dov.game/zones': { rows: [{ id: 1 }] },
      'dov.game/dov.game/infos': { rows: [] },
      'dov.token/alice/accounts': { rows: [{ balance: '1.0000 DOVX' }] },
    }
    players.forEach((player, i) => {
      tables[`dov.game/${player}/infos`] = {
        rows: Array.from({ length: i + 1 }, (_, zone) => ({ zone, wins: 1 })),
        payer: player,
      }
    })
    const node = createFakeNode({ tables })
    return { pool: createEndpointPool([RPC], { fetch: node.fetch }), requests: node.requests }
  }
  const PLAYERS = ['alice', 'bob', 'carol', 'dave', 'erin']

  it('posts get_table_by_scope with every parameter and reads the envelope', async () => {
    const { pool, requests } = scopesNode(PLAYERS)
    const page = await getTableByScope(pool, { code: 'dov.game', table: 'infos', limit: 2 })
    expect(page).toEqual({
      rows: [
        { code: 'dov.game', scope: 'alice', table: 'infos', payer: 'alice', count: 1 },
        { code: 'dov.game', scope: 'bob', table: 'infos', payer: 'bob', count: 2 },
      ],
      more: 'carol',
    })
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/v1/chain/get_table_by_scope',
      body: {
        code: 'dov.game',
        table: 'infos',
        lower_bound: '',
        upper_bound: '',
        limit: 2,
        reverse: false,
      },
    })
  })

  it('gives more as undefined on the last page, and every table without a table filter', async () => {
    const { pool } = scopesNode(['alice'])
    const page = await getTableByScope(pool, { code: 'dov.game', limit: 10 })
    expect(page.more).toBeUndefined()
    expect(page.rows.map((row) => `${row.scope}/${row.table}`)).toEqual([
      'alice/infos',
      'dov.game/infos',
      'dov.game/zones',
    ])
  })

  it('refuses an envelope whose more is not a string (nodeos 1.x said true/false)', async () => {
    const fetch = vi.fn<FetchLike>(
      async () => new Response(JSON.stringify({ rows: [], more: false })),
    )
    const pool = createEndpointPool([RPC], { fetch })
    const error = await getTableByScope(pool, { code: 'dov.game', table: 'infos' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ChainDataError)
    expect(String(error)).toContain('dov.game/infos scopes: more')
  })

  it('refuses a row without its count', async () => {
    const row = { code: 'dov.game', scope: 'alice', table: 'infos', payer: 'alice' }
    const fetch = vi.fn<FetchLike>(
      async () => new Response(JSON.stringify({ rows: [row], more: '' })),
    )
    const pool = createEndpointPool([RPC], { fetch })
    await expect(getTableByScope(pool, { code: 'dov.game' })).rejects.toThrow('rows.0.count')
  })
})

describe('getAllTableScopes', () => {
  const node = () => {
    const tables: Record<string, FakeTable> = {}
    for (let i = 0; i < 25; i++)
      tables[`dov.game/p${String(i).padStart(2, '0')}/infos`] = { rows: [] }
    const fake = createFakeNode({ tables })
    return { pool: createEndpointPool([RPC], { fetch: fake.fetch }), requests: fake.requests }
  }

  it('pages through more, the next lower_bound', async () => {
    const { pool, requests } = node()
    const all = await getAllTableScopes(pool, { code: 'dov.game', table: 'infos', limit: 10 })
    expect(all.truncated).toBe(false)
    expect(all.rows.map((row) => row.scope)).toEqual(
      Array.from({ length: 25 }, (_, i) => `p${String(i).padStart(2, '0')}`),
    )
    expect(requests.map((r) => r.body?.lower_bound)).toEqual(['', 'p10', 'p20'])
  })

  it('pages a reverse scan through upper_bound, within the bounds', async () => {
    const { pool, requests } = node()
    const all = await getAllTableScopes(pool, {
      code: 'dov.game',
      table: 'infos',
      lower_bound: 'p05',
      upper_bound: 'p14',
      limit: 4,
      reverse: true,
    })
    expect(all.rows.map((row) => row.scope)).toEqual(
      Array.from({ length: 10 }, (_, i) => `p${String(14 - i).padStart(2, '0')}`),
    )
    expect(requests.map((r) => [r.body?.lower_bound, r.body?.upper_bound])).toEqual([
      ['p05', 'p14'],
      ['p05', 'p10'],
      ['p05', 'p06'],
    ])
  })

  it('stops at the page cap and says the result is truncated', async () => {
    const { pool, requests } = node()
    const all = await getAllTableScopes(pool, { code: 'dov.game', limit: 5 }, { maxPages: 2 })
    expect(all).toMatchObject({ truncated: true })
    expect(all.rows).toHaveLength(10)
    expect(requests).toHaveLength(2)
  })

  it('refuses a repeated more instead of looping', async () => {
    const row = { code: 'dov.game', scope: 'alice', table: 'infos', payer: 'alice', count: 1 }
    const stuck = vi.fn<FetchLike>(
      async () => new Response(JSON.stringify({ rows: [row], more: 'alice' })),
    )
    const error = await getAllTableScopes(createEndpointPool([RPC], { fetch: stuck }), {
      code: 'dov.game',
      lower_bound: 'alice',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainDataError)
    expect(String(error)).toContain('more alice came twice')
    expect(stuck).toHaveBeenCalledTimes(1)
  })
})
