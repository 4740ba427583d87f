/**
 * The division builder's first reads, as query options: `useBuilderReads` reads them, and
 * `prefetch` (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them
 * while the screen's code is still on its way.
 */
import { ASSET_SCHEMAS, ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { zoneWinsRead } from '../../chain/read/game/infos'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { unitConfigsRead } from '../../chain/read/game/udata'
import { zonesRead } from '../../chain/read/game/zones'
import { stakingBalancesRead } from '../../chain/read/staking/balances'
import { prefetchOf } from '../../chain/read/table'
import { network } from '../../config/current'

export function builderQueries(account: string) {
  return {
    zones: zonesRead.query(network),
    udata: unitConfigsRead.query(network),
    divisions: ownerDivisionsQuery(network, account),
    assets: ownedAssetsQuery(network, account, ASSET_SCHEMAS.units),
    wins: zoneWinsRead.query(network, account),
    balances: stakingBalancesRead.query(network, account),
  }
}

export const prefetch = prefetchOf(builderQueries)
