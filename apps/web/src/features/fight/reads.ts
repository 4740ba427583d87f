/**
 * The fight list's first reads, as query options: `useFight` reads them, and `prefetch` (loaded by
 * the shell as a chunk of its own, beside the screen's chunk) starts them while the screen's code
 * is still on its way.
 */
import { ASSET_SCHEMAS, ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { zoneWinsRead } from '../../chain/read/game/infos'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { fightSecsRead } from '../../chain/read/game/settings'
import { unitConfigsRead } from '../../chain/read/game/udata'
import { zonesRead } from '../../chain/read/game/zones'
import { stakingBalancesRead } from '../../chain/read/staking/balances'
import { prefetchOf } from '../../chain/read/table'
import { network } from '../../config/current'

export function fightQueries(account: string) {
  return {
    divisions: ownerDivisionsQuery(network, account),
    zones: zonesRead.query(network),
    udata: unitConfigsRead.query(network),
    assets: ownedAssetsQuery(network, account, ASSET_SCHEMAS.units),
    wins: zoneWinsRead.query(network, account),
    balances: stakingBalancesRead.query(network, account),
    fightSecs: fightSecsRead.query(network),
  }
}

export const prefetch = prefetchOf(fightQueries)
