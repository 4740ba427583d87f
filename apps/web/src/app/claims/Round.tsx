import { displayAmount, formatEarnings } from '@dov/game/amount'
import { claimShortfalls } from '@dov/game/claims'
import { setupPayload } from '@dov/game/division'
import {
  type BestZoneOption,
  planRound,
  type RoundAction,
  type RoundPlan,
  type RoundTarget,
  roundBestZones,
} from '@dov/game/round'
import type { BalanceRow, ZoneWins } from '@dov/game/rows'
import { zoneName } from '@dov/game/zones'
import { useId } from 'react'
import { type ContractAction, contractAction } from '../../chain/write/action'
import { claimFight, startFight } from '../../chain/write/game'
import { claimBuildings } from '../../chain/write/staking'
import { AmountText } from '../../ui/AmountText'
import { Button } from '../../ui/Button'
import styles from './ClaimAll.module.css'
import { SignedTotals } from './SignedTotals'
import type { ReadyClaims } from './useReadyClaims'

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

/** A division the player may send to the planner's best zone instead of the zone it fought in. */
export type RoundOption = { divID: number; title: string; same: string; best: BestZoneOption }

export type Round = { plan: RoundPlan; options: RoundOption[] }

/**
 * The round planned from what is ready, the balances, the player's wins (undefined: unknown) and
 * where the player sends each division (`targets`); undefined while the balances are unknown (the
 * costs cannot be checked), or when no fight is over. Its options are the divisions whose best
 * zone by the planner is another one than the zone they fought in.
 */
export function planReadyRound(
  ready: ReadyClaims,
  balances: readonly BalanceRow[] | undefined,
  wins: readonly ZoneWins[] | undefined,
  targets: ReadonlyMap<number, RoundTarget>,
): Round | undefined {
  if (balances === undefined || ready.round === undefined || ready.fights.length === 0)
    return undefined
  const reads = { ...ready.round, wins, balances }
  const best = roundBestZones(ready.fights, reads)
  const options: RoundOption[] = []
  for (const fight of ready.fights) {
    const option = best.get(fight.divID)
    const zone = ready.round.zones.find((z) => z.id === fight.zoneID)
    if (option === undefined || zone === undefined) continue
    const same = `${zone.id} ${zoneName(zone)}`
    options.push({ divID: fight.divID, title: fight.title, same, best: option })
  }
  return { plan: planRound(ready, reads, targets), options }
}

/**
 * Per division that has a better zone by the planner: the zone it fought in or that best zone,
 * as two radio buttons; the plan above follows the choice at once.
 */
function TargetChoice({
  option,
  target,
  onTarget,
}: {
  option: RoundOption
  target: RoundTarget
  onTarget: (divID: number, target: RoundTarget) => void
}) {
  const name = useId()
  const { best } = option
  return (
    <fieldset className={styles.choice}>
      <legend>{option.title}: where to fight again</legend>
      <label>
        <input
          type="radio"
          name={name}
          checked={target === 'same'}
          onChange={() => onTarget(option.divID, 'same')}
        />{' '}
        Same zone: {option.same}
      </label>
      <label>
        <input
          type="radio"
          name={name}
          checked={target === 'best'}
          onChange={() => onTarget(option.divID, 'best')}
        />{' '}
        <AmountText
          text={`Planner's best zone: ${best.zoneId} ${best.name} (Victory, ${formatEarnings(best.earnings)} DOVX per fight)`}
        />
      </label>
    </fieldset>
  )
}

/**
 * The summary shown before Claim and fight again is signed: where each division goes (the same
 * zone, or the planner's best where it differs), every action in order, the net per token with
 * the new fights' costs, the divisions that stay and why, and Sign / Cancel.
 */
export function RoundSummary({
  round: { plan, options },
  targets,
  onTarget,
  balances,
  disabled,
  onSign,
  onCancel,
}: {
  round: Round
  targets: ReadonlyMap<number, RoundTarget>
  onTarget: (divID: number, target: RoundTarget) => void
  balances: readonly BalanceRow[]
  disabled: boolean
  onSign: () => void
  onCancel: () => void
}) {
  const short = claimShortfalls(plan.claims, balances)
  return (
    <section className={styles.round} aria-label="Claim and fight again">
      {options.map((option) => (
        <TargetChoice
          key={option.divID}
          option={option}
          target={targets.get(option.divID) ?? 'same'}
          onTarget={onTarget}
        />
      ))}
      <ol aria-label="Actions, in order">
        {plan.actions.map((action) => (
          <li key={`${action.kind}:${'divID' in action ? action.divID : ''}`}>
            <AmountText text={actionText(action)} />
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
      <Button disabled={disabled || short.length > 0} onClick={onSign}>
        Sign
      </Button>
      <button type="button" className={styles.link} onClick={onCancel}>
        Cancel
      </button>
    </section>
  )
}
