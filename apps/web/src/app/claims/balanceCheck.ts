import type { Amount } from '@dov/game/amount'
import { type BalanceMove, unexpectedMoves } from '@dov/game/claims'
import type { BalanceRow } from '@dov/game/rows'

/** Spec §9: a node may lag; a check that disagrees reads again after the machine-claim delay. */
export const RECHECK_MS = 2000

/** What the panel says after a claim: the chain's answer, compared with what was shown. */
export type ClaimReport =
  | { kind: 'checking' }
  | { kind: 'checked'; shown: Amount[]; moves: BalanceMove[] }
  | { kind: 'unchecked'; shown: Amount[] }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Reads the balances again after the transaction (`read`) and compares how each token moved since
 * `before` with what was `shown`; a difference is read once more after `RECHECK_MS` (a node behind
 * may not show it yet). Unchecked when the balances before are unknown or a read fails.
 */
export async function checkBalances(
  read: () => Promise<readonly BalanceRow[]>,
  shown: Amount[],
  before: readonly BalanceRow[] | undefined,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<ClaimReport> {
  if (before === undefined) return { kind: 'unchecked', shown }
  try {
    let moves = unexpectedMoves(shown, before, await read())
    if (moves.length > 0) {
      await wait(RECHECK_MS)
      moves = unexpectedMoves(shown, before, await read())
    }
    return { kind: 'checked', shown, moves }
  } catch {
    return { kind: 'unchecked', shown }
  }
}
