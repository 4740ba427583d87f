import type { Amount } from '@dov/game/amount'
import type { BalanceRow } from '@dov/game/rows'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { stakingBalancesRead } from '../../chain/read/staking/balances'
import type { ContractAction } from '../../chain/write/action'
import { network } from '../../config/current'
import { useTransact } from '../../session/useTransact'
import { type ClaimReport, checkBalances } from './balanceCheck'

/**
 * Claims sent from the panel (Claim all, and the round): `send` asks the wallet straight from the
 * click, then reads the balances again and compares them with `before` (the balances the panel
 * showed, undefined while unknown) and what was shown (`report`, until dismissed or the next
 * claim). With the transaction's `pending` and `isPending` for the buttons.
 */
export function useClaim(account: string, before: readonly BalanceRow[] | undefined) {
  const { run, pending, isPending } = useTransact()
  const queryClient = useQueryClient()
  const [report, setReport] = useState<ClaimReport>()
  const read = () =>
    queryClient.fetchQuery({ ...stakingBalancesRead.query(network, account), staleTime: 0 })

  /** Sends `actions` and checks the balances moved by `shown`. */
  const send = (actions: readonly ContractAction[], shown: Amount[]) => {
    // The wallet is asked here, inside the click (useTransact).
    const sent = run(actions)
    setReport(undefined)
    void sent.then(async (result) => {
      if (result === null) return
      setReport({ kind: 'checking' })
      setReport(await checkBalances(read, shown, before))
    })
  }
  return { send, report, dismiss: () => setReport(undefined), pending, isPending }
}
