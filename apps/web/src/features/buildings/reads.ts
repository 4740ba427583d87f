/**
 * The buildings screen's first reads, as query options: `useBuildings` reads them, and
 * `prefetch` (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them
 * while the screen's code is still on its way.
 */
import type { QueryClient } from '@tanstack/react-query'
import { ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { buildingDataQuery } from '../../chain/read/staking/bdata'
import { stakedBuildingsQuery } from '../../chain/read/staking/buildings'
import { membershipsQuery } from '../../chain/read/staking/mships'
import { network } from '../../config/current'

/** AtomicAssets schema of building NFTs. */
export const BUILDINGS_SCHEMA = 'buildings'

export function buildingsQueries(account: string) {
  return {
    staked: stakedBuildingsQuery(network, account),
    bdata: buildingDataQuery(network),
    mships: membershipsQuery(network, account),
    assets: ownedAssetsQuery(network, account, BUILDINGS_SCHEMA),
  }
}

export function prefetch(queryClient: QueryClient, account: string | null): void {
  if (account === null) return
  const queries = buildingsQueries(account)
  void queryClient.prefetchQuery(queries.staked)
  void queryClient.prefetchQuery(queries.bdata)
  void queryClient.prefetchQuery(queries.mships)
  void queryClient.prefetchQuery(queries.assets)
}
