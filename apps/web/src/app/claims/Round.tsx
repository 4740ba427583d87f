import { displayAmount, formatEarnings } from '@dov/game/amount'
import { claimShortfalls } from '@dov/game/claims'
import { setupPayload } from '@dov/game/division'
import { orderOf, type StandingOrder, type StandingOrders } from '@dov/game/orders'
import {
  type BestZoneOption,
  planRound,
  type RoundAction,
  type RoundPlan,
  roundBestZones,
} from '@dov/game/round'
import type { BalanceRow, ZoneWins } from '@dov/game/rows'
import { zoneName } from '@dov/game/zones'
import { lazy, Suspense, useId, useState } from 'react'
import { type ContractAction, contractAction } from '../../chain/write/action'
import { claimFight, startFight } from '../../chain/write/game'
import { claimBuildings } from '../../chain/write/staking'
import { AmountText } from '../../ui/AmountText'
import { Button } from '../../ui/Button'
import styles from './ClaimAll.module.css'
import { confirmation } from './roundConfirm'
import { SignedTotals } from './SignedTotals'
import type { ReadyClaims } from './useReadyClaims'

/** The dialog that asks before a fight the single Fight would ask about: loaded when it asks. */
const ConfirmDialog = lazy(() =>
  import('../../ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
)

/** One action of the round in words. */
export function actionText(action: RoundAction): string {
  if (action.kind === 'claimfight') return `Claim the fight of ${action.title}`
  if (action.kind === 'claimmch') {
    const count = action.buildings.length
    return `Claim ${count} building${count === 1 ? '' : 's'}`
  }
  const costs = action.costs.map((cost) => `-${displayAmount(cost)}`).join(', ')
  const moved = action.from === action.zoneID ? '' : `, moved from zone ${action.from}`
  return `Send ${action.title} to fight in zone ${action.zoneID}${moved}${costs === '' ? '' : ` (${costs})`}`
}

/**
 * The round's actions as the contracts' (`claimfight`s, `claimmch`, `startfight`s), in order; a
 * division sent to another zone than the one it fought in is saved there first (`editdivision`
 * with its same units, as the fight card's Move and fight does).
 */
export function roundActions(account: string, plan: RoundPlan): ContractAction[] {
  return plan.actions.flatMap((action): ContractAction[] => {
    if (action.kind === 'claimfight') return [claimFight(account, action.divID)]
    if (action.kind === 'claimmch') return [claimBuildings(action.buildings)]
    const send = startFight(account, action.divID, action.zoneID)
    if (action.from === action.zoneID) return [send]
    // `chain/write/divsim`'s `editDivision` builds the same action; imported here it would be
    // shared by the panel, the builder and the fight list, and the bundler's regrouping of the
    // shared chunks costs the fight screen ~0.15 KB gzip (over its budget).
    const move = contractAction('divsim', 'editdivision', {
      divID: action.divID,
      player: account,
      setup: setupPayload(action.units),
      zoneID: action.zoneID,
    })
    return [move, send]
  })
}

/**
 * A division of the round: the zone it fought in (`same`, `1 Omaha Beach`) and the planner's best
 * zone after the claims when that is another one (`best`).
 */
export type RoundDivision = {
  divID: number
  title: string
  same: string
  best: BestZoneOption | undefined
}

export type Round = { plan: RoundPlan; divisions: RoundDivision[] }

/**
 * The round planned from what is ready, the balances, the player's wins (undefined: unknown) and
 * each division's standing order (`orders`); undefined while the balances are unknown (the costs
 * cannot be checked), or when no fight is over.
 */
export function planReadyRound(
  ready: ReadyClaims,
  balances: readonly BalanceRow[] | undefined,
  wins: readonly ZoneWins[] | undefined,
  orders: StandingOrders,
): Round | undefined {
  if (balances === undefined || ready.round === undefined || ready.fights.length === 0)
    return undefined
  const reads = { ...ready.round, wins, balances }
  const best = roundBestZones(ready.fights, reads)
  const divisions: RoundDivision[] = []
  for (const fight of ready.fights) {
    const zone = ready.round.zones.find((z) => z.id === fight.zoneID)
    if (zone === undefined) continue
    const same = `${zone.id} ${zoneName(zone)}`
    divisions.push({ divID: fight.divID, title: fight.title, same, best: best.get(fight.divID) })
  }
  return { plan: planRound(ready, reads, orders), divisions }
}

/** Each order as the select offers it. */
const ORDER_LABELS: Record<StandingOrder, string> = {
  same: 'Same zone',
  best: "Planner's best zone",
  hold: 'Hold if it would lose',
}

/** What an order does for this division now, in words (its amounts marked by `AmountText`). */
export function orderText(division: RoundDivision, order: StandingOrder): string {
  const { best } = division
  if (order === 'hold')
    return `Fights again in ${division.same}, unless a Defeat or a loss is expected there: then it stays.`
  if (order === 'best' && best !== undefined)
    return `Planner's best zone: ${best.zoneId} ${best.name} (Victory, ${formatEarnings(best.earnings)} DOVX per fight).`
  if (order === 'best') return `No better zone by the planner: fights again in ${division.same}.`
  return `Fights again in ${division.same}.`
}

/**
 * A division's standing order (kept on the device): the zone it fought in, the planner's best
 * zone, or hold where it would lose; what it means now under it. The plan follows at once.
 */
function OrderChoice({
  division,
  order,
  onOrder,
}: {
  division: RoundDivision
  order: StandingOrder
  onOrder: (divID: number, order: StandingOrder) => void
}) {
  const id = useId()
  return (
    <li className={styles.order}>
      <label htmlFor={id}>{division.title}: standing order</label>
      <select
        id={id}
        className={styles.select}
        value={order}
        aria-describedby={`${id}-says`}
        onChange={(event) => {
          const chosen = (Object.keys(ORDER_LABELS) as StandingOrder[]).find(
            (key) => key === event.target.value,
          )
          if (chosen !== undefined) onOrder(division.divID, chosen)
        }}
      >
        {(Object.keys(ORDER_LABELS) as StandingOrder[]).map((key) => (
          <option key={key} value={key}>
            {ORDER_LABELS[key]}
          </option>
        ))}
      </select>
      <p id={`${id}-says`} className={styles.says}>
        <AmountText text={orderText(division, order)} />
      </p>
    </li>
  )
}

/**
 * The summary shown before Claim and fight again is signed: each division's standing order, every
 * action in order (a fight the single Fight would ask about says why under it), the net per token
 * with the new fights' costs, the divisions that stay and why, and Sign / Cancel. Sign asks first,
 * as the fight card's Fight does, when a fight sent would be one it asks about.
 */
export function RoundSummary({
  round: { plan, divisions },
  orders,
  onOrder,
  balances,
  disabled,
  onSign,
  onCancel,
}: {
  round: Round
  orders: StandingOrders
  onOrder: (divID: number, order: StandingOrder) => void
  balances: readonly BalanceRow[]
  disabled: boolean
  onSign: () => void
  onCancel: () => void
}) {
  const short = claimShortfalls(plan.claims, balances)
  const ask = confirmation(plan.redeploys)
  const [confirming, setConfirming] = useState(false)
  return (
    <section className={styles.round} aria-label="Claim and fight again">
      <ul className={styles.orders} aria-label="Standing orders">
        {divisions.map((division) => (
          <OrderChoice
            key={division.divID}
            division={division}
            order={orderOf(orders, division.divID)}
            onOrder={onOrder}
          />
        ))}
      </ul>
      <ol aria-label="Actions, in order">
        {plan.actions.map((action) => (
          <li key={`${action.kind}:${'divID' in action ? action.divID : ''}`}>
            <AmountText text={actionText(action)} />
            {action.kind === 'startfight' && action.warning !== undefined && (
              <span className={styles.warning}> {action.warning}</span>
            )}
          </li>
        ))}
      </ol>
      <SignedTotals
        totals={plan.totals}
        label="Claiming and fighting again moves your balances by"
        testIdPrefix="round-total-"
      />
      {plan.stays.length > 0 && (
        <ul aria-label="Divisions that stay">
          {plan.stays.map((stay) => (
            <li key={stay.divID}>{stay.reason}</li>
          ))}
        </ul>
      )}
      <Button
        disabled={disabled || short.length > 0}
        onClick={ask === undefined ? onSign : () => setConfirming(true)}
      >
        Sign
      </Button>
      <button type="button" className={styles.link} onClick={onCancel}>
        Cancel
      </button>
      {confirming && ask !== undefined && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={ask.title}
            confirmLabel="Confirm"
            onClose={() => setConfirming(false)}
            onConfirm={onSign}
          >
            {ask.text}
          </ConfirmDialog>
        </Suspense>
      )}
    </section>
  )
}
