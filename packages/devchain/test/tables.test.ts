import { Name } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devchain } from '../src/server'
import { action, post, session, start } from './helpers'
import { testWorld } from './world'

let dc: Devchain
const players = ['player1', 'player2', 'player3', 'player4', 'player5']
const ownerOf = (id: number) => players[(id - 1) % 5] as string
const scoreOf = (id: number) => ((id * 7) % 25) + 0.25

beforeAll(async () => {
  dc = await start({ world: testWorld })
  // 25 rows: owners cycle through the players, scores are a permutation of 0.25..24.25.
  for (const p of players) {
    const ids = Array.from({ length: 25 }, (_, i) => i + 1).filter((id) => ownerOf(id) === p)
    await session(dc.url, p).transact({
      actions: ids.map((id) => action('dov.game', 'add', p, { id, owner: p, score: scoreOf(id) })),
    })
  }
})
afterAll(async () => {
  await dc.close()
})

interface Page {
  rows: { id: number; owner: string; score: string }[]
  more: boolean
  next_key: string
}

async function rows(params: Record<string, unknown>): Promise<Page> {
  const r = await post(`${dc.url}/v1/chain/get_table_rows`, {
    code: 'dov.game',
    scope: 'dov.game',
    table: 'entries',
    json: true,
    ...params,
  })
  expect(r.status).toBe(200)
  return r.json as unknown as Page
}

const ids = (p: Page) => p.rows.map((r) => r.id)

describe('get_table_rows paging as nodeos pages', () => {
  it('pages the primary index with more and next_key', async () => {
    const p1 = await rows({ limit: 10 })
    expect(ids(p1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(p1.more).toBe(true)
    expect(p1.next_key).toBe('11')
    const p2 = await rows({ limit: 10, lower_bound: p1.next_key })
    expect(ids(p2)[0]).toBe(11)
    const p3 = await rows({ limit: 10, lower_bound: p2.next_key })
    expect(ids(p3)).toEqual([21, 22, 23, 24, 25])
    expect(p3.more).toBe(false)
    expect(p3.next_key).toBe('')
  })

  it('pages the primary index in reverse, continuing with upper_bound', async () => {
    const p1 = await rows({ limit: 10, reverse: true })
    expect(ids(p1)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16])
    expect(p1.next_key).toBe('15')
    const p2 = await rows({ limit: 10, reverse: true, upper_bound: p1.next_key })
    expect(ids(p2)[0]).toBe(15)
  })

  it('applies inclusive lower and upper bounds', async () => {
    expect(ids(await rows({ lower_bound: '5', upper_bound: '8' }))).toEqual([5, 6, 7, 8])
    expect(ids(await rows({ lower_bound: '8', upper_bound: '5' }))).toEqual([])
    expect((await rows({ limit: 0 })).more).toBe(true)
  })

  it('pages a float64 secondary index by next_key', async () => {
    const seen: number[] = []
    let lower = ''
    for (let i = 0; i < 10; i++) {
      const p = await rows({
        index_position: 3,
        key_type: 'float64',
        limit: 10,
        lower_bound: lower,
      })
      seen.push(...ids(p))
      if (!p.more) break
      expect(p.next_key).toMatch(/^\d+\.\d{17}$/)
      lower = p.next_key
    }
    const byScore = Array.from({ length: 25 }, (_, i) => i + 1).sort(
      (a, b) => scoreOf(a) - scoreOf(b),
    )
    expect(seen).toEqual(byScore)
  })

  it('bounds and reverses a secondary index by name', async () => {
    const p = await rows({
      index_position: 2,
      key_type: 'name',
      lower_bound: 'player2',
      upper_bound: 'player3',
    })
    expect(ids(p)).toEqual([2, 7, 12, 17, 22, 3, 8, 12 + 1, 18, 23])
    const r = await rows({
      index_position: 2,
      key_type: 'name',
      lower_bound: 'player2',
      upper_bound: 'player3',
      reverse: true,
      limit: 3,
    })
    expect(ids(r)).toEqual([23, 18, 13])
    expect(r.more).toBe(true)
    expect(r.next_key).toBe(Name.from('player3').value.toString())
  })

  it('restarts a secondary page at the boundary key, as nodeos does (rows with that key repeat)', async () => {
    const p1 = await rows({ index_position: 'secondary', key_type: 'i64', limit: 6 })
    expect(ids(p1)).toEqual([1, 6, 11, 16, 21, 2])
    expect(p1.next_key).toBe(Name.from('player2').value.toString())
    const p2 = await rows({
      index_position: 'secondary',
      key_type: 'i64',
      limit: 6,
      lower_bound: p1.next_key,
    })
    expect(ids(p2)).toEqual([2, 7, 12, 17, 22, 3])
  })

  it('pages through WharfKit, which turns next_key back into a typed bound', async () => {
    const client = session(dc.url, 'player1').client
    const seen: number[] = []
    let lower: Name | undefined
    for (let i = 0; i < 10; i++) {
      const page = await client.v1.chain.get_table_rows({
        code: 'dov.game',
        scope: 'dov.game',
        table: 'entries',
        index_position: 'secondary',
        key_type: 'name',
        limit: 10,
        lower_bound: lower,
      })
      for (const r of page.rows as { id: number }[]) if (!seen.includes(r.id)) seen.push(r.id)
      if (!page.more) break
      lower = page.next_key as Name
    }
    expect(seen.length).toBe(25)
  })

  it('shows payers, and lists scopes with get_table_by_scope', async () => {
    const p = (
      await post(`${dc.url}/v1/chain/get_table_rows`, {
        code: 'dov.game',
        scope: 'dov.game',
        table: 'entries',
        json: true,
        limit: 1,
        show_payer: true,
      })
    ).json as { rows: { data: { id: number }; payer: string }[] }
    expect(p.rows[0]).toEqual({ data: expect.objectContaining({ id: 1 }), payer: 'player1' })
    const scopes = (
      await post(`${dc.url}/v1/chain/get_table_by_scope`, {
        code: 'dov.token',
        table: 'accounts',
        limit: 3,
      })
    ).json as { rows: { scope: string; count: number }[]; more: string }
    expect(scopes.rows.map((r) => r.scope)).toEqual(['dov.token', 'player1', 'player2'])
    expect(scopes.more).toBe('player3')
  })

  it('reads token rows by symbol scope and returns hex rows when json is false', async () => {
    const stat = (
      await post(`${dc.url}/v1/chain/get_table_rows`, {
        code: 'dov.token',
        scope: 'DOVX',
        table: 'stat',
        json: true,
      })
    ).json as { rows: { supply: string; issuer: string }[] }
    expect(stat.rows[0]?.supply).toBe('5000.0000 DOVX')
    const raw = (
      await post(`${dc.url}/v1/chain/get_table_rows`, {
        code: 'dov.token',
        scope: 'player1',
        table: 'accounts',
      })
    ).json as { rows: string[] }
    expect(raw.rows[0]).toMatch(/^[0-9a-f]+$/)
  })
})
