import type { BalanceRow, ZoneWins } from '@dov/game/rows'
import { useState } from 'react'
import { planReadyRound } from './Round'
import { useStandingOrders } from './standingOrders'
import type { ReadyClaims } from './useReadyClaims'

/**
 * Claim and fight again: the round planned from what is ready (`planReadyRound`) and each
 * division's standing order (kept on the device, `useStandingOrders`), and whether the summary is
 * open.
 */
export function useRound(
  account: string,
  ready: ReadyClaims,
  known: {
    balances: readonly BalanceRow[] | undefined
    wins: readonly ZoneWins[] | undefined
  },
) {
  const { orders, setOrder } = useStandingOrders(account)
  const [reviewing, setReviewing] = useState(false)
  return {
    round: planReadyRound(ready, known.balances, known.wins, orders),
    orders,
    setOrder,
    reviewing,
    setReviewing,
  }
}
