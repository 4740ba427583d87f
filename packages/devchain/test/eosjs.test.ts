import { Api, JsonRpc } from 'eosjs'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY } from '../src/core/keys'
import type { Devchain } from '../src/server'
import { start } from './helpers'
import { testWorld } from './world'

let dc: Devchain
let rpc: JsonRpc
let api: Api

const auth = (actor: string) => [{ actor, permission: 'active' }]
const opts = { blocksBehind: 3, expireSeconds: 30 }

interface Trace {
  receiver: string
  act: { account: string; name: string }
  action_ordinal: number
  creator_action_ordinal: number
}

beforeAll(async () => {
  dc = await start({ world: testWorld })
  rpc = new JsonRpc(dc.url, { fetch })
  api = new Api({ rpc, signatureProvider: new JsSignatureProvider([DEV_PRIVATE_KEY]) })
})
afterAll(async () => {
  await dc.close()
})

async function balance(account: string, sym = 'DOVX'): Promise<string | undefined> {
  const [b] = await rpc.get_currency_balance('dov.token', account, sym)
  return b
}

describe('eosjs against the devchain', () => {
  it('transacts with blocksBehind 3, reaching the receiving contract by notification and an inline action', async () => {
    const before = await balance('player1')
    const res = (await api.transact(
      {
        actions: [
          {
            account: 'dov.token',
            name: 'transfer',
            authorization: auth('player1'),
            data: { from: 'player1', to: 'dov.game', quantity: '5.0000 DOVX', memo: 'deposit' },
          },
        ],
      },
      opts,
    )) as { transaction_id: string; processed: { block_num: number; action_traces: Trace[] } }
    expect(res.transaction_id).toMatch(/^[0-9a-f]{64}$/)
    const traces = res.processed.action_traces.map((t) => [
      t.action_ordinal,
      t.creator_action_ordinal,
      t.receiver,
      t.act.name,
    ])
    expect(traces).toEqual([
      [1, 0, 'dov.token', 'transfer'],
      [2, 1, 'player1', 'transfer'],
      [3, 1, 'dov.game', 'transfer'],
      [4, 3, 'dov.game', 'logdeposit'],
    ])
    expect(before).toBe('1000.0000 DOVX')
    expect(await balance('player1')).toBe('995.0000 DOVX')
    const rows = await rpc.get_table_rows({
      code: 'dov.game',
      scope: 'dov.game',
      table: 'entries',
      json: true,
    })
    expect(rows.rows).toEqual([
      { id: 1000000, owner: 'player1', score: '0.00000000000000000', note: '5.0000 DOVX' },
    ])
  })

  it('runs an inline transfer sent by a contract with its eosio.code permission', async () => {
    await api.transact(
      {
        actions: [
          {
            account: 'dov.token',
            name: 'transfer',
            authorization: auth('player2'),
            data: { from: 'player2', to: 'dov.game', quantity: '7.0000 DOVR', memo: 'refund' },
          },
        ],
      },
      opts,
    )
    expect(await balance('player2', 'DOVR')).toBe('1000.0000 DOVR')
  })

  it('rolls back every action when a later one asserts', async () => {
    const err = await api
      .transact(
        {
          actions: [
            {
              account: 'dov.token',
              name: 'transfer',
              authorization: auth('player3'),
              data: { from: 'player3', to: 'player4', quantity: '1.0000 DOVH', memo: '' },
            },
            { account: 'dov.game', name: 'fail', authorization: auth('player3'), data: {} },
          ],
        },
        opts,
      )
      .then(
        () => undefined,
        (e: {
          json?: {
            code: number
            error: { name: string; code: number; details: { message: string }[] }
          }
        }) => e,
      )
    expect(err?.json?.code).toBe(500)
    expect(err?.json?.error.name).toBe('eosio_assert_message_exception')
    expect(err?.json?.error.code).toBe(3050003)
    expect(err?.json?.error.details[0]?.message).toBe(
      'assertion failure with message: Nothing to claim',
    )
    expect(await balance('player3', 'DOVH')).toBe('1000.0000 DOVH')
    expect(await balance('player4', 'DOVH')).toBe('1000.0000 DOVH')
  })

  it('answers get_required_keys, get_abi, get_raw_abi and get_block_info as eosjs reads them', async () => {
    const keys = await rpc.getRequiredKeys({
      transaction: {
        actions: [
          { account: 'dov.token', name: 'transfer', authorization: auth('player1'), data: '' },
        ],
      },
      availableKeys: ['EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'],
    })
    expect(keys).toEqual(['PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63'])
    const abi = await rpc.get_abi('dov.token')
    expect(abi.abi?.tables.map((t) => t.name)).toEqual(['accounts', 'stat'])
    const raw = await rpc.getRawAbi('atomicassets')
    expect(raw.abi.length).toBeGreaterThan(100)
    const info = await rpc.get_info()
    const block = await rpc.get_block_info(info.head_block_num - 3)
    expect(block.block_num).toBe(info.head_block_num - 3)
    expect(block.ref_block_prefix).toBeGreaterThan(0)
  })
})
