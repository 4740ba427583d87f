/**
 * TanStack Query keys of every chain read. The network (its chain id) is the root under
 * `['chain']`, so two networks never share a cached row, and the rest nests so a transaction can
 * invalidate exactly what it changed:
 *
 * - `['chain']`: everything read from the chain and the asset API (e.g. on logout).
 * - `['chain', chainId]`: everything of one network.
 * - `['chain', chainId, 'table', contract, table]`: one table, every scope and parameter
 *   (e.g. after `withdraw`: `tableKey(network, network.contracts.staking, 'balances')`).
 * - `['chain', chainId, 'table', contract, table, scope, params]`: one read.
 * - `['chain', chainId, 'atomic', 'assets', collection, owner?]`: owned assets.
 * - `['chain', chainId, 'atomic', 'templates', collection]`: craft templates.
 * - `['chain', chainId, 'info']`: the heads behind the chain clock.
 */
import type { Network } from '../../config/network'

export type KeyParams = Readonly<
  Record<string, string | number | boolean | null | readonly string[]>
>

/** What a key needs of a network: its chain id. */
export type KeyNetwork = Pick<Network, 'chainId'>

export const chainKey = ['chain'] as const

export function networkKey(network: KeyNetwork) {
  return ['chain', network.chainId] as const
}

export function tableKey(network: KeyNetwork, contract: string, table: string) {
  return ['chain', network.chainId, 'table', contract, table] as const
}

export function tableQueryKey(
  network: KeyNetwork,
  contract: string,
  table: string,
  scope: string | null,
  params: KeyParams = {},
) {
  return ['chain', network.chainId, 'table', contract, table, scope, params] as const
}

export function assetsKey(network: KeyNetwork, collection: string, owner?: string | null) {
  return owner === undefined
    ? (['chain', network.chainId, 'atomic', 'assets', collection] as const)
    : (['chain', network.chainId, 'atomic', 'assets', collection, owner] as const)
}

export function templatesKey(network: KeyNetwork, collection: string) {
  return ['chain', network.chainId, 'atomic', 'templates', collection] as const
}

export function chainInfoKey(network: KeyNetwork) {
  return ['chain', network.chainId, 'info'] as const
}

/** The key of one table read (`tableQueryKey`'s), the default key type of a read hook's options. */
export type TableReadKey = ReturnType<typeof tableQueryKey>
