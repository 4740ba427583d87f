/**
 * Transaction headers prepared ahead of the click (spec section 9: 3 blocks behind, 30 s expiry),
 * so that `transact` opens the wallet with no network round trip of ours in between (popup
 * wallets are blocked when the popup does not open straight from the click).
 */

import type { EndpointPool } from '../transport/failover'
import { getInfo } from '../transport/rpc'

export const BLOCKS_BEHIND = 3
export const EXPIRE_SECONDS = 30

/**
 * What the app sets of a transaction's header. The rest (no NET or CPU cap, no delay) is 0, which
 * WharfKit's signing request fills in for any field left out.
 */
export type TxHeader = {
  expiration: string
  ref_block_num: number
  ref_block_prefix: number
}

export type TaposReference = {
  /** The referenced block's number (head − BLOCKS_BEHIND). */
  blockNum: number
  refBlockPrefix: number
  /** Head block time in ms since the epoch, as the chain said it. */
  headTimeMs: number
  /** Local monotonic time (performance.now()) when it was read. */
  readAt: number
}

function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)
}

/** The header for a transaction signed now: chain time (not the browser's clock) + 30 s. */
export function headerFrom(ref: TaposReference, nowMonotonic: number): TxHeader {
  const chainNowMs = ref.headTimeMs + Math.max(0, nowMonotonic - ref.readAt)
  return {
    expiration: isoSeconds(chainNowMs + EXPIRE_SECONDS * 1000),
    ref_block_num: ref.blockNum & 0xffff,
    ref_block_prefix: ref.refBlockPrefix,
  }
}

/** Reads get_info, then get_block_info for head − 3, into a reference (through the failover pool). */
export async function readTapos(pool: EndpointPool, now: () => number): Promise<TaposReference> {
  const info = await getInfo(pool)
  const blockNum = Math.max(1, info.head_block_num - BLOCKS_BEHIND)
  const block = await pool.request('/v1/chain/get_block_info', {
    method: 'POST',
    body: JSON.stringify({ block_num: blockNum }),
  })
  const prefix = (block.body as { ref_block_prefix?: unknown } | null)?.ref_block_prefix
  // `isSafeInteger` is false for anything that is not a number, so it is the whole check.
  if (!Number.isSafeInteger(prefix)) throw new Error('no ref_block_prefix')
  return {
    blockNum,
    refBlockPrefix: prefix as number,
    headTimeMs: info.head_block_time,
    readAt: now(),
  }
}

/** How often the ready header's reference block is read again. */
export const TAPOS_REFRESH_MS = 10_000

/** A transaction header kept ready (`keepHeaderReady`). */
export type ReadyHeader = {
  /** The header for a transaction signed now; none before the first read answered. */
  header(): TxHeader | undefined
  /** Reads no more. */
  stop(): void
}

/**
 * How old (by the device's clock) a reference may be and still give the header: two refreshes.
 * Past it the refreshes stopped (a background tab's throttled timers, a device that slept, whose
 * monotonic clock may not have counted the sleep) or the chain's clock moved on its own, and a
 * header from it could be expired when it reaches the chain.
 */
export const TAPOS_STALE_MS = 2 * TAPOS_REFRESH_MS

/**
 * A transaction header kept ready from now until `stop`, so a click signs with nothing awaited
 * before the wallet opens: the reference block is read at once, then every `TAPOS_REFRESH_MS`; a
 * failed read keeps the last one, for `TAPOS_STALE_MS` by the device's clock (`wall`); with none,
 * WharfKit resolves the header itself, from the chain.
 */
export function keepHeaderReady(
  pool: EndpointPool,
  now = () => performance.now(),
  wall = () => Date.now(),
): ReadyHeader {
  let kept: { ref: TaposReference; at: number } | undefined
  const refresh = () =>
    readTapos(pool, now).then(
      (ref) => {
        kept = { ref, at: wall() }
      },
      () => {
        // The last reference stays while it is fresh enough.
      },
    )
  void refresh()
  const timer = setInterval(refresh, TAPOS_REFRESH_MS)
  return {
    header: () =>
      kept === undefined || Math.abs(wall() - kept.at) > TAPOS_STALE_MS
        ? undefined
        : headerFrom(kept.ref, now()),
    stop: () => clearInterval(timer),
  }
}
