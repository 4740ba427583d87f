/**
 * Other players' avatar ids for the Hall of Fame's rows: the `AVT` row of each owner's staking
 * `balances` (scope owner; 1 when the player never chose one), for the few owners a screen shows
 * (the boards' ~50), never for every player.
 *
 * - **Bounded**: at most `AVATAR_IDS_CONCURRENCY` reads in flight app-wide (one shared limiter),
 *   fewer than the wins' 6: the pictures are decoration and come after the boards.
 * - **Fresh for 5 minutes**, kept in the data (`readAt`): no re-read on a window refocus, a
 *   reconnect or a return to the screen; and a transaction's invalidation of the `balances` table
 *   (every claim pays into it) asks again only the owners read longer ago than that, so a claim
 *   made with the Hall of Fame open does not re-read fifty players.
 * - **Failures stay silent** (spec §8 for balances): a failed owner has no id, and the screen draws
 *   the default avatar.
 *
 * The logged-in player's own id comes from the shell's own balances read (`useStakingBalances`),
 * which a `setavatar` reads again at once; these keys are apart from it (their data is an id, not
 * rows).
 */
import { avatarId } from '@dov/game/balances'
import {
  QueriesObserver,
  type QueryClient,
  type QueryObserverResult,
  queryOptions,
  useQueryClient,
} from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { createLimiter } from '../../transport/limiter'
import { nextTask, subscribeInNextTask } from '../game/nextTask'
import { stakingBalancesRead } from './balances'

/** Avatar reads in flight at once, app-wide. */
export const AVATAR_IDS_CONCURRENCY = 3
/** How long an owner's avatar id counts as fresh. */
export const AVATAR_ID_FRESH_MS = 5 * 60_000

const limiter = createLimiter(AVATAR_IDS_CONCURRENCY)

/** An owner's avatar id and when it was read (its freshness survives an invalidation). */
export type AvatarIdRead = { id: number; readAt: number }

/** One owner's avatar id, read through the limiter. */
export function avatarIdQuery(network: Network, owner: string) {
  const code = network.contracts.staking
  return queryOptions({
    queryKey: tableQueryKey(network, code, 'balances', owner, {
      limit: stakingBalancesRead.limit,
      of: 'avatar',
    }),
    queryFn: async ({ signal, client, queryKey }): Promise<AvatarIdRead> => {
      const previous = client.getQueryData<AvatarIdRead>(queryKey)
      if (previous !== undefined && Date.now() - previous.readAt <= AVATAR_ID_FRESH_MS)
        return previous
      const rows = await limiter.run(async () => {
        await nextTask()
        return stakingBalancesRead.get(network, owner, signal)
      }, signal)
      return { id: Number(avatarId(rows)), readAt: Date.now() }
    },
    staleTime: AVATAR_ID_FRESH_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
  })
}

const NO_IDS: ReadonlyMap<string, number> = new Map()

/**
 * The avatar ids of `owners`, observed outside React: `ids()` changes only when no read is in
 * flight (an owner not read, or whose read failed, is absent). TanStack Query hands its answers
 * to observers in batches, and a screen drawn again at each batch of fifty owners' answers is
 * what a phone's CPU stretches past 50 ms; the pictures are drawn once, when they are in.
 */
function avatarIdReads(
  client: QueryClient,
  owners: readonly string[],
  enabled: boolean,
  network: Network,
) {
  const observer = new QueriesObserver(
    client,
    owners.map((owner) => ({ ...avatarIdQuery(network, owner), enabled })),
  )
  let results: readonly QueryObserverResult[] | undefined
  let ids = NO_IDS
  const current = () => {
    const now = observer.getCurrentResult()
    if (now !== results && now.every((result) => result.fetchStatus === 'idle')) {
      const read = new Map<string, number>()
      now.forEach((result, index) => {
        const owner = owners[index]
        // The observer types its results' data as unknown: they are the queries above.
        const data = result.data as AvatarIdRead | undefined
        if (owner !== undefined && data !== undefined) read.set(owner, data.id)
      })
      ids = read.size === 0 ? NO_IDS : read
    }
    results = now
    return ids
  }
  return {
    // The reads start with the first listener: in a task after the one that drew the screen.
    subscribe: (listener: () => void) =>
      subscribeInNextTask((l) => observer.subscribe(l), listener),
    ids: current,
  }
}

/**
 * The avatar ids of `owners` (give a stable array), given once their reads end: an owner not
 * read, or whose read failed, is absent. `enabled` false reads nothing new but keeps what was
 * read: a screen holds the reads until what it shows first is done, and rows already drawn keep
 * their pictures meanwhile.
 */
export function useAvatarIds(
  owners: readonly string[],
  enabled: boolean,
  network: Network = currentNetwork,
): ReadonlyMap<string, number> {
  const client = useQueryClient()
  const reads = useMemo(
    () => avatarIdReads(client, owners, enabled, network),
    [client, owners, enabled, network],
  )
  return useSyncExternalStore(reads.subscribe, reads.ids)
}
