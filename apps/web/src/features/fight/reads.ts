/**
 * The fight list's first reads, as query options: `useFight` reads them, and `prefetch` (loaded by
 * the shell as a chunk of its own, beside the screen's chunk) starts them while the screen's code
 * is still on its way.
 */
import type { QueryClient } from '@tanstack/react-query'
import { ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { zoneWinsQuery } from '../../chain/read/game/infos'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { fightSecsQuery } from '../../chain/read/game/settings'
import { unitConfigsQuery } from '../../chain/read/game/udata'
import { zonesQuery } from '../../chain/read/game/zones'
import { stakingBalancesQuery } from '../../chain/read/staking/balances'
import { network } from '../../config/current'

/** AtomicAssets schema of unit cards (their stats make a division's power). */
export const UNITS_SCHEMA = 'units'

export function fightQueries(account: string) {
  return {
    divisions: ownerDivisionsQuery(network, account),
    zones: zonesQuery(network),
    udata: unitConfigsQuery(network),
    assets: ownedAssetsQuery(network, account, UNITS_SCHEMA),
    wins: zoneWinsQuery(network, account),
    balances: stakingBalancesQuery(network, account),
    fightSecs: fightSecsQuery(network),
  }
}

export function prefetch(queryClient: QueryClient, account: string | null): void {
  if (account === null) return
  const queries = fightQueries(account)
  void queryClient.prefetchQuery(queries.divisions)
  void queryClient.prefetchQuery(queries.zones)
  void queryClient.prefetchQuery(queries.udata)
  void queryClient.prefetchQuery(queries.assets)
  void queryClient.prefetchQuery(queries.wins)
  void queryClient.prefetchQuery(queries.balances)
  void queryClient.prefetchQuery(queries.fightSecs)
}
