import {
  type AnyAction,
  PackedTransaction,
  PrivateKey,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAIN_ID, DEV_PRIVATE_KEY } from '../src/core/keys'
import type { Devchain } from '../src/server'
import { action, failure, post, session, start, tokenTransfer } from './helpers'
import { testWorld } from './world'

let dc: Devchain

beforeAll(async () => {
  dc = await start({ world: testWorld })
})
afterAll(async () => {
  await dc.close()
})

interface NodeosError {
  code: number
  message: string
  error: { code: number; name: string; what: string; details: { message: string }[] }
}

/** Each default memo differs: two transfers signed on the same head block are not one id. */
let transfers = 0

/** Builds and signs a transfer from player1, with optional header overrides. */
async function signedTransfer(
  overrides: { expirationMs?: number; key?: string; memo?: string } = {},
): Promise<Record<string, unknown>> {
  const info = (await post(`${dc.url}/v1/chain/get_info`, {})).json as {
    head_block_num: number
    head_block_id: string
    head_block_time: string
  }
  const head = Date.parse(`${info.head_block_time}Z`)
  const s = session(dc.url, 'player1')
  const abi = (await s.client.v1.chain.get_abi('dov.token')).abi
  const act: AnyAction = tokenTransfer(
    'player1',
    'player2',
    '1.0000 DOVX',
    overrides.memo ?? `raw ${transfers++}`,
  )
  const trx = Transaction.from(
    {
      expiration: new Date(overrides.expirationMs ?? head + 30_000).toISOString().slice(0, 19),
      ref_block_num: info.head_block_num & 0xffff,
      ref_block_prefix: Buffer.from(info.head_block_id.slice(16, 24), 'hex').readUInt32LE(0),
      actions: [act],
    },
    abi,
  )
  const key = PrivateKey.from(overrides.key ?? DEV_PRIVATE_KEY)
  const sig = key.signDigest(trx.signingDigest(CHAIN_ID))
  const packed = PackedTransaction.fromSigned(
    SignedTransaction.from({ ...trx, signatures: [sig] }),
    0,
  )
  return JSON.parse(JSON.stringify(packed)) as Record<string, unknown>
}

async function push(body: unknown) {
  const r = await post(`${dc.url}/v1/chain/send_transaction`, body)
  return { status: r.status, json: r.json as unknown as NodeosError }
}

describe('refusals, in nodeos error shapes', () => {
  it('accepts a correctly signed raw transaction with HTTP 202', async () => {
    const r = await post(`${dc.url}/v1/chain/push_transaction`, await signedTransfer())
    expect(r.status).toBe(202)
    expect(r.json.transaction_id).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a wrong signer with unsatisfied_authorization (401)', async () => {
    const other = PrivateKey.generate('K1')
    const r = await push(await signedTransfer({ key: other.toString() }))
    expect(r.status).toBe(401)
    expect(r.json.message).toBe('UnAuthorized')
    expect(r.json.error.name).toBe('unsatisfied_authorization')
    expect(r.json.error.code).toBe(3090003)
    expect(r.json.error.details[0]?.message).toContain(
      `transaction declares authority '{"actor":"player1","permission":"active"}', but does not have signatures for it`,
    )
    expect(r.json.error.details[0]?.message).toContain(other.toPublic().toLegacyString())
  })

  it('refuses an action for someone else with missing_auth_exception', async () => {
    const msg = await failure(
      session(dc.url, 'player1').transact({
        action: action('dov.token', 'transfer', 'player1', {
          from: 'player2',
          to: 'player1',
          quantity: '1.0000 DOVX',
          memo: '',
        }),
      }),
    )
    expect(msg).toBe('missing authority of player2')
  })

  it('refuses an expired transaction', async () => {
    const r = await push(await signedTransfer({ expirationMs: Date.now() - 60_000 }))
    expect(r.status).toBe(500)
    expect(r.json.error.name).toBe('expired_tx_exception')
    expect(r.json.error.code).toBe(3040005)
    expect(r.json.error.details[0]?.message).toMatch(/^transaction has expired, expiration is /)
  })

  it('refuses an expiration too far in the future', async () => {
    const r = await push(await signedTransfer({ expirationMs: Date.now() + 2 * 3600_000 }))
    expect(r.json.error.name).toBe('tx_exp_too_far_exception')
  })

  it('refuses a replayed transaction with tx_duplicate (409)', async () => {
    const body = await signedTransfer({ memo: 'once' })
    expect((await push(body)).status).toBe(202)
    const r = await push(body)
    expect(r.status).toBe(409)
    expect(r.json.message).toBe('Conflict')
    expect(r.json.error.name).toBe('tx_duplicate')
    expect(r.json.error.details[0]?.message).toMatch(/^duplicate transaction [0-9a-f]{64}$/)
  })

  it('refuses a tampered body: the signature no longer matches any key of the account', async () => {
    const body = await signedTransfer({ memo: 'pay 1' })
    const hex = String(body.packed_trx)
    const tampered = hex.replace(
      Buffer.from('pay 1').toString('hex'),
      Buffer.from('pay 9').toString('hex'),
    )
    expect(tampered).not.toBe(hex)
    const r = await push({ ...body, packed_trx: tampered })
    expect(r.status).toBe(401)
    expect(r.json.error.name).toBe('unsatisfied_authorization')
  })

  it('refuses an unknown TAPOS reference block', async () => {
    const body = await signedTransfer()
    const trx = PackedTransaction.from(body as never).getTransaction()
    const bad = Transaction.from({ ...trx, ref_block_prefix: 12345 })
    const sig = PrivateKey.from(DEV_PRIVATE_KEY).signDigest(bad.signingDigest(CHAIN_ID))
    const packed = PackedTransaction.fromSigned(
      SignedTransaction.from({ ...bad, signatures: [sig] }),
      0,
    )
    const r = await push(JSON.parse(JSON.stringify(packed)))
    expect(r.json.error.name).toBe('invalid_ref_block_exception')
  })

  it('answers malformed requests with 400-class nodeos errors and unknown paths with 404', async () => {
    const bad = await post(`${dc.url}/v1/chain/get_account`, '{not json')
    expect(bad.status).toBe(400)
    expect((bad.json as unknown as NodeosError).error.name).toBe('invalid_http_request')
    const missing = await post(`${dc.url}/v1/chain/get_account`, { account_name: 'nobody' })
    expect(missing.status).toBe(400)
    expect(missing.json.message).toBe('Account lookup')
    const nothing = await post(`${dc.url}/v1/chain/nope`, {})
    expect(nothing.status).toBe(404)
    expect((nothing.json as unknown as NodeosError).error.details[0]?.message).toBe(
      'Unknown Endpoint',
    )
    const garbage = await post(`${dc.url}/v1/chain/send_transaction`, { packed_trx: 'zz' })
    expect(garbage.status).toBe(500)
    expect((garbage.json as unknown as NodeosError).error.name).toBe(
      'packed_transaction_type_exception',
    )
  })

  it('answers CORS preflight and sets CORS headers on every route', async () => {
    const pre = await fetch(`${dc.url}/v1/chain/get_info`, { method: 'OPTIONS' })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe('*')
    const res = await fetch(`${dc.url}/v1/chain/get_info`)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})
