import { displayAmount } from '@dov/game/amount'
import { claimShortfalls } from '@dov/game/claims'
import { planRound, type RoundAction, type RoundPlan } from '@dov/game/round'
import type { BalanceRow } from '@dov/game/rows'
import { useZoneWins } from '../../chain/read/game/infos'
import type { ContractAction } from '../../chain/write/action'
import { claimFight, startFight } from '../../chain/write/game'
import { claimBuildings } from '../../chain/write/staking'
import { Button } from '../../ui/Button'
import styles from './ClaimAll.module.css'
import type { ReadyClaims } from './useReadyClaims'

/** +3.0000 DOVR, -1.0000 DOVX. */
const signedText = (amount: Parameters<typeof displayAmount>[0]) =>
  `${amount.units > 0n ? '+' : ''}${displayAmount(amount)}`

/** One action of the round in words. */
export function actionText(action: RoundAction): string {
  if (action.kind === 'claimfight') return `Claim the fight of ${action.title}`
  if (action.kind === 'claimmch') {
    const count = action.buildings.length
    return `Claim ${count} building${count === 1 ? '' : 's'}`
  }
  const costs = action.costs.map((cost) => `-${displayAmount(cost)}`).join(', ')
  return `Send ${action.title} to fight in zone ${action.zoneID}${costs === '' ? '' : ` (${costs})`}`
}

/** The round's actions as the contracts' (`claimfight`s, `claimmch`, `startfight`s), in order. */
export function roundActions(account: string, plan: RoundPlan): ContractAction[] {
  return plan.actions.map((action) => {
    if (action.kind === 'claimfight') return claimFight(account, action.divID)
    if (action.kind === 'claimmch') return claimBuildings(action.buildings)
    return startFight(account, action.divID, action.zoneID)
  })
}

/**
 * The round planned from what is ready, the balances and the player's wins; undefined while the
 * balances are unknown (the costs cannot be checked), or when no fight is over.
 */
export function useRound(
  account: string,
  ready: ReadyClaims,
  balances: readonly BalanceRow[] | undefined,
): RoundPlan | undefined {
  const wins = useZoneWins(account, { enabled: ready.fights.length > 0 })
  if (balances === undefined || ready.round === undefined || ready.fights.length === 0)
    return undefined
  return planRound(ready, {
    ...ready.round,
    wins: wins.known ? wins.data : undefined,
    balances,
  })
}

/**
 * The summary shown before Claim and fight again is signed: every action in order, the net
 * per token with the new fights' costs, the divisions that stay and why, and Sign / Cancel.
 */
export function RoundSummary({
  plan,
  balances,
  disabled,
  onSign,
  onCancel,
}: {
  plan: RoundPlan
  balances: readonly BalanceRow[]
  disabled: boolean
  onSign: () => void
  onCancel: () => void
}) {
  const short = claimShortfalls(plan.claims, balances)
  return (
    <section className={styles.round} aria-label="Claim and fight again">
      <ol aria-label="Actions, in order">
        {plan.actions.map((action) => (
          <li key={`${action.kind}:${'divID' in action ? action.divID : ''}`}>
            {actionText(action)}
          </li>
        ))}
      </ol>
      <ul className={styles.totals} aria-label="Claiming and fighting again moves your balances by">
        {plan.totals.map((total) => (
          <li key={total.symbol} data-testid={`round-total-${total.symbol}`}>
            {signedText(total)}
          </li>
        ))}
      </ul>
      {plan.stays.length > 0 && (
        <ul aria-label="Divisions that stay">
          {plan.stays.map((stay) => (
            <li key={stay.divID}>{stay.reason}</li>
          ))}
        </ul>
      )}
      <Button disabled={disabled || short.length > 0} onClick={onSign}>
        Sign
      </Button>
      <button type="button" className={styles.link} onClick={onCancel}>
        Cancel
      </button>
    </section>
  )
}
