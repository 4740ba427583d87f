/**
 * The Hall of Fame's first reads, as query options (or, with an indexer, its one request): `useHof` reads them, and `prefetch` (loaded
 * by the shell as a chunk of its own, beside the screen's chunk) starts them while the screen's
 * code is still on its way. The screen is public: `account` only says whose rows to highlight,
 * and nothing read here depends on it.
 *
 * The per-owner wins start once the owners are known, from the screen (`usePlayerWinsProgress`):
 * they are cancelled when the screen goes, which a prefetch could not be.
 */
import type { QueryClient } from '@tanstack/react-query'
import { infoScopesQuery } from '../../chain/read/game/infoScopes'
import { inOwnTask } from '../../chain/read/game/nextTask'
import { nftsRead } from '../../chain/read/game/nfts'
import { allDivisionsQuery } from '../../chain/read/game/sdivisions'
import { unitConfigsRead } from '../../chain/read/game/udata'
import { zonesRead } from '../../chain/read/game/zones'
import { indexedHofQuery } from '../../chain/read/indexer/hof'
import type { Prefetchable } from '../../chain/read/table'
import { network } from '../../config/current'

export function hofQueries() {
  // Each read starts in a task of its own: the screen enables them together once the indexer has
  // failed, and their requests sent from one task would be a long one on a phone.
  return {
    // The owners first (`prefetch` starts them in this order): their wins are the longest part,
    // and they start from this list.
    scopes: inOwnTask(infoScopesQuery(network)),
    divisions: inOwnTask(allDivisionsQuery(network)),
    nfts: inOwnTask(nftsRead.query(network)),
    udata: inOwnTask(unitConfigsRead.query(network)),
    zones: inOwnTask(zonesRead.query(network)),
  }
}

export function prefetch(
  queryClient: QueryClient,
  _account: string | null,
): Promise<void> | undefined {
  // With an indexer, its one request (the entry waits for it before its first render, briefly);
  // the chain reads start from the screen if it fails.
  if (network.indexerUrl !== undefined) return queryClient.prefetchQuery(indexedHofQuery(network))
  for (const query of Object.values<Prefetchable>(hofQueries()))
    void queryClient.prefetchQuery(query)
  return undefined
}
