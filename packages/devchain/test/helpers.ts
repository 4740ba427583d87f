import { type AnyAction, Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import { CHAIN_ID, DEV_PRIVATE_KEY } from '../src/core/keys'
import { type Devchain, type DevchainOptions, startDevchain } from '../src/server'

/** Starts an in-process devchain on a free port with fast blocks. */
export function start(options: DevchainOptions = {}): Promise<Devchain> {
  return startDevchain({ port: 0, blockMs: 50, ...options })
}

/** A WharfKit session for `actor` on the devchain, signing with a private key (the dev key by default). */
export function session(
  url: string,
  actor: string,
  key = DEV_PRIVATE_KEY,
  permission = 'active',
): Session {
  return new Session({
    chain: { id: CHAIN_ID, url },
    actor,
    permission,
    walletPlugin: new WalletPluginPrivateKey(key),
  })
}

export function action(
  account: string,
  name: string,
  actor: string,
  data: Record<string, unknown>,
): AnyAction {
  return { account, name, authorization: [{ actor, permission: 'active' }], data }
}

/** A `dov.token::transfer` authorized by its sender. */
export function tokenTransfer(from: string, to: string, quantity: string, memo = ''): AnyAction {
  return action('dov.token', 'transfer', from, { from, to, quantity, memo })
}

/** POSTs JSON and returns status and parsed body. */
export async function post(
  url: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

/** The nodeos error detail message of a failed call (WharfKit surfaces it as the Error message). */
export async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p
  } catch (e) {
    return (e as Error).message
  }
  throw new Error('expected the call to fail')
}
