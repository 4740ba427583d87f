import type { Amount } from '@dov/game/amount'
import { type ClaimShortfall, claimShortfalls } from '@dov/game/claims'
import type { BalanceRow } from '@dov/game/rows'
import type { CombinedReads } from '../../chain/read/combine'

/**
 * Why Claim all is disabled, the first that holds, in this order:
 * - `unread`: what is ready could not be read (the panel offers `Read again`);
 * - `checking`: nothing counted yet and the reads are still loading;
 * - `nothing`: nothing is ready, with the seconds until the next building or fight is, if one is
 *   under way (`nextIn`);
 * - `pricing`: something is ready but the reads behind the totals are still loading;
 * - `short`: a token's net is negative and more than its in-game balance holds (`claimShortfalls`);
 *   not said while the balances are unknown (the chain refuses such a claim anyway).
 * `null`: Claim all can be sent.
 */
export type ClaimReason =
  | { kind: 'unread' }
  | { kind: 'checking' }
  | { kind: 'nothing'; nextIn: number | undefined }
  | { kind: 'pricing' }
  | { kind: 'short'; shortfalls: readonly ClaimShortfall[] }

export function claimReason(
  ready: {
    /** The reads behind the count and the totals. */
    reads: Pick<CombinedReads, 'status'>
    /** How many buildings and fights are ready. */
    count: number
    /** Chain time the next building or fight becomes ready, if one is under way. */
    nextAt: number | undefined
    /** The net each token moves by when all is claimed. */
    totals: readonly Amount[]
  },
  /** The chain clock, in seconds. */
  now: number,
  /** The in-game balances; undefined while unknown. */
  balances: readonly BalanceRow[] | undefined,
): ClaimReason | null {
  const { status } = ready.reads
  if (status === 'error') return { kind: 'unread' }
  if (ready.count === 0 && status === 'loading') return { kind: 'checking' }
  if (ready.count === 0) {
    return { kind: 'nothing', nextIn: ready.nextAt === undefined ? undefined : ready.nextAt - now }
  }
  if (status !== 'ready') return { kind: 'pricing' }
  const shortfalls = balances === undefined ? [] : claimShortfalls(ready.totals, balances)
  if (shortfalls.length > 0) return { kind: 'short', shortfalls }
  return null
}
