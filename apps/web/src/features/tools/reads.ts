/**
 * The tools screen's first reads, as query options: `useTools` reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way.
 */
import type { QueryClient } from '@tanstack/react-query'
import { ownedAssetsQuery } from '../../chain/read/atomic/assets'
import { membershipsQuery } from '../../chain/read/staking/mships'
import { toolDataQuery } from '../../chain/read/staking/tdata'
import { network } from '../../config/current'

/** AtomicAssets schema of tool NFTs. */
export const TOOLS_SCHEMA = 'tools'

export function toolsQueries(account: string) {
  return {
    mships: membershipsQuery(network, account),
    assets: ownedAssetsQuery(network, account, TOOLS_SCHEMA),
    tdata: toolDataQuery(network),
  }
}

export function prefetch(queryClient: QueryClient, account: string | null): void {
  if (account === null) return
  const queries = toolsQueries(account)
  void queryClient.prefetchQuery(queries.mships)
  void queryClient.prefetchQuery(queries.assets)
  void queryClient.prefetchQuery(queries.tdata)
}
