import type { QueryKey } from '@tanstack/react-query'
import type { Network } from '../../config/network'
import { assetsKey, networkKey, tableKey } from '../transport/keys'
import { changedReads } from '../write/changes'

/** What the keys of a network's reads are made of. */
export type KeyedNetwork = Pick<Network, 'chainId' | 'contracts' | 'collection'>

/**
 * The query keys a transaction of `actions` changes (`chain/write/changes.ts`): each a prefix
 * that reaches every read of a table, every scope and parameter; the whole network's when an
 * action's changes are not declared. Loaded by `reload.ts` with the first transaction.
 */
export function changedKeys(
  actions: readonly { name: string }[],
  network: KeyedNetwork,
): QueryKey[] {
  const changes = changedReads(actions)
  if (changes === 'everything') return [networkKey(network)]
  return changes.map((change) =>
    change.kind === 'assets'
      ? assetsKey(network, network.collection)
      : tableKey(network, network.contracts[change.contract], change.table),
  )
}
