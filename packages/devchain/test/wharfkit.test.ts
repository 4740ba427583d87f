import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAIN_ID } from '../src/core/keys'
import type { Devchain } from '../src/server'
import { action, failure, session, start } from './helpers'

let dc: Devchain

beforeAll(async () => {
  dc = await start()
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
      action: action('dov.token', 'transfer', 'dov.token', {
        from: 'dov.token',
        to: 'player1',
        quantity: '12.500 TEST',
        memo: 'welcome',
      }),
    })
    const traces = res.response?.processed.action_traces as { receiver: string }[]
    expect(traces.map((t) => t.receiver)).toEqual(['dov.token', 'player1'])
    const bal = await issuer.client.v1.chain.get_currency_balance('dov.token', 'player1', 'TEST')
    expect(bal.map(String)).toEqual(['12.500 TEST'])
    const stats = await issuer.client.v1.chain.get_currency_stats('dov.token', 'TEST')
    expect(String(stats.TEST?.supply)).toBe('100.000 TEST')
  })

  it('refuses an insufficient balance with the nodeos assertion message', async () => {
    const p1 = session(dc.url, 'player1')
    const msg = await failure(
      p1.transact({
        action: action('dov.token', 'transfer', 'player1', {
          from: 'player1',
          to: 'player2',
          quantity: '1000.000 TEST',
          memo: '',
        }),
      }),
    )
    expect(msg).toBe('assertion failure with message: overdrawn balance')
  })
})
