/**
 * The tools screen's first reads, as query options: `useTools` reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way.
 */
import { ASSET_SCHEMAS, ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { membershipsRead } from '../../chain/read/staking/mships'
import { toolDataRead } from '../../chain/read/staking/tdata'
import { prefetchOf } from '../../chain/read/table'
import { network } from '../../config/current'

export function toolsQueries(account: string) {
  return {
    mships: membershipsRead.query(network, account),
    assets: ownedAssetsQuery(network, account, ASSET_SCHEMAS.tools),
    tdata: toolDataRead.query(network),
  }
}

export const prefetch = prefetchOf(toolsQueries)
