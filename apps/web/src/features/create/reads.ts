/**
 * The division builder's first reads, as query options: `useBuilderReads` reads them, and
 * `prefetch` (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them
 * while the screen's code is still on its way.
 */
import type { QueryClient } from '@tanstack/react-query'
import { ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { zoneWinsQuery } from '../../chain/read/game/infos'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { unitConfigsQuery } from '../../chain/read/game/udata'
import { zonesQuery } from '../../chain/read/game/zones'
import { network } from '../../config/current'

/** AtomicAssets schema of unit cards. */
export const UNITS_SCHEMA = 'units'

export function builderQueries(account: string) {
  return {
    zones: zonesQuery(network),
    udata: unitConfigsQuery(network),
    divisions: ownerDivisionsQuery(network, account),
    assets: ownedAssetsQuery(network, account, UNITS_SCHEMA),
    wins: zoneWinsQuery(network, account),
  }
}

export function prefetch(queryClient: QueryClient, account: string | null): void {
  if (account === null) return
  const queries = builderQueries(account)
  void queryClient.prefetchQuery(queries.zones)
  void queryClient.prefetchQuery(queries.udata)
  void queryClient.prefetchQuery(queries.divisions)
  void queryClient.prefetchQuery(queries.assets)
  void queryClient.prefetchQuery(queries.wins)
}
