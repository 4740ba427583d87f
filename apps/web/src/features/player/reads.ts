/**
 * A commander's page's first reads, as query options: `usePlayer` reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is on its way. The page is public and its account is the URL's, not the
 * logged-in one the shell passes, so `prefetch` reads it from `window.location.pathname` (see
 * README "First reads").
 */
import type { QueryClient } from '@tanstack/react-query'
import { avatarsRead } from '../../chain/read/game/avatars'
import { infoScopesQuery } from '../../chain/read/game/infoScopes'
import { zoneWinsRead } from '../../chain/read/game/infos'
import { inOwnTask } from '../../chain/read/game/nextTask'
import { nftsRead } from '../../chain/read/game/nfts'
import { allDivisionsQuery, ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { unitConfigsRead } from '../../chain/read/game/udata'
import { zonesRead } from '../../chain/read/game/zones'
import { indexedPlayerQuery } from '../../chain/read/indexer/player'
import { stakingBalancesRead } from '../../chain/read/staking/balances'
import type { Prefetchable } from '../../chain/read/table'
import { network } from '../../config/current'
import { accountOfPath } from './account'

/** The tables both sources read: the avatars' images and the zones' names. */
export function sharedQueries() {
  return { avatars: avatarsRead.query(network), zones: zonesRead.query(network) }
}

/** The chain's reads of `account`'s page, without an indexer (or when it fails). */
export function chainQueries(account: string) {
  // Each read starts in a task of its own: the page enables them together once the indexer has
  // failed, and their requests sent from one task would be a long one on a phone.
  return {
    // For the ranks: the owners whose victories are read one by one, first (`prefetch` starts
    // the reads in this order): their victories are the longest part.
    scopes: inOwnTask(infoScopesQuery(network)),
    divisions: inOwnTask(ownerDivisionsQuery(network, account)),
    wins: inOwnTask(zoneWinsRead.query(network, account)),
    balances: inOwnTask(stakingBalancesRead.query(network, account)),
    nfts: inOwnTask(nftsRead.query(network)),
    udata: inOwnTask(unitConfigsRead.query(network)),
    // For the ranks: every division.
    allDivisions: inOwnTask(allDivisionsQuery(network)),
  }
}

export function prefetch(
  queryClient: QueryClient,
  _loggedIn: string | null,
): Promise<void> | undefined {
  const account = accountOfPath(window.location.pathname)
  if (account === null) return undefined
  for (const query of Object.values<Prefetchable>(sharedQueries()))
    void queryClient.prefetchQuery(query)
  // With an indexer, its one request; the chain's reads start from the screen if it fails.
  if (network.indexerUrl !== undefined)
    return queryClient.prefetchQuery(indexedPlayerQuery(network, account))
  for (const query of Object.values<Prefetchable>(chainQueries(account)))
    void queryClient.prefetchQuery(query)
  return undefined
}
