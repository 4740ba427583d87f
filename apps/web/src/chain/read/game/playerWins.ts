/**
 * The Hall of Fame's wins (spec §7 "infos per owner feeds the leaderboards."): game contract
 * `infos` read owner by owner, for the owners `infoScopes.ts` lists.
 *
 * - **Bounded**: at most `PLAYER_WINS_CONCURRENCY` reads in flight app-wide (one shared limiter),
 *   so a thousand owners never become a thousand requests at once.
 * - **Few cache entries, stable keys**: owners are spread over `PLAYER_WINS_BUCKETS` queries by a
 *   hash of their name. A thousand owners are 64 queries, not a thousand (every cache-wide
 *   observer, such as the shell's loading spinner, stays cheap), and a new owner in the list
 *   changes one bucket's key: only that bucket is read again.
 * - **A freshness of its own**: a bucket is fresh for 5 minutes and is never read again on a
 *   window refocus or a reconnect, nor on a return to the screen because a transaction elsewhere
 *   invalidated every chain read (a transaction changes one player's wins, not the boards').
 * - **Failures stay one owner's**: an owner's read is retried `PLAYER_WINS_RETRIES` times, then
 *   reported in its bucket's `failed` (never counted as "no wins"); the bucket's other owners are
 *   kept. Refetching a fresh bucket (the screen's Retry) reads only its failed owners again.
 *
 * `usePlayerWins(owners)` gives the wins once read, and `usePlayerWinsRead` the count so far.
 */
import type { PlayerWins } from '@dov/game/hof'
import {
  QueriesObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserverResult,
  queryOptions,
  useQueryClient,
} from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { createLimiter } from '../../transport/limiter'
import { zoneWinsRead } from './infos'
import { nextTask, subscribeInNextTask } from './nextTask'

/**
 * Per-owner `infos` reads in flight at once: what a browser opens to one host over HTTP/1.1 (6
 * connections), so a public node sees no more than one page load's worth at a time. The Hall of
 * Fame starts them once its table scans are done, so they do not queue behind each other.
 */
export const PLAYER_WINS_CONCURRENCY = 6
/** Queries the owners are spread over (by a hash of the name). */
export const PLAYER_WINS_BUCKETS = 64
/** How long a bucket's wins count as fresh for the Hall of Fame. */
export const PLAYER_WINS_FRESH_MS = 5 * 60_000
/** Retries of one owner's read before it is reported as failed. */
export const PLAYER_WINS_RETRIES = 2

const limiter = createLimiter(PLAYER_WINS_CONCURRENCY)

/** FNV-1a (32 bits) of the name, modulo the bucket count: the same name, the same bucket. */
export function bucketOf(owner: string, buckets = PLAYER_WINS_BUCKETS): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < owner.length; i++) {
    hash ^= owner.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % buckets
}

/** `owners` spread over the buckets, each bucket's owners in the order given; empty ones left out. */
export function bucketsOf(owners: readonly string[], buckets = PLAYER_WINS_BUCKETS): string[][] {
  const spread: string[][] = Array.from({ length: buckets }, () => [])
  for (const owner of owners) spread[bucketOf(owner, buckets)]?.push(owner)
  return spread.filter((bucket) => bucket.length > 0)
}

/** One bucket's answer: the wins of the owners read, and the owners whose read failed. */
export type BucketWins = { players: PlayerWins[]; failed: string[] }

export type PlayerWinsOptions = {
  /** Delay before retry n of an owner's read (1 s, 2 s, 4 s … up to 8 s when absent). */
  retryDelay?: (attempt: number) => number
}

const defaultDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000)

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** One owner's wins through the limiter, retried; undefined when every attempt failed. */
async function readOwner(
  network: Network,
  owner: string,
  signal: AbortSignal,
  retryDelay: (attempt: number) => number,
): Promise<PlayerWins | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return {
        owner,
        wins: await limiter.run(async () => {
          await nextTask()
          return zoneWinsRead.get(network, owner, signal)
        }, signal),
      }
    } catch (error) {
      if (signal.aborted) throw error
      if (attempt >= PLAYER_WINS_RETRIES) return undefined
      await sleep(retryDelay(attempt), signal)
    }
  }
}

function isFresh(dataUpdatedAt: number): boolean {
  return dataUpdatedAt > 0 && Date.now() - dataUpdatedAt <= PLAYER_WINS_FRESH_MS
}

/**
 * Reads a bucket's owners: all of them, or, when the bucket's last answer is still fresh, only
 * the owners that failed in it (the others are kept).
 */
async function readBucket(
  network: Network,
  owners: readonly string[],
  context: { client: QueryClient; queryKey: QueryKey; signal: AbortSignal },
  retryDelay: (attempt: number) => number,
): Promise<BucketWins> {
  const previous = context.client.getQueryState<BucketWins>(context.queryKey)
  const retrying =
    previous?.data !== undefined && isFresh(previous.dataUpdatedAt) ? previous.data : undefined
  const toRead = retrying?.failed ?? owners
  const read = await Promise.all(
    toRead.map((owner) => readOwner(network, owner, context.signal, retryDelay)),
  )
  const byOwner = new Map((retrying?.players ?? []).map((player) => [player.owner, player]))
  for (const player of read) if (player) byOwner.set(player.owner, player)
  return {
    players: owners.flatMap((owner) => byOwner.get(owner) ?? []),
    failed: owners.filter((owner) => !byOwner.has(owner)),
  }
}

