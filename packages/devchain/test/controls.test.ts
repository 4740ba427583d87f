import { Api, JsonRpc } from 'eosjs'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY } from '../src/core/keys'
import type { Devchain } from '../src/server'
import { post, session, start, tokenTransfer } from './helpers'
import { testWorld } from './world'

let dc: Devchain

beforeAll(async () => {
  dc = await start({ world: testWorld })
})
afterAll(async () => {
  await dc.close()
})

async function info() {
  return (await post(`${dc.url}/v1/chain/get_info`, {})).json as {
    head_block_time: string
    head_block_num: number
  }
}

describe('devchain test controls', () => {
  it('moves chain time forward at once, and transactions still go through', async () => {
    const before = Date.parse(`${(await info()).head_block_time}Z`)
    const r = await post(`${dc.url}/devchain/time`, { advance_seconds: 3600 })
    expect(r.status).toBe(200)
    const after = Date.parse(`${(await info()).head_block_time}Z`)
    expect(after - before).toBeGreaterThanOrEqual(3600_000)
    await session(dc.url, 'player1').transact({
      action: tokenTransfer('player1', 'player2', '1.0000 DOVX'),
    })
  })

  it('answers an advance once the block 3 behind head has the new time (eosjs blocksBehind: 3)', async () => {
    // Blocks only every minute: the advance's own blocks are all there is between it and the signing.
    const slow = await start({ world: testWorld, blockMs: 60_000 })
    try {
      const rpc = new JsonRpc(slow.url, { fetch })
      const api = new Api({ rpc, signatureProvider: new JsSignatureProvider([DEV_PRIVATE_KEY]) })
      const before = Date.parse(`${(await rpc.get_info()).head_block_time}Z`)
      expect((await post(`${slow.url}/devchain/time`, { advance_seconds: 3600 })).status).toBe(200)
      const head = (await rpc.get_info()).head_block_num
      const behind = await rpc.get_block(head - 3)
      expect(Date.parse(`${behind.timestamp}Z`) - before).toBeGreaterThanOrEqual(3600_000)
      const res = (await api.transact(
        {
          actions: [
            {
              account: 'dov.token',
              name: 'transfer',
              authorization: [{ actor: 'player1', permission: 'active' }],
              data: { from: 'player1', to: 'player2', quantity: '1.0000 DOVX', memo: '' },
            },
          ],
        },
        { blocksBehind: 3, expireSeconds: 30 },
      )) as { transaction_id: string }
      expect(res.transaction_id).toMatch(/^[0-9a-f]{64}$/)
    } finally {
      await slow.close()
    }
  })

  it('refuses a bad advance with a 400-class error', async () => {
    expect((await post(`${dc.url}/devchain/time`, { advance_seconds: 'soon' })).status).toBe(400)
    expect((await post(`${dc.url}/devchain/time`, '')).status).toBe(400)
  })

  it('resets to the world’s genesis', async () => {
    const r = await post(`${dc.url}/devchain/reset`, {})
    expect(r.status).toBe(200)
    const bal = (
      await post(`${dc.url}/v1/chain/get_currency_balance`, {
        code: 'dov.token',
        account: 'player2',
        symbol: 'DOVX',
      })
    ).json as unknown as string[]
    expect(bal).toEqual(['1000.0000 DOVX'])
  })
})
