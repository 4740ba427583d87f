/**
 * The buildings screen's first reads, as query options: `useBuildings` reads them, and
 * `prefetch` (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them
 * while the screen's code is still on its way.
 */
import { ASSET_SCHEMAS, ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { buildingDataRead } from '../../chain/read/staking/bdata'
import { stakedBuildingsRead } from '../../chain/read/staking/buildings'
import { membershipsRead } from '../../chain/read/staking/mships'
import { prefetchOf } from '../../chain/read/table'
import { network } from '../../config/current'

export function buildingsQueries(account: string) {
  return {
    staked: stakedBuildingsRead.query(network, account),
    bdata: buildingDataRead.query(network),
    mships: membershipsRead.query(network, account),
    assets: ownedAssetsQuery(network, account, ASSET_SCHEMAS.buildings),
  }
}

export const prefetch = prefetchOf(buildingsQueries)