/** One bucket of owners, read with the limits above. */
export function playerWinsBucketQuery(
  network: Network,
  owners: readonly string[],
  options: PlayerWinsOptions = {},
) {
  const code = network.contracts.game
  const retryDelay = options.retryDelay ?? defaultDelay
  return queryOptions({
    queryKey: tableQueryKey(network, code, 'infos', null, { owners, limit: zoneWinsRead.limit }),
    queryFn: (context): Promise<BucketWins> => readBucket(network, owners, context, retryDelay),
    staleTime: PLAYER_WINS_FRESH_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Read again on a return only when older than the freshness, not because it was invalidated.
    refetchOnMount: (query) => !isFresh(query.state.dataUpdatedAt),
    // Retries are per owner, inside the bucket.
    retry: false,
  })
}

export type PlayerWinsProgress = {
  /** Owners asked for. */
  total: number
  /** Owners whose wins are known (`players.length`). */
  read: number
  /** The wins known so far. */
  players: readonly PlayerWins[]
  /** Owners whose read failed after its retries (and is not being read again now). */
  failed: readonly string[]
  /** Every owner read or failed: nothing more arrives without a retry. */
  done: boolean
  /** Reads the failed owners again. */
  retryFailed: () => void
}

/**
 * The reads of a list of owners' wins, observed outside React: `progress()` changes at every
 * answer, `settled()` only when the reads end or start again or an owner fails. A screen reads
 * `settled()` (`usePlayerWins`) and only its progress line reads `progress()`
 * (`usePlayerWinsRead`): TanStack Query hands a batch of answers to its observers in one task, and
 * a screen drawn again at each batch (every board, every query's options) is what a phone's CPU
 * stretches past 100 ms.
 */
export type PlayerWinsReads = {
  subscribe: (listener: () => void) => () => void
  progress: () => PlayerWinsProgress
  settled: () => PlayerWinsProgress
}

function combine(
  results: readonly QueryObserverResult<BucketWins>[],
  buckets: readonly (readonly string[])[],
  total: number,
): PlayerWinsProgress {
  const players: PlayerWins[] = []
  const failed: string[] = []
  const retry: (() => unknown)[] = []
  let settled = 0
  results.forEach((result, index) => {
    if (result.data !== undefined) players.push(...result.data.players)
    if (result.fetchStatus !== 'idle') return
    // Not being read: its failures are known (a bucket that failed as a whole, which only an
    // unexpected error does, counts all its owners as failed).
    const missed = result.data?.failed ?? (result.isError ? (buckets[index] ?? []) : [])
    if (result.data !== undefined || result.isError) settled++
    failed.push(...missed)
    if (missed.length > 0) retry.push(result.refetch)
  })
  return {
    total,
    read: players.length,
    players,
    failed,
    done: settled === results.length,
    retryFailed: () => {
      for (const refetch of retry) void refetch()
    },
  }
}

function playerWinsReads(
  client: QueryClient,
  owners: readonly string[],
  network: Network,
  options: PlayerWinsOptions,
): PlayerWinsReads {
  const buckets = bucketsOf(owners)
  const observer = new QueriesObserver(
    client,
    buckets.map((bucket) => playerWinsBucketQuery(network, bucket, options)),
  )
  // Both snapshots are kept until the observer's results change (React asks for them often).
  let results: readonly QueryObserverResult<BucketWins>[] | undefined
  let snapshots: { progress: PlayerWinsProgress; settled: PlayerWinsProgress } | undefined
  const current = () => {
    // The observer types its results' data as unknown: they are the buckets' queries above.
    const now = observer.getCurrentResult() as QueryObserverResult<BucketWins>[]
    if (now !== results || !snapshots) {
      results = now
      const progress = combine(now, buckets, owners.length)
      const settled = snapshots?.settled
      snapshots = {
        progress,
        settled:
          settled?.done === progress.done && settled.failed.length === progress.failed.length
            ? settled
            : progress,
      }
    }
    return snapshots
  }
  return {
    // The reads start as the observer gets its first listener: in a task after the one that drew
    // the screen, each bucket's start being TanStack's work of a millisecond or so on a phone.
    // What changed before the subscription (another screen's reads) is seen at once.
    subscribe: (listener) => subscribeInNextTask((l) => observer.subscribe(l), listener),
    progress: () => current().progress,
    settled: () => current().settled,
  }
}

/**
 * The reads of `owners`' wins (give a stable array: a query's data is), with the limits above:
 * what they give once they end (`players`, `failed`, `done`; drawn again only when the reads end
 * or start again or an owner fails), and `reads`, whose count so far a progress line shows
 * (`usePlayerWinsRead`). Leaving the screen cancels the reads still waiting for their turn.
 */
export function usePlayerWins(
  owners: readonly string[],
  options: PlayerWinsOptions = {},
  network: Network = currentNetwork,
): PlayerWinsProgress & { reads: PlayerWinsReads } {
  const client = useQueryClient()
  const { retryDelay } = options
  const reads = useMemo(
    () => playerWinsReads(client, owners, network, retryDelay ? { retryDelay } : {}),
    [client, owners, network, retryDelay],
  )
  return { ...useSyncExternalStore(reads.subscribe, reads.settled), reads }
}

/** How many owners' wins `reads` has so far: re-renders its component at every answer. */
export function usePlayerWinsRead(reads: PlayerWinsReads): number {
  return useSyncExternalStore(reads.subscribe, () => reads.progress().read)
}
