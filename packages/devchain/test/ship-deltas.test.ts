import { Name, UInt64 } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractModule, Host } from '../src/core/contract'
import { nameValue } from '../src/core/names'
import type { DevchainNames, World } from '../src/core/world'
import type { Devchain } from '../src/server'
import { baseAccounts, baseGenesis } from '../src/worlds/base'
import { action, session, start } from './helpers'
import { deltaRows, ShipClient } from './ship-client'

/**
 * State-history deltas of a table with three secondary indexes (64-bit, 128-bit, double), and what
 * a reader sees across a time advance.
 */

const f = (name: string, type: string) => ({ name, type })

interface Item {
  id: string
  owner: string
  weight: string
  score: number
}

const items: ContractModule = {
  id: 'ship.items',
  plainValues: true,
  abi: {
    version: 'eosio::abi/1.2',
    types: [],
    variants: [],
    ricardian_clauses: [],
    action_results: [],
    structs: [
      {
        name: 'item',
        base: '',
        fields: [
          f('id', 'uint64'),
          f('owner', 'name'),
          f('weight', 'uint128'),
          f('score', 'float64'),
        ],
      },
      { name: 'drop', base: '', fields: [f('id', 'uint64')] },
    ],
    actions: [
      { name: 'put', type: 'item', ricardian_contract: '' },
      { name: 'drop', type: 'drop', ricardian_contract: '' },
    ],
    tables: [{ name: 'items', type: 'item', index_type: 'i64', key_names: [], key_types: [] }],
  },
  tables: {
    items: {
      primaryKey: (r: Item) => BigInt(r.id),
      indexes: [
        { name: 'byowner', keyType: 'i64', key: (r: Item) => nameValue(r.owner) },
        { name: 'byweight', keyType: 'i128', key: (r: Item) => BigInt(r.weight) },
        { name: 'byscore', keyType: 'float64', key: (r: Item) => Number(r.score) },
      ],
    },
  },
  actions: {
    put(host: Host, d: Item) {
      host.setRow('items', host.self, d)
    },
    drop(host: Host, d: { id: string }) {
      host.eraseRow('items', host.self, BigInt(d.id))
    },
  },
}

function itemsWorld(names: DevchainNames): World {
  return {
    name: 'ship-items',
    description: 'a table with three secondary indexes',
    accounts: baseAccounts(names).map((a) =>
      a.name === names.game ? { ...a, contract: items } : a,
    ),
    genesis: (g) => baseGenesis(names, g),
  }
}

let dc: Devchain
let c: ShipClient

beforeAll(async () => {
  dc = await start({ world: itemsWorld, shipPort: 0 })
  c = await ShipClient.connect(dc.shipUrl as string)
})
afterAll(async () => {
  c.close()
  await dc.close()
})

async function run(name: string, data: Record<string, unknown>): Promise<number> {
  const game = dc.chain.names.game
  const res = await session(dc.url, game).transact({ action: action(game, name, game, data) })
  const num = (res.response?.processed as { block_num: number } | undefined)?.block_num ?? 0
  while (dc.chain.head.num < num) await new Promise((r) => setTimeout(r, 20))
  return num
}

async function deltasOf(num: number): Promise<string> {
  c.blocks({
    start_block_num: num,
    end_block_num: num + 1,
    fetch_block: false,
    fetch_traces: false,
  })
  const [, r] = await c.next()
  return r.deltas as string
}

/** The index tables' names: the table's name with its low 4 bits set to the index's position. */
const indexName = (i: number): string => {
  const base = BigInt(Name.from('items').value.toString())
  return Name.from(UInt64.from(((base & ~0xfn) | BigInt(i)).toString())).toString()
}

describe('state history: tables and secondary indexes', () => {
  it('sends a new table, its row and one entry per secondary index', async () => {
    const game = dc.chain.names.game
    const num = await run('put', {
      id: 7,
      owner: 'player1',
      weight: '340282366920938463463374607431768211455',
      score: 2.5,
    })
    const deltas = await deltasOf(num)
    const tables = deltaRows(c, deltas, 'contract_table').map((t) => [t.present, t.value.table])
    expect(tables).toEqual([
      [true, 'items'],
      [true, indexName(0)],
      [true, indexName(1)],
      [true, indexName(2)],
    ])
    const row = deltaRows(c, deltas, 'contract_row')
    expect(row).toHaveLength(1)
    expect(row[0]).toMatchObject({
      present: true,
      value: { code: game, scope: game, table: 'items', primary_key: 7, payer: game },
    })
    const i64 = deltaRows(c, deltas, 'contract_index64')
    expect(i64.map((r) => [r.value.table, r.value.secondary_key])).toEqual([
      [indexName(0), nameValue('player1').toString()],
    ])
    const i128 = deltaRows(c, deltas, 'contract_index128')
    expect(i128.map((r) => String(r.value.secondary_key))).toEqual([
      '340282366920938463463374607431768211455',
    ])
    const double = deltaRows(c, deltas, 'contract_index_double')
    expect(double.map((r) => [r.value.table, Number(r.value.secondary_key)])).toEqual([
      [indexName(2), 2.5],
    ])
  })

  it('sends only the index whose key changed when a row is updated', async () => {
    const num = await run('put', { id: 7, owner: 'player1', weight: '5', score: 2.5 })
    const deltas = await deltasOf(num)
    expect(deltaRows(c, deltas, 'contract_table')).toEqual([])
    expect(deltaRows(c, deltas, 'contract_row').map((r) => r.present)).toEqual([true])
    expect(deltaRows(c, deltas, 'contract_index64')).toEqual([])
    expect(
      deltaRows(c, deltas, 'contract_index128').map((r) => String(r.value.secondary_key)),
    ).toEqual(['5'])
    expect(deltaRows(c, deltas, 'contract_index_double')).toEqual([])
  })

  it('sends an erased row, its index entries and its emptied table with present = false', async () => {
    const num = await run('drop', { id: 7 })
    const deltas = await deltasOf(num)
    const gone = (t: string) => deltaRows(c, deltas, t).map((r) => r.present)
    expect(gone('contract_table')).toEqual([false, false, false, false])
    expect(gone('contract_row')).toEqual([false])
    expect(deltaRows(c, deltas, 'contract_row')[0]?.value.primary_key).toBe(7)
    expect(gone('contract_index64')).toEqual([false])
    expect(gone('contract_index128')).toEqual([false])
    expect(Number(deltaRows(c, deltas, 'contract_index_double')[0]?.value.secondary_key)).toBe(2.5)
  })

  it('streams the blocks of a time advance in order, their time jumping, the session open', async () => {
    const from = dc.chain.head.num + 1
    c.blocks({ start_block_num: from, fetch_deltas: false, fetch_traces: false })
    const before = await c.next()
    const res = await fetch(`${dc.url}/devchain/time`, {
      method: 'POST',
      body: JSON.stringify({ advance_seconds: 3600 }),
    })
    expect(res.status).toBe(200)
    const times: number[] = [timeOf(c, before[1].block as string)]
    let last = (before[1].this_block as { block_num: number }).block_num
    while (times.length < 8) {
      const [, r] = await c.next()
      const num = (r.this_block as { block_num: number }).block_num
      expect(num).toBe(last + 1)
      last = num
      times.push(timeOf(c, r.block as string))
    }
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(3600_000)
    expect([...times].sort((a, b) => a - b)).toEqual(times)
  })
})

function timeOf(client: ShipClient, block: string): number {
  const b = client.decode('signed_block', block) as { timestamp: string }
  return Date.parse(`${b.timestamp}Z`)
}
