/**
 * The chain's clock ("countdowns use the chain's clock (head block time), not the
 * browser's, so a player whose computer clock is wrong still sees the right timers").
 *
 * Each sync takes the best head block time of the RPC endpoints and ties it to the local
 * monotonic clock; between syncs chain time advances with the monotonic clock, so changing the
 * computer's clock changes nothing. Small backward corrections (under 2 s: network jitter) are
 * ignored so a countdown never ticks up. Before the first sync the browser clock stands in.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useReducer } from 'react'
import { network as currentNetwork } from '../../config/current'
import type { Network } from '../../config/network'
import { mapLimit } from '../transport/concurrency'
import { rpcPool } from '../transport/endpoints'
import { chainInfoKey } from '../transport/keys'
import { type ChainInfo, getInfoFrom } from '../transport/rpc'

/** Backward corrections smaller than this are jitter and ignored. */
export const MAX_IGNORED_BACKSTEP_MS = 2_000
/** How often `useChainNow` re-reads the heads (also on window focus). */
export const CLOCK_SYNC_MS = 30_000

export type ChainClock = {
  /** Ties chain time to now: the head block time (unix ms) just received. */
  sync(headBlockTimeMs: number): void
  /** Chain time in unix ms. */
  nowMs(): number
  /** Chain time in unix seconds (what `@dov/game` takes as `now`). */
  now(): number
  isSynced(): boolean
}

export function createChainClock(
  options: { monotonic?: () => number; wall?: () => number } = {},
): ChainClock {
  const monotonic = options.monotonic ?? (() => performance.now())
  const wall = options.wall ?? (() => Date.now())
  let offset: number | undefined
  const nowMs = () => (offset === undefined ? wall() : monotonic() + offset)
  return {
    sync(headBlockTimeMs) {
      if (!Number.isFinite(headBlockTimeMs)) return
      const next = headBlockTimeMs - monotonic()
      if (offset === undefined || next > offset || offset - next > MAX_IGNORED_BACKSTEP_MS) {
        offset = next
      }
    },
    nowMs,
    now: () => Math.floor(nowMs() / 1000),
    isSynced: () => offset !== undefined,
  }
}

/** The app's chain clock. */
export const chainClock = createChainClock()

/** Chain time in unix seconds. */
export function chainNow(): number {
  return chainClock.now()
}

/**
 * Reads `get_info` from every RPC endpoint (at most 4 at once), which feeds the failover's lag
 * rule, and syncs `clock` with the freshest head. Rejects only when no endpoint answered.
 */
export async function syncChainClock(
  network: Network,
  clock: ChainClock = chainClock,
  signal?: AbortSignal,
): Promise<ChainInfo> {
  const pool = rpcPool(network)
  const results = await mapLimit(pool.endpoints, 4, (endpoint) =>
    getInfoFrom(pool, endpoint, signal).then(
      (info) => ({ info }),
      (error: unknown) => ({ error }),
    ),
  )
  signal?.throwIfAborted()
  let best: ChainInfo | undefined
  for (const result of results) {
    if (
      'info' in result &&
      (best === undefined || result.info.head_block_time > best.head_block_time)
    ) {
      best = result.info
    }
  }
  if (best === undefined) throw results.find((result) => 'error' in result)?.error
  clock.sync(best.head_block_time)
  return best
}

/** The heads behind the clock; refetched every `CLOCK_SYNC_MS` while the tab is visible. */
export function chainHeadsQuery(network: Network, clock: ChainClock = chainClock) {
  return queryOptions({
    queryKey: chainInfoKey(network),
    queryFn: ({ signal }) => syncChainClock(network, clock, signal),
    refetchInterval: CLOCK_SYNC_MS,
    staleTime: CLOCK_SYNC_MS,
  })
}

/**
 * Keeps the chain clock synced and the lag rule fed (every `CLOCK_SYNC_MS`, and on focus) without
 * re-rendering every second: for the shell, so this runs on every screen.
 */
export function useChainClockSync(
  network: Network = currentNetwork,
  clock: ChainClock = chainClock,
) {
  return useQuery(chainHeadsQuery(network, clock))
}

/** Chain time in unix seconds, re-rendering every `intervalMs`; keeps the clock synced. */
export function useChainNow(
  intervalMs = 1_000,
  network: Network = currentNetwork,
  clock: ChainClock = chainClock,
): number {
  useChainClockSync(network, clock)
  const [, tick] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const timer = setInterval(tick, intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return clock.now()
}
