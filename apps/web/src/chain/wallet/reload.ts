import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { network as currentNetwork } from '../../config/current'
import type { Network } from '../../config/network'
import { assetsKey, networkKey, tableKey } from '../transport/keys'
import { changedReads } from '../write/changes'

/** Spec §9: data reloads 1000 ms after a transaction (2000 ms after claiming machine tokens). */
export const RELOAD_DELAY_MS = 1000
export const MACHINE_CLAIM_RELOAD_DELAY_MS = 2000

/** The follow-up reload delay for a transaction's actions. */
export function reloadDelayFor(actions: readonly { name: string }[]): number {
  return actions.some((action) => action.name === 'claimmch')
    ? MACHINE_CLAIM_RELOAD_DELAY_MS
    : RELOAD_DELAY_MS
}

/**
 * The query keys a transaction of `actions` changes (`chain/write/changes.ts`): each a prefix
 * that reaches every read of a table, every scope and parameter; the whole network's reads,
 * except the chain clock's, when an action's changes are not declared.
 */
export function changedKeys(
  actions: readonly { name: string }[],
  network: Pick<Network, 'chainId' | 'contracts' | 'collection'>,
): QueryKey[] | 'everything' {
  const changes = changedReads(actions)
  if (changes === 'everything') return 'everything'
  return changes.map((change) =>
    change.kind === 'assets'
      ? assetsKey(network, network.collection)
      : tableKey(network, network.contracts[change.contract], change.table),
  )
}

/**
 * Reloads what a transaction changed: at once (the devchain and most nodes already show the
 * change) and again after `delayMs` (a node behind a load balancer may lag). Only the reads of
 * the tables its actions write are read again; the other screens' data and the chain clock stay.
 */
export function reloadChainData(
  queryClient: QueryClient,
  actions: readonly { name: string }[],
  delayMs: number,
  network: Pick<Network, 'chainId' | 'contracts' | 'collection'> = currentNetwork,
): void {
  const keys = changedKeys(actions, network)
  const reload = () => {
    if (keys === 'everything') {
      void queryClient.invalidateQueries({
        queryKey: networkKey(network),
        predicate: (query) => query.queryKey[2] !== 'info',
      })
      return
    }
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
  }
  reload()
  setTimeout(reload, delayMs)
}
