import { ABI, Serializer } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devchain } from '../src/server'
import { action, failure, session, start } from './helpers'
import { type Decoded, ShipClient } from './ship-client'

/**
 * Traces in state history (`fetch_traces`), read over a real websocket as an indexer reads
 * nodeos: a game transaction's root actions, their notifications and the inline actions the
 * contracts send, each with its ordinals and its data, which the contracts' own ABIs decode.
 */

let dc: Devchain
const clients: ShipClient[] = []

beforeAll(async () => {
  dc = await start({ world: 'demo', shipPort: 0 })
})
afterAll(async () => {
  for (const c of clients) c.close()
  await dc.close()
})

async function connect(): Promise<ShipClient> {
  const c = await ShipClient.connect(dc.shipUrl as string)
  clients.push(c)
  return c
}

async function headAtLeast(num: number): Promise<void> {
  while (dc.chain.head.num < num) await new Promise((r) => setTimeout(r, 20))
}

/** A contract's ABI as `get_abi` serves it. */
async function abiOf(account: string): Promise<ABI> {
  const res = await fetch(`${dc.url}/v1/chain/get_abi`, {
    method: 'POST',
    body: JSON.stringify({ account_name: account }),
  })
  return ABI.from(((await res.json()) as { abi: ABI.Def }).abi)
}

type ActionTrace = {
  action_ordinal: number
  creator_action_ordinal: number
  receiver: string
  receipt: Decoded | null
  act: { account: string; name: string; authorization: unknown[]; data: string }
  context_free: boolean
  except: string | null
  error_code: string | null
  return_value: string
}

/** The block's traces (`fetch_traces` only), decoded with the state-history ABI. */
async function tracesOf(num: number): Promise<Decoded[]> {
  const c = await connect()
  c.blocks({ start_block_num: num, end_block_num: num + 1, fetch_deltas: false })
  const [type, r] = await c.next()
  expect(type).toBe('get_blocks_result_v0')
  expect(r.deltas).toBeNull()
  return c.decode('transaction_trace[]', r.traces as string) as Decoded[]
}

describe('state history: traces', () => {
  it("sends a game transaction's actions, notifications and inline actions, whose data the contracts' ABIs decode", async () => {
    const sent = [
      action('dov.game', 'setavatar', 'player1', { player: 'player1', avatar_id: 2 }),
      action('dov.stake', 'withdraw', 'player1', { player: 'player1', quantity: '10.0000 DOVX' }),
    ]
    const res = await session(dc.url, 'player1').transact({ actions: sent })
    const processed = res.response?.processed as { id: string; block_num: number }
    await headAtLeast(processed.block_num)

    const traces = await tracesOf(processed.block_num)
    const [kind, trace] = traces.find(([, t]) => t.id === processed.id) ?? ['', {}]
    expect(kind).toBe('transaction_trace_v0')
    expect(trace.status).toBe(0)
    const actions = (trace.action_traces as Decoded[]).map(([type, a]) => {
      expect(type).toBe('action_trace_v1')
      return a as unknown as ActionTrace
    })
    // Ordinals as nodeos numbers them: the root actions first, then what each one created.
    expect(actions.map((a) => a.action_ordinal)).toEqual(actions.map((_, i) => i + 1))
    const named = (a: ActionTrace) => `${a.act.account}::${a.act.name}@${a.receiver}`
    const createdBy = (a: ActionTrace) => {
      const creator = actions.find((c) => c.action_ordinal === a.creator_action_ordinal)
      return creator === undefined ? 'root' : named(creator)
    }
    const tree = actions.map((a) => [named(a), createdBy(a)])
    expect(tree.slice(0, 2)).toEqual([
      ['dov.game::setavatar@dov.game', 'root'],
      ['dov.stake::withdraw@dov.stake', 'root'],
    ])
    expect(tree).toEqual(
      expect.arrayContaining([
        ['dov.stake::gamedebit@dov.stake', 'dov.game::setavatar@dov.game'],
        ['dov.stake::setavt@dov.stake', 'dov.game::setavatar@dov.game'],
        // The withdrawal's inline transfer, and the notifications of both parties it sends.
        ['dov.token::transfer@dov.token', 'dov.stake::withdraw@dov.stake'],
        ['dov.token::transfer@dov.stake', 'dov.token::transfer@dov.token'],
        ['dov.token::transfer@player1', 'dov.token::transfer@dov.token'],
      ]),
    )
    for (const a of actions) {
      expect(a.receipt?.[0]).toBe('action_receipt_v0')
      expect(a.receipt?.[1].receiver).toBe(a.receiver)
      expect([a.context_free, a.except, a.error_code, a.return_value]).toEqual([
        false,
        null,
        null,
        '',
      ])
    }

    // Each action's data, decoded with its contract's ABI as get_abi serves it.
    const decode = async (a: ActionTrace) => {
      const abi = await abiOf(a.act.account)
      const type = abi.actions.find((x) => String(x.name) === a.act.name)?.type
      return Serializer.objectify(Serializer.decode({ abi, type: String(type), data: a.act.data }))
    }
    expect(await decode(actions[0] as ActionTrace)).toEqual({ player: 'player1', avatar_id: 2 })
    expect(await decode(actions[1] as ActionTrace)).toEqual({
      player: 'player1',
      quantity: '10.0000 DOVX',
    })
    const transfer = actions.find((a) => named(a) === 'dov.token::transfer@dov.token')
    // 5 % of 10 DOVX stays as the fee (the demo's wfee).
    expect(await decode(transfer as ActionTrace)).toEqual({
      from: 'dov.stake',
      to: 'player1',
      quantity: '9.5000 DOVX',
      memo: 'withdraw',
    })
    expect(transfer?.act.authorization).toEqual([{ actor: 'dov.stake', permission: 'active' }])
    const debit = actions.find((a) => named(a) === 'dov.stake::gamedebit@dov.stake')
    expect(await decode(debit as ActionTrace)).toMatchObject({
      player: 'player1',
      quantities: ['1.0000 DOVX'],
    })
  })

  it('sends no trace of a refused transaction, and none when not asked for', async () => {
    const from = dc.chain.head.num + 1
    const message = await failure(
      session(dc.url, 'player2').transact({
        action: action('dov.stake', 'withdraw', 'player2', {
          player: 'player2',
          quantity: '1000000.0000 DOVX',
        }),
      }),
    )
    expect(message).toContain('Insufficient DOVX balance')
    // Every block the refused transaction could have joined.
    const to = dc.chain.head.num + 1
    await headAtLeast(to)
    for (let num = from; num <= to; num++) {
      for (const [, t] of await tracesOf(num)) {
        const receivers = (t.action_traces as Decoded[]).map(([, a]) => a.receiver)
        expect(receivers).not.toContain('player2')
      }
    }

    const c = await connect()
    c.blocks({ start_block_num: from, end_block_num: from + 1, fetch_traces: false })
    const [, r] = await c.next()
    expect(r.this_block).not.toBeNull()
    expect(r.traces).toBeNull()
  })
})
