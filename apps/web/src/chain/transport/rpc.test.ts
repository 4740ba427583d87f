import { describe, expect, it, vi } from 'vitest'
import { createFakeNode } from '../../test/fakeNode'
import { ChainApiError, ChainDataError } from './errors'
import { createEndpointPool, type FetchLike } from './failover'
import { getAllTableRows, getInfo, getInfoFrom, getTableRows } from './rpc'

const RPC = 'https://rpc.example'

function numbered(count: number, owner = (i: number) => `player${(i % 3) + 1}`) {
  return Array.from({ length: count }, (_, i) => ({ divID: i + 1, owner: owner(i) }))
}

function setup(rows = numbered(25)) {
  const node = createFakeNode({
    tables: {
      'dov.game/dov.game/sdivisions': {
        rows,
        primary: (row) => row.divID as number,
        secondary: { 2: (row) => row.owner as string },
      },
    },
  })
  const fetch = vi.fn(node.fetch)
  const pool = createEndpointPool([RPC], { fetch })
  return { pool, fetch, requests: node.requests }
}

const Q = { code: 'dov.game', scope: 'dov.game', table: 'sdivisions' }

describe('getTableRows', () => {
  it('posts json get_table_rows with every parameter', async () => {
    const { pool, requests } = setup()
    const page = await getTableRows(pool, { ...Q, limit: 5 })
    expect(page.rows).toHaveLength(5)
    expect(page).toMatchObject({ more: true, next_key: '6' })
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/v1/chain/get_table_rows',
      body: {
        json: true,
        code: 'dov.game',
        scope: 'dov.game',
        table: 'sdivisions',
        lower_bound: '',
        upper_bound: '',
        limit: 5,
        reverse: false,
        index_position: '1',
        key_type: '',
      },
    })
  })

  it('reads a secondary index by owner with both bounds', async () => {
    const { pool, requests } = setup()
    const query = {
      ...Q,
      index_position: 2,
      key_type: 'name' as const,
      lower_bound: 'player2',
      upper_bound: 'player2',
      limit: 1000,
    }
    const page = await getTableRows(pool, query)
    expect(page.rows.every((row) => (row as { owner: string }).owner === 'player2')).toBe(true)
    expect(page.rows).toHaveLength(8)
    expect(page).toMatchObject({ more: false, next_key: undefined })
    expect(requests[0]?.body).toMatchObject({
      index_position: '2',
      key_type: 'name',
      lower_bound: 'player2',
      upper_bound: 'player2',
    })
  })

  it('turns a nodeos error answer into a ChainApiError with the node message', async () => {
    const { pool } = setup()
    const error = await getTableRows(pool, { ...Q, table: 'nope' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainApiError)
    expect(error).toMatchObject({ status: 500, message: 'No table dov.game/dov.game/nope' })
  })

  it('refuses an envelope without rows or more', async () => {
    const fetch = vi.fn<FetchLike>(
      async () => new Response(JSON.stringify({ rows: 'x', more: false })),
    )
    const pool = createEndpointPool([RPC], { fetch })
    const error = await getTableRows(pool, Q).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainDataError)
    expect(error).toMatchObject({ source: 'dov.game/sdivisions' })
    expect(String(error)).toContain('rows')
  })
})

