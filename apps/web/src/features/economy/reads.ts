/**
 * The economy screen's first reads, as query options: `useEconomy` reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way. They are the very queries of the buildings screen and the
 * fight list (same keys), so a player coming from either reads nothing twice.
 */
import type { QueryClient } from '@tanstack/react-query'
import { ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { zoneWinsQuery } from '../../chain/read/game/infos'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { fightSecsQuery } from '../../chain/read/game/settings'
import { unitConfigsQuery } from '../../chain/read/game/udata'
import { zonesQuery } from '../../chain/read/game/zones'
import { buildingDataQuery } from '../../chain/read/staking/bdata'
import { stakedBuildingsQuery } from '../../chain/read/staking/buildings'
import { membershipsQuery } from '../../chain/read/staking/mships'
import { network } from '../../config/current'

/** AtomicAssets schemas: building NFTs (their names) and unit cards (a division's stats). */
export const BUILDINGS_SCHEMA = 'buildings'
export const UNITS_SCHEMA = 'units'

export function economyQueries(account: string) {
  return {
    staked: stakedBuildingsQuery(network, account),
    bdata: buildingDataQuery(network),
    mships: membershipsQuery(network, account),
    buildingAssets: ownedAssetsQuery(network, account, BUILDINGS_SCHEMA),
    divisions: ownerDivisionsQuery(network, account),
    zones: zonesQuery(network),
    udata: unitConfigsQuery(network),
    units: ownedAssetsQuery(network, account, UNITS_SCHEMA),
    wins: zoneWinsQuery(network, account),
    fightSecs: fightSecsQuery(network),
  }
}

export function prefetch(queryClient: QueryClient, account: string | null): void {
  if (account === null) return
  const queries = economyQueries(account)
  void queryClient.prefetchQuery(queries.staked)
  void queryClient.prefetchQuery(queries.bdata)
  void queryClient.prefetchQuery(queries.mships)
  void queryClient.prefetchQuery(queries.buildingAssets)
  void queryClient.prefetchQuery(queries.divisions)
  // Read by the screen only when a division has a zone; most players who open it have one.
  void queryClient.prefetchQuery(queries.zones)
  void queryClient.prefetchQuery(queries.udata)
  void queryClient.prefetchQuery(queries.units)
  void queryClient.prefetchQuery(queries.wins)
  void queryClient.prefetchQuery(queries.fightSecs)
}
