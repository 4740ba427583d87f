import { Session } from '@wharfkit/session'
import { TransactPluginResourceProvider } from '@wharfkit/transact-plugin-resource-provider'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

describe('resource provider', () => {
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
