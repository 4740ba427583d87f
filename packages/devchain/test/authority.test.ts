import {
  Bytes,
  Checksum256,
  KeyType,
  PackedTransaction,
  PrivateKey,
  type PublicKey,
  Signature,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_ABI } from '../src/contracts/token-abi'
import type { Authority } from '../src/core/authority-checker'
import { CHAIN_ID, DEV_PRIVATE_KEY } from '../src/core/keys'
import type { DevchainNames, World } from '../src/core/world'
import type { Devchain } from '../src/server'
import { post, start } from './helpers'
import { testWorld } from './world'

/**
 * Signatures and weighted authorities over HTTP, against nodeos's rules (`authority_checker.hpp`,
 * `authorization_manager.cpp`): keys are recovered from signatures, an authority's factors are
 * visited from the heaviest down until the threshold is met, keys counted toward an authority that
 * ends up unsatisfied do not count as used, and a transaction bearing a signature no satisfied
 * authority used is refused with `tx_irrelevant_sig`.
 */

/** A key derived from a published seed, so failures are reproducible. */
const seededKey = (seed: string) =>
  new PrivateKey(KeyType.K1, Bytes.from(Checksum256.hash(Bytes.from(seed, 'utf8')).array))

const dev = PrivateKey.from(DEV_PRIVATE_KEY)
const k1 = seededKey('authority-test-one')
const k2 = seededKey('authority-test-two')
const k3 = seededKey('authority-test-three')
const kA = seededKey('authority-test-a')

const weighted = (threshold: number, parts: Partial<Authority>): Authority => ({
  threshold,
  keys: [],
  accounts: [],
  waits: [],
  ...parts,
})
const keyWeight = (k: PrivateKey, weight = 1) => ({ key: k.toPublic().toString(), weight })
const level = (actor: string) => ({ permission: { actor, permission: 'active' }, weight: 1 })

/** The test world plus accounts whose `active` authorities are weighted. */
function authorityWorld(names: DevchainNames): World {
  const base = testWorld(names)
  const active = (authority: Authority) => [{ name: 'active', parent: 'owner', authority }]
  return {
    ...base,
    name: 'authority',
    accounts: [
      ...base.accounts,
      // Two of three keys.
      {
        name: 'multi.acct',
        permissions: active(weighted(2, { keys: [k1, k2, k3].map((k) => keyWeight(k)) })),
      },
      // Satisfied through another account's permission.
      { name: 'via.multi', permissions: active(weighted(1, { accounts: [level('multi.acct')] })) },
      // Either of two accounts' permissions.
      {
        name: 'via.two',
        permissions: active(weighted(1, { accounts: [level('multi.acct'), level('player1')] })),
      },
      // A light key and a heavy account permission, threshold 2.
      {
        name: 'heavy.acct',
        permissions: active(
          weighted(2, {
            keys: [keyWeight(kA)],
            accounts: [{ permission: { actor: 'player1', permission: 'active' }, weight: 2 }],
          }),
        ),
      },
    ],
  }
}

let dc: Devchain
let nonce = 0

beforeAll(async () => {
  dc = await start({ world: authorityWorld })
})
afterAll(async () => {
  await dc.close()
})

interface NodeosError {
  error: { name: string; details: { message: string }[] }
}

/** `dov.token::open` authorized by `actor@active` (no balance needed), as an unsigned transaction. */
async function openFor(actor: string): Promise<Transaction> {
  const info = (await post(`${dc.url}/v1/chain/get_info`, {})).json as {
    head_block_num: number
    head_block_id: string
    head_block_time: string
  }
  const head = Date.parse(`${info.head_block_time}Z`)
  return Transaction.from(
    {
      // A distinct expiration makes every transaction unique.
      expiration: new Date(head + 60_000 + 1000 * nonce++).toISOString().slice(0, 19),
      ref_block_num: info.head_block_num & 0xffff,
      ref_block_prefix: Buffer.from(info.head_block_id.slice(16, 24), 'hex').readUInt32LE(0),
      actions: [
        {
          account: 'dov.token',
          name: 'open',
          authorization: [{ actor, permission: 'active' }],
          data: { owner: actor, symbol: '4,DOVX', ram_payer: actor },
        },
      ],
    },
    TOKEN_ABI,
  )
}

function sign(trx: Transaction, keys: PrivateKey[]): Signature[] {
  return keys.map((k) => k.signDigest(trx.signingDigest(CHAIN_ID)))
}

async function send(trx: Transaction, signatures: Signature[]) {
  const packed = PackedTransaction.fromSigned(SignedTransaction.from({ ...trx, signatures }), 0)
  const r = await post(`${dc.url}/v1/chain/send_transaction`, JSON.parse(JSON.stringify(packed)))
  return { status: r.status, json: r.json as unknown as NodeosError }
}

/** Sends `actor`'s transaction signed by `keys`: the HTTP status and the nodeos error name, if any. */
async function outcome(actor: string, keys: PrivateKey[]) {
  const trx = await openFor(actor)
  const r = await send(trx, sign(trx, keys))
  return { status: r.status, error: r.json.error?.name, message: r.json.error?.details[0]?.message }
}

