import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { Action, Serializer, Transaction } from '@wharfkit/antelope'
import { Session } from '@wharfkit/session'
import { SigningRequest } from '@wharfkit/signing-request'
import { TransactPluginResourceProvider } from '@wharfkit/transact-plugin-resource-provider'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_ABI } from '../src/contracts/token-abi'
import { CHAIN_ID, DEV_PRIVATE_KEY } from '../src/core/keys'
import type { Devchain } from '../src/server'
import { action, post, start, tokenTransfer } from './helpers'
import { testWorld } from './world'

let dc: Devchain

beforeAll(async () => {
  dc = await start({ world: testWorld })
})
afterAll(async () => {
  await dc.close()
})

const zlib = {
  deflateRaw: (d: Uint8Array) => new Uint8Array(deflateRawSync(d)),
  inflateRaw: (d: Uint8Array) => new Uint8Array(inflateRawSync(d)),
}
const WAX_MAINNET = '1064487b3cd1a897ce03ae5b6a865651747e2e152090f99c1d19d44e01aea5a4'

/** An `esr:` request for a transfer by `from`, on `chainId`. */
function transferRequest(chainId: string, from: string): string {
  const trx = Transaction.from({
    expiration: '2030-01-01T00:00:00',
    ref_block_num: 0,
    ref_block_prefix: 0,
    actions: [Action.from(tokenTransfer(from, 'player2', '1.0000 DOVF'), TOKEN_ABI)],
  })
  return SigningRequest.fromTransaction(chainId, Serializer.encode({ object: trx }), {
    zlib,
  }).encode()
}

async function ask(request: string, actor = 'player1') {
  return post(`${dc.url}/v1/resource_provider/request_transaction`, {
    request,
    signer: { actor, permission: 'active' },
  })
}

describe('resource provider', () => {
  it('refuses what it cannot co-sign, with Greymass’s {code, message}', async () => {
    expect((await ask(transferRequest(WAX_MAINNET, 'player1'))).json).toEqual({
      code: 400,
      message: 'Unsupported blockchain',
    })
    expect((await ask(transferRequest(CHAIN_ID, 'player2'))).json).toEqual({
      code: 400,
      message: 'The first authorizer must be the signer',
    })
    const identity = SigningRequest.identity(
      { chainId: CHAIN_ID, callback: 'https://example.invalid/{{sig}}' },
      { zlib },
    ).encode()
    expect((await ask(identity)).json).toEqual({
      code: 400,
      message: 'Only transaction requests are supported',
    })
    const garbled = await ask('esr:gmNgZGBgAA')
    expect(garbled.status).toBe(400)
    expect(garbled.json.message).toMatch(/^Invalid signing request: /)
    // The same request for the devchain and its signer is co-signed.
    expect((await ask(transferRequest(CHAIN_ID, 'player1'))).status).toBe(200)
  })

  it('co-signs through WharfKit’s resource provider plugin: noop first, two signatures, no fee', async () => {
    const session = new Session(
      {
        chain: { id: CHAIN_ID, url: dc.url },
        actor: 'player1',
        permission: 'active',
        walletPlugin: new WalletPluginPrivateKey(DEV_PRIVATE_KEY),
      },
      {
        transactPlugins: [
          new TransactPluginResourceProvider({ endpoints: { [CHAIN_ID]: dc.url } }),
        ],
      },
    )
    const res = await session.transact({
      action: tokenTransfer('player1', 'player2', '2.0000 DOVF', 'sponsored'),
    })
    expect(res.signatures).toHaveLength(2)
    const traces = res.response?.processed.action_traces as {
      receiver: string
      act: { account: string; name: string; authorization: unknown[] }
    }[]
    expect(traces[0]?.act).toMatchObject({
      account: 'dov.rp',
      name: 'noop',
      authorization: [{ actor: 'dov.rp', permission: 'cosign' }],
    })
    expect(traces.map((t) => `${t.receiver}:${t.act.name}`)).toContain('dov.token:transfer')
    const bal = await session.client.v1.chain.get_currency_balance('dov.token', 'player2', 'DOVF')
    expect(bal.map(String)).toEqual(['1002.0000 DOVF'])
  })

  it('refuses a request whose first authorizer is not the signer', async () => {
    const r = await post(`${dc.url}/v1/resource_provider/request_transaction`, {
      request: 'esr:nonsense',
      signer: { actor: 'nobody', permission: 'active' },
    })
    expect(r.status).toBe(400)
  })

  it('accepts noop under active too: a parent satisfies the linked cosign permission', async () => {
    const session = new Session({
      chain: { id: CHAIN_ID, url: dc.url },
      actor: 'dov.rp',
      permission: 'active',
      walletPlugin: new WalletPluginPrivateKey(DEV_PRIVATE_KEY),
    })
    const res = await session.transact({ action: action('dov.rp', 'noop', 'dov.rp', {}) })
    expect(res.response?.processed.action_traces).toHaveLength(1)
  })
})
