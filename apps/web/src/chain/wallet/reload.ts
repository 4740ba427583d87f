import type { QueryClient } from '@tanstack/react-query'
import { network as currentNetwork } from '../../config/current'
import { networkKey } from '../transport/keys'
import type { KeyedNetwork } from './changedKeys'

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
 * Reloads what a transaction changed: at once (the devchain and most nodes already show the
 * change) and again after `delayMs` (a node behind a load balancer may lag). Where an action's
 * own data says what it did (a deposit's quantity, the avatar chosen: `knownResults` of
 * `changes.ts`) and the chain `confirmed` it, the cache is set to that first, so the screens show
 * it before the re-read answers. Only the reads of the tables its actions write are read again
 * (`changedKeys.ts`); the other screens' data stays.
 * That map is loaded with the first transaction's reload (no screen needs it before, so the first
 * route does not carry it); if it cannot load, every read of the network is read again. Resolves
 * once the first reload has started.
 */
export async function reloadChainData(
  queryClient: QueryClient,
  actions: readonly { name: string; data?: unknown }[],
  delayMs: number,
  confirmed = false,
  network: KeyedNetwork = currentNetwork,
): Promise<void> {
  const keys = await import('./changedKeys').then(
    (module) => module.afterTransaction(queryClient, actions, confirmed, network),
    () => [networkKey(network)],
  )
  const reload = () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
  }
  reload()
  setTimeout(reload, delayMs)
}
