import { APIError, SignedTransaction } from '@wharfkit/antelope'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_RESOURCES } from '../src/api/faults'
import type { Devchain } from '../src/server'
import { action, post, session, start } from './helpers'

/**
 * `get_account` in nodeos's shape, and the resource faults: a transaction refused for want of CPU,
 * NET or RAM with nodeos's exception (name, code, what, details), and the account shown short.
 */

let dc: Devchain

beforeAll(async () => {
  dc = await start({ world: 'empty' })
})
afterAll(async () => {
  await dc.close()
})
afterEach(async () => {
  await fetch(`${dc.url}/devchain/faults`, { method: 'DELETE' })
})

type Limit = { used: number; available: number; max: number }
type Account = {
  account_name: string
  core_liquid_balance?: string
  cpu_limit: Limit
  net_limit: Limit
  ram_usage: number
  ram_quota: number
}

async function account(name: string): Promise<Account> {
  const { status, json } = await post(`${dc.url}/v1/chain/get_account`, { account_name: name })
  expect(status).toBe(200)
  return json as unknown as Account
}

/** A signed `open` by player1, sent straight to send_transaction so the APIError is kept. */
async function sendOpen(): Promise<unknown> {
  const player = session(dc.url, 'player1')
  const signed = await player.transact(
    {
      action: action('dov.token', 'open', 'player1', {
        owner: 'player1',
        symbol: '4,DOVX',
        ram_payer: 'player1',
      }),
    },
    { broadcast: false },
  )
  const resolved = signed.resolved
  if (resolved === undefined) throw new Error('the session resolved no transaction')
  const transaction = SignedTransaction.from({
    ...resolved.transaction,
    signatures: signed.signatures,
  })
  return player.client.v1.chain.send_transaction(transaction).then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('get_account', () => {
  it("answers nodeos's resource fields: nothing used, no core balance without WAX", async () => {
    const player = await account('player1')
    expect(player.account_name).toBe('player1')
    expect(player.core_liquid_balance).toBeUndefined()
    expect(player.cpu_limit).toMatchObject({
      used: 0,
      available: ACCOUNT_RESOURCES.cpuMax,
      max: ACCOUNT_RESOURCES.cpuMax,
    })
    expect(player.net_limit).toMatchObject({ used: 0, max: ACCOUNT_RESOURCES.netMax })
    expect(player.ram_usage).toBe(ACCOUNT_RESOURCES.ramUsage)
    expect(player.ram_quota).toBe(ACCOUNT_RESOURCES.ramQuota)
  })
})

describe('resource faults', () => {
  it.each([
    [
      'cpu',
      'tx_cpu_usage_exceeded',
      3080004,
      'Transaction exceeded the current CPU usage limit imposed on the transaction',
      /^billed CPU time \(\d+ us\) is greater than the maximum billable CPU time/,
    ],
    [
      'net',
      'tx_net_usage_exceeded',
      3080002,
      'Transaction exceeded the current network usage limit imposed on the transaction',
      /^transaction net usage is too high: \d+ > 0$/,
    ],
    [
      'ram',
      'ram_usage_exceeded',
      3080001,
      'Account using more than allotted RAM usage',
      /^account player1 has insufficient ram; needs \d+ bytes has \d+ bytes$/,
    ],
  ])('%s: refuses the transaction as nodeos does', async (kind, name, code, what, message) => {
    await post(`${dc.url}/devchain/faults`, { path: '/v1/chain/send_transaction', kind })
    const error = await sendOpen()
    expect(error).toBeInstanceOf(APIError)
    const api = error as APIError
    expect(api.response.status).toBe(500)
    expect(api.error).toMatchObject({ code, name, what })
    expect(api.details[0]?.message).toMatch(message)
    // The token's `open` did not run: no DOVX row for player1.
    const rows = await post(`${dc.url}/v1/chain/get_table_rows`, {
      code: 'dov.token',
      table: 'accounts',
      scope: 'player1',
      json: true,
    })
    expect(rows.json.rows).toEqual([])
  })

  it('shows the resource used up in get_account while the fault is active', async () => {
    await post(`${dc.url}/devchain/faults`, { path: '/v1/chain/send_transaction', kind: 'cpu' })
    await post(`${dc.url}/devchain/faults`, { path: '/v1/chain/send_transaction', kind: 'ram' })
    const short = await account('player1')
    expect(short.cpu_limit).toMatchObject({ used: ACCOUNT_RESOURCES.cpuMax, available: 0 })
    expect(short.net_limit.used).toBe(0)
    expect(short.ram_usage).toBe(short.ram_quota)
    await fetch(`${dc.url}/devchain/faults`, { method: 'DELETE' })
    expect((await account('player1')).cpu_limit.used).toBe(0)
  })

  it('is spent after `times`, then the transaction goes through', async () => {
    await post(`${dc.url}/devchain/faults`, {
      path: '/v1/chain/send_transaction',
      kind: 'net',
      times: 1,
    })
    expect(await sendOpen()).toBeInstanceOf(APIError)
    expect((await account('player1')).net_limit.used).toBe(0)
    expect(await sendOpen()).toBeUndefined()
  })
})
