import type { QueryClient } from '@tanstack/react-query'
import { chainInfoKey, chainKey } from '../transport/keys'

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
 * Reloads the chain data on screen: at once (the devchain and most nodes already show the
 * change) and again after `delayMs` (a node behind a load balancer may lag). The chain clock's
 * own poll is left alone: a transaction does not change it.
 */
export function reloadChainData(queryClient: QueryClient, delayMs: number): void {
  const reload = () =>
    void queryClient.invalidateQueries({
      queryKey: chainKey,
      predicate: (query) => query.queryKey[1] !== chainInfoKey[1],
    })
  reload()
  setTimeout(reload, delayMs)
}
