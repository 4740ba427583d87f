/**
 * The activity screen's first read, started by the shell beside the screen's chunk: the first page
 * of the player's actions (the indexer's, or the Hyperion API's), the same query the screen and
 * the recent lists of the Buildings and Fight screens read.
 */
import type { QueryClient } from '@tanstack/react-query'
import { activityQuery } from '../../chain/read/indexer/activity'
import { network } from '../../config/current'

export function prefetch(queryClient: QueryClient, account: string | null): void {
  const query = activityQuery(network, account ?? '')
  if (account === null || query.enabled === false) return
  void queryClient.prefetchInfiniteQuery(query)
}
