import {
  Action,
  Checksum256,
  PackedTransaction,
  Serializer,
  SignedTransaction,
} from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_ABI } from '../src/contracts/token-abi'
import { CHAIN_ID } from '../src/core/keys'
import type { Devchain } from '../src/server'
import { action, failure, session, start, tokenTransfer } from './helpers'

let dc: Devchain

beforeAll(async () => {
  dc = await start({ world: 'empty' })
})
afterAll(async () => {
  await dc.close()
})

describe('WharfKit against the devchain', () => {
  it('reads get_info with the fixed chain id', async () => {
    const info = await session(dc.url, 'player1').client.v1.chain.get_info()
    expect(String(info.chain_id)).toBe(CHAIN_ID)
    expect(Number(info.head_block_num)).toBeGreaterThanOrEqual(4)
    expect(String(info.last_irreversible_block_id)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('creates, issues and transfers a token', async () => {
    const issuer = session(dc.url, 'dov.token')
    await issuer.transact({
      action: action('dov.token', 'create', 'dov.token', {
        issuer: 'dov.token',
        maximum_supply: '1000.000 TEST',
      }),
    })
    await issuer.transact({
      action: action('dov.token', 'issue', 'dov.token', {
        to: 'dov.token',
        quantity: '100.000 TEST',
        memo: '',
      }),
    })
    const res = await issuer.transact({
      action: tokenTransfer('dov.token', 'player1', '12.500 TEST', 'welcome'),
    })
    const traces = res.response?.processed.action_traces as {
      receiver: string
      act: { data: unknown; hex_data: string }
      receipt: { act_digest: string }
    }[]
    expect(traces.map((t) => t.receiver)).toEqual(['dov.token', 'player1'])
    // The trace's data and act_digest (computed when the answer is written) are nodeos's.
    const transfer = Action.from(
      tokenTransfer('dov.token', 'player1', '12.500 TEST', 'welcome'),
      TOKEN_ABI,
    )
    for (const t of traces) {
      expect(t.act.data).toEqual({
        from: 'dov.token',
        to: 'player1',
        quantity: '12.500 TEST',
        memo: 'welcome',
      })
      expect(t.act.hex_data).toBe(transfer.data.hexString)
      expect(t.receipt.act_digest).toBe(
        Checksum256.hash(Serializer.encode({ object: transfer })).hexString,
      )
    }
    const bal = await issuer.client.v1.chain.get_currency_balance('dov.token', 'player1', 'TEST')
    expect(bal.map(String)).toEqual(['12.500 TEST'])
    const stats = await issuer.client.v1.chain.get_currency_stats('dov.token', 'TEST')
    expect(String(stats.TEST?.supply)).toBe('100.000 TEST')
  })

  it('refuses an insufficient balance with the nodeos assertion message', async () => {
    const p1 = session(dc.url, 'player1')
    const msg = await failure(
      p1.transact({
        action: tokenTransfer('player1', 'player2', '1000.000 TEST'),
      }),
    )
    expect(msg).toBe('assertion failure with message: overdrawn balance')
  })

  it('reads accounts and blocks in the shapes WharfKit decodes', async () => {
    const client = session(dc.url, 'player1').client
    const account = await client.v1.chain.get_account('dov.rp')
    expect(account.permissions.map((p) => String(p.perm_name))).toEqual([
      'active',
      'cosign',
      'owner',
    ])
    expect(String(account.getPermission('active').required_auth.keys[0]?.key)).toBe(
      'PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63',
    )
    const res = await session(dc.url, 'player1').transact({
      action: action('dov.token', 'open', 'player1', {
        owner: 'player1',
        symbol: '4,DOVX',
        ram_payer: 'player1',
      }),
    })
    const processed = res.response?.processed as { id: string; block_num: number }
    let block = await client.v1.chain.get_block(processed.block_num).catch(() => undefined)
    for (let i = 0; i < 20 && !block; i++) {
      await new Promise((r) => setTimeout(r, 25))
      block = await client.v1.chain.get_block(processed.block_num).catch(() => undefined)
    }
    expect(Number(block?.block_num)).toBe(processed.block_num)
    expect(block?.transactions.map((t) => String(t.id))).toContain(processed.id)
    const info = await client.v1.chain.get_block_info(processed.block_num)
    expect(String(info.id)).toBe(String(block?.id))
  })

  it('returns failure traces from send_transaction2 and runs compute_transaction without committing', async () => {
    const s = session(dc.url, 'player2')
    const failing = await s.transact(
      {
        action: tokenTransfer('player2', 'player1', '5.000 TEST'),
      },
      { broadcast: false },
    )
    const signed = { ...failing.resolved?.transaction, signatures: failing.signatures }
    const r2 = await fetch(`${dc.url}/v1/chain/send_transaction2`, {
      method: 'POST',
      body: JSON.stringify({
        return_failure_trace: true,
        retry_trx: false,
        transaction: JSON.parse(
          JSON.stringify(PackedTransaction.fromSigned(SignedTransaction.from(signed as never))),
        ),
      }),
    })
    const body = (await r2.json()) as { processed: { except: { name: string } } }
    expect(body.processed.except.name).toBe('eosio_assert_message_exception')
    const issuer = session(dc.url, 'dov.token')
    const dry = await issuer.transact(
      {
        action: action('dov.token', 'issue', 'dov.token', {
          to: 'dov.token',
          quantity: '1.000 TEST',
          memo: '',
        }),
      },
      { broadcast: false },
    )
    const computed = await issuer.client.v1.chain.compute_transaction(
      dry.resolved?.transaction as never,
    )
    expect(
      (computed as { processed: { action_traces: unknown[] } }).processed.action_traces.length,
    ).toBe(1)
    const stats = await issuer.client.v1.chain.get_currency_stats('dov.token', 'TEST')
    expect(String(stats.TEST?.supply)).toBe('100.000 TEST')
  })
})
