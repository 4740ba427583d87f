/**
 * The avatar screen's first reads, as query options: `useAvatarScreen` reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way. Both are the shell's reads too (menu avatar, header AVT), so
 * they are usually in the cache already, and a save updates the shell and the screen together.
 */
import type { QueryClient } from '@tanstack/react-query'
import { avatarsQuery } from '../../chain/read/game/avatars'
import { stakingBalancesQuery } from '../../chain/read/staking/balances'
import { network } from '../../config/current'

export function avatarQueries(account: string) {
  return {
    avatars: avatarsQuery(network),
    balances: stakingBalancesQuery(network, account),
  }
}

export function prefetch(queryClient: QueryClient, account: string | null): void {
  if (account === null) return
  const queries = avatarQueries(account)
  void queryClient.prefetchQuery(queries.avatars)
  void queryClient.prefetchQuery(queries.balances)
}
