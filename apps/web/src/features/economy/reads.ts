/**
 * The economy screen's first reads, as query options: `useEconomy` reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way. They are the very queries of the buildings screen and the
 * fight list (same keys), so a player coming from either reads nothing twice.
 */
import { ASSET_SCHEMAS, ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { zoneWinsRead } from '../../chain/read/game/infos'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { fightSecsRead } from '../../chain/read/game/settings'
import { unitConfigsRead } from '../../chain/read/game/udata'
import { zonesRead } from '../../chain/read/game/zones'
import { stakingBalancesRead } from '../../chain/read/staking/balances'
import { buildingDataRead } from '../../chain/read/staking/bdata'
import { stakedBuildingsRead } from '../../chain/read/staking/buildings'
import { membershipsRead } from '../../chain/read/staking/mships'
import { prefetchOf } from '../../chain/read/table'
import { network } from '../../config/current'

export function economyQueries(account: string) {
  return {
    staked: stakedBuildingsRead.query(network, account),
    bdata: buildingDataRead.query(network),
    mships: membershipsRead.query(network, account),
    buildingAssets: ownedAssetsQuery(network, account, ASSET_SCHEMAS.buildings),
    divisions: ownerDivisionsQuery(network, account),
    zones: zonesRead.query(network),
    udata: unitConfigsRead.query(network),
    units: ownedAssetsQuery(network, account, ASSET_SCHEMAS.units),
    wins: zoneWinsRead.query(network, account),
    fightSecs: fightSecsRead.query(network),
    balances: stakingBalancesRead.query(network, account),
  }
}

export const prefetch = prefetchOf(economyQueries)