/** Public keys in nodeos's order (key type, then bytes), as its flat_set of provided keys. */
function inNodeosOrder(keys: PrivateKey[]): PublicKey[] {
  return keys
    .map((k) => k.toPublic())
    .sort((a, b) => Buffer.compare(Buffer.from(a.data.array), Buffer.from(b.data.array)))
}

describe('signatures: the key is recovered, recovery byte included', () => {
  it('refuses a signature whose recovery byte was altered: it recovers another key', async () => {
    const trx = await openFor('player1')
    const [sig] = sign(trx, [dev])
    if (!sig) throw new Error('no signature')
    const data = Uint8Array.from(sig.data.array)
    data[0] = data[0] === 31 ? 32 : 31
    const altered = new Signature(KeyType.K1, Bytes.from(data))
    const recovered = altered.recoverDigest(trx.signingDigest(CHAIN_ID))
    expect(recovered.equals(dev.toPublic())).toBe(false)
    const r = await send(trx, [altered])
    expect(r.status).toBe(401)
    expect(r.json.error.name).toBe('unsatisfied_authorization')
    expect(r.json.error.details[0]?.message).toContain(recovered.toLegacyString())
  })

  it('accepts the same recovery id written in fc’s other range (27–30 instead of 31–34)', async () => {
    const trx = await openFor('player1')
    const [sig] = sign(trx, [dev])
    if (!sig) throw new Error('no signature')
    const data = Uint8Array.from(sig.data.array)
    data[0] = (data[0] as number) - 4
    expect((await send(trx, [new Signature(KeyType.K1, Bytes.from(data))])).status).toBe(202)
  })

  it('refuses two signatures by one key with tx_duplicate_sig', async () => {
    const trx = await openFor('player1')
    const [sig] = sign(trx, [dev])
    if (!sig) throw new Error('no signature')
    const r = await send(trx, [sig, sig])
    expect(r.json.error.name).toBe('tx_duplicate_sig')
  })
})

describe('weighted authorities, as nodeos’s authority checker', () => {
  it('2 of 3 keys: any two satisfy it, one does not', async () => {
    expect((await outcome('multi.acct', [k1, k2])).status).toBe(202)
    expect((await outcome('multi.acct', [k3, k1])).status).toBe(202)
    const one = await outcome('multi.acct', [k2])
    expect(one.status).toBe(401)
    expect(one.error).toBe('unsatisfied_authorization')
  })

  it('2 of 3 keys signed by all three: the key past the threshold is irrelevant (tx_irrelevant_sig)', async () => {
    // Equal weights are visited in the authority's (sorted) key order: the last one is never needed.
    const last = inNodeosOrder([k1, k2, k3])[2] as PublicKey
    const r = await outcome('multi.acct', [k1, k2, k3])
    expect(r.status).toBe(500)
    expect(r.error).toBe('tx_irrelevant_sig')
    expect(r.message).toBe(
      `transaction bears irrelevant signatures from these keys: ${JSON.stringify([last.toLegacyString()])}`,
    )
  })

  it('refuses a signature from a key no authority of the transaction holds', async () => {
    const r = await outcome('multi.acct', [k1, k2, dev])
    expect(r.error).toBe('tx_irrelevant_sig')
    expect(r.message).toContain(dev.toPublic().toLegacyString())
  })

  it('is satisfied through another account’s permission, with that permission’s own threshold', async () => {
    expect((await outcome('via.multi', [k1, k3])).status).toBe(202)
    const short = await outcome('via.multi', [k1])
    expect(short.status).toBe(401)
    expect(short.error).toBe('unsatisfied_authorization')
  })

  it('does not count keys toward a permission that ends up unsatisfied', async () => {
    // multi.acct@active (visited first) gets one key of the two it needs: that key is not used;
    // player1@active then satisfies via.two with the dev key. nodeos refuses the extra signature.
    const r = await outcome('via.two', [k1, dev])
    expect(r.error).toBe('tx_irrelevant_sig')
    expect(r.message).toContain(k1.toPublic().toLegacyString())
    expect((await outcome('via.two', [dev])).status).toBe(202)
    expect((await outcome('via.two', [k1, k2])).status).toBe(202)
  })

  it('visits factors from the heaviest down: the weight-2 permission meets the threshold alone', async () => {
    const r = await outcome('heavy.acct', [kA, dev])
    expect(r.error).toBe('tx_irrelevant_sig')
    expect(r.message).toContain(kA.toPublic().toLegacyString())
    expect((await outcome('heavy.acct', [dev])).status).toBe(202)
    expect((await outcome('heavy.acct', [kA])).status).toBe(401)
  })

  it('answers get_required_keys with the keys the checker uses', async () => {
    const available = [k1, k2, k3].map((k) => k.toPublic().toLegacyString())
    const r = await post(`${dc.url}/v1/chain/get_required_keys`, {
      transaction: {
        actions: [
          {
            account: 'dov.token',
            name: 'open',
            authorization: [{ actor: 'multi.acct', permission: 'active' }],
            data: '',
          },
        ],
      },
      available_keys: available,
    })
    expect(r.status).toBe(200)
    const first = inNodeosOrder([k1, k2, k3]).slice(0, 2)
    expect(r.json.required_keys).toEqual(first.map((k) => k.toLegacyString()))
  })
})
