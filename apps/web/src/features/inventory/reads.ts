/**
 * The inventory's first reads, as query options: `useInventory` reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way. They are the keys the craft, buildings, tools and fight
 * screens read too, so a player coming from one of them reads nothing twice.
 */
import { ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { unitConfigsRead } from '../../chain/read/game/udata'
import { stakedBuildingsRead } from '../../chain/read/staking/buildings'
import { membershipsRead } from '../../chain/read/staking/mships'
import { prefetchOf } from '../../chain/read/table'
import { network } from '../../config/current'

export function inventoryQueries(account: string) {
  return {
    /** Every schema: units, buildings and tools. */
    assets: ownedAssetsQuery(network, account),
    udata: unitConfigsRead.query(network),
    buildings: stakedBuildingsRead.query(network, account),
    tools: membershipsRead.query(network, account),
    divisions: ownerDivisionsQuery(network, account),
  }
}

export const prefetch = prefetchOf(inventoryQueries)