describe('getAllTableRows', () => {
  it('pages through more/next_key with next lower_bound = next_key', async () => {
    const { pool, requests } = setup()
    const all = await getAllTableRows(pool, { ...Q, limit: 10 })
    expect(all.truncated).toBe(false)
    expect(all.rows.map((row) => (row as { divID: number }).divID)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    )
    expect(requests.map((r) => r.body?.lower_bound)).toEqual(['', '11', '21'])
  })

  it('stops at the page cap and says the result is truncated', async () => {
    const { pool, requests } = setup()
    const all = await getAllTableRows(pool, { ...Q, limit: 5 }, { maxPages: 2 })
    expect(all).toMatchObject({ truncated: true })
    expect(all.rows).toHaveLength(10)
    expect(requests).toHaveLength(2)
  })

  it('pages a reverse scan through upper_bound', async () => {
    const { pool, requests } = setup()
    const all = await getAllTableRows(pool, { ...Q, limit: 10, reverse: true })
    expect(all.rows.map((row) => (row as { divID: number }).divID)[0]).toBe(25)
    expect(all.rows).toHaveLength(25)
    expect(requests.map((r) => r.body?.upper_bound)).toEqual(['', '15', '5'])
  })

  it('pages a secondary index scan within its bounds', async () => {
    const { pool, requests } = setup(numbered(30, (i) => `p${String(i).padStart(2, '0')}`))
    const all = await getAllTableRows(pool, {
      ...Q,
      index_position: 2,
      key_type: 'name',
      lower_bound: 'p05',
      upper_bound: 'p14',
      limit: 4,
    })
    expect(all.rows).toHaveLength(10)
    expect(requests.map((r) => r.body?.lower_bound)).toEqual(['p05', 'p09', 'p13'])
    expect(
      requests.every((r) => r.body?.upper_bound === 'p14' && r.body.index_position === '2'),
    ).toBe(true)
  })

  it('goes on as i64 when a name index gives a numeric next_key, keeping the other bound', async () => {
    const pages = [
      { rows: [{ divID: 1 }], more: true, next_key: '11604589955878436864' },
      { rows: [{ divID: 2 }], more: false, next_key: '' },
    ]
    const bodies: unknown[] = []
    const fetch = vi.fn<FetchLike>(async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify(pages[bodies.length - 1]))
    })
    const pool = createEndpointPool([RPC], { fetch })
    const query = {
      ...Q,
      index_position: 2,
      key_type: 'name' as const,
      lower_bound: 'a',
      upper_bound: 'player1',
    }
    await expect(getAllTableRows(pool, query)).resolves.toMatchObject({
      rows: [{ divID: 1 }, { divID: 2 }],
    })
    expect(bodies[1]).toMatchObject({
      key_type: 'i64',
      index_position: '2',
      lower_bound: '11604589955878436864',
      upper_bound: 'player1',
    })
  })

  it('refuses more without next_key and a repeated key instead of looping', async () => {
    const noKey = vi.fn<FetchLike>(
      async () => new Response(JSON.stringify({ rows: [{}], more: true })),
    )
    await expect(getAllTableRows(createEndpointPool([RPC], { fetch: noKey }), Q)).rejects.toThrow(
      'gives no next_key',
    )
    const stuck = vi.fn<FetchLike>(
      async () => new Response(JSON.stringify({ rows: [{}], more: true, next_key: 'player1' })),
    )
    const error = await getAllTableRows(createEndpointPool([RPC], { fetch: stuck }), {
      ...Q,
      lower_bound: 'player1',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainDataError)
    expect(stuck).toHaveBeenCalledTimes(1)
  })
})

describe('getInfo', () => {
  it('reads head_block_time as UTC and reports it to the lag rule', async () => {
    const node = createFakeNode({ headBlockTime: '2025-01-01T00:00:10.500' })
    const pool = createEndpointPool([RPC], { fetch: node.fetch })
    const report = vi.spyOn(pool, 'reportHeadTime')
    const info = await getInfo(pool)
    expect(info).toMatchObject({ head_block_num: 1234, endpoint: RPC })
    expect(info.head_block_time).toBe(Date.UTC(2025, 0, 1, 0, 0, 10, 500))
    expect(report).toHaveBeenCalledWith(RPC, info.head_block_time)
  })

  it('probes one endpoint with getInfoFrom', async () => {
    const other = 'https://other.example'
    const node = createFakeNode()
    const fetch = vi.fn(node.fetch)
    const pool = createEndpointPool([RPC, other], { fetch })
    await expect(getInfoFrom(pool, other)).resolves.toMatchObject({ endpoint: other })
    expect(fetch).toHaveBeenCalledWith(`${other}/v1/chain/get_info`, expect.anything())
  })

  it('refuses a bad head time', async () => {
    const node = createFakeNode({ headBlockTime: 'noon' })
    const pool = createEndpointPool([RPC], { fetch: node.fetch })
    await expect(getInfo(pool)).rejects.toBeInstanceOf(ChainDataError)
  })
})
