import type { RoundTarget } from '@dov/game/round'
import type { BalanceRow, ZoneWins } from '@dov/game/rows'
import { useState } from 'react'
import { planReadyRound } from './Round'
import type { ReadyClaims } from './useReadyClaims'

/**
 * Claim and fight again: the round planned from what is ready (`planReadyRound`), where the player
 * sends each division (`targets`, kept while the summary is closed and opened again), and whether
 * the summary is open.
 */
export function useRound(
  ready: ReadyClaims,
  known: {
    balances: readonly BalanceRow[] | undefined
    wins: readonly ZoneWins[] | undefined
  },
) {
  const [targets, setTargets] = useState<ReadonlyMap<number, RoundTarget>>(new Map())
  const [reviewing, setReviewing] = useState(false)
  return {
    round: planReadyRound(ready, known.balances, known.wins, targets),
    targets,
    target: (divID: number, to: RoundTarget) =>
      setTargets((previous) => new Map(previous).set(divID, to)),
    reviewing,
    setReviewing,
  }
}
