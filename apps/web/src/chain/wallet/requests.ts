/**
 * What the wallet chunk asks WharfKit for, pure: which wallet plugin a kind of wallet is, the
 * login of one, and the transaction of a list of actions. `kit.ts` sends them.
 */
import type { AnyAction, LoginOptions, PermissionLevelType, TransactArgs } from '@wharfkit/session'
import type { WalletKind } from '../session'
import type { ActionData } from '../write/action'
import { DEMO_ACCOUNTS } from './storage'
import type { TxHeader } from './tapos'

/** WharfKit's id of each wallet's plugin. */
export const PLUGIN_IDS: Record<WalletKind, string> = {
  cloudwallet: 'cloudwallet',
  anchor: 'anchor',
  wombat: 'wombat',
  local: 'wallet-plugin-privatekey',
}

/** The kind of wallet a stored session's plugin is (any other: the Cloud Wallet). */
export function walletKindOf(pluginId: string): WalletKind {
  if (pluginId === PLUGIN_IDS.anchor) return 'anchor'
  if (pluginId === PLUGIN_IDS.wombat) return 'wombat'
  if (pluginId === PLUGIN_IDS.local) return 'local'
  return 'cloudwallet'
}

/**
 * The wallet plugin of the session WharfKit stored (its `session` entry, as `SessionKit` writes
 * it: `{ walletPlugin: { id } }`), read before a restore so that a plugin loaded on demand (Wombat)
 * is there for it; undefined when there is none or it is not that shape.
 */
export function storedPluginId(stored: string | null): string | undefined {
  if (stored === null) return undefined
  try {
    const id: unknown = JSON.parse(stored)?.walletPlugin?.id
    return typeof id === 'string' ? id : undefined
  } catch {
    return undefined
  }
}

/** A login with `kind` on `chainId`; the local demo signs as `demoAccount` (the first by default). */
export function loginRequest(
  chainId: string,
  kind: WalletKind,
  demoAccount?: string,
): LoginOptions {
  return {
    chain: chainId,
    walletPlugin: PLUGIN_IDS[kind],
    ...(kind === 'local' ? { permissionLevel: `${demoAccount ?? DEMO_ACCOUNTS[0]}@active` } : {}),
  }
}

/**
 * The transaction of `actions`, each authorized by the session's `permission`: with the header
 * kept ready, a whole transaction (nothing for WharfKit to read first); without, the actions alone.
 */
export function transactRequest(
  actions: readonly ActionData[],
  permission: PermissionLevelType,
  header: TxHeader | undefined,
): TransactArgs {
  const authorization = [permission]
  const withAuth: AnyAction[] = actions.map((action) => ({ ...action, authorization }))
  return header === undefined
    ? { actions: withAuth }
    : { transaction: { ...header, actions: withAuth } }
}
