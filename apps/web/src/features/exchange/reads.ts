/**
 * The exchange screen's first reads, as query options: the screen reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way. The in-game balances are the shell's (header) read already.
 */
import type { QueryClient } from '@tanstack/react-query'
import { configsQuery } from '../../chain/read/staking/configs'
import { tokenBalancesQuery } from '../../chain/read/token/accounts'
import { network } from '../../config/current'

export function exchangeQueries(account: string) {
  return {
    wallet: tokenBalancesQuery(network, account),
    configs: configsQuery(network),
  }
}

export function prefetch(queryClient: QueryClient, account: string | null): void {
  if (account === null) return
  const queries = exchangeQueries(account)
  void queryClient.prefetchQuery(queries.wallet)
  void queryClient.prefetchQuery(queries.configs)
}
