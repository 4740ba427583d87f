/**
 * The battle planner's summary on the fight list in words (docs/rules.md "War room"): per
 * division, what an hour of fighting pays in its zone and which zone is its best, from
 * `warRoom.battlePlan` (the builder's strip, same rules). Words only: every figure is the plan's.
 */
import { formatEarnings, formatTokenUnits } from '@dov/game/amount'
import { fightFlows } from '@dov/game/fight'
import type { BalanceRow } from '@dov/game/rows'
import { afterFight, type BattlePlan } from '@dov/game/warRoom'

export type PlanSummaryView = {
  /** "60.000 DOVX per hour of fighting here." when the duration and the zone are known. */
  here: string | undefined
  /** The best zone in words, or that there is none. */
  best: string
  /** The best zone's id when it is another zone than the division's: the builder can move it. */
  elsewhere: number | undefined
}

const dovx = (units: bigint) => `${formatEarnings(units)} DOVX`

export function planSummary(plan: BattlePlan, zoneId: number): PlanSummaryView {
  const current = plan.cells.find((cell) => cell.zoneId === zoneId)
  const perHour =
    current !== undefined && current.access !== 'missing' ? current.earningsPerHour : undefined
  const here = perHour === undefined ? undefined : `${dovx(perHour)} per hour of fighting here.`
  const best = plan.best
  if (best === undefined) {
    return {
      here,
      best: 'No zone it can choose and pay for gives this division a Victory.',
      elsewhere: undefined,
    }
  }
  const pays =
    best.earningsPerHour === undefined
      ? `${dovx(best.earnings)} per fight`
      : `${dovx(best.earnings)} per fight, ${dovx(best.earningsPerHour)} per hour`
  if (best.zoneId === zoneId) {
    return { here, best: `This is its best zone: Victory, ${pays}.`, elsewhere: undefined }
  }
  return {
    here,
    best: `Its best zone: ${best.zoneId} ${best.name}, Victory, ${pays}.`,
    elsewhere: best.zoneId,
  }
}

/**
 * The tokens one more fight in its zone would leave short of the next one, in words: "After this
 * fight: 0.5000 DOVH, not enough for the next." (`warRoom.afterFight`: balance − cost + what the
 * claim pays). None when the balances are unknown, or do not pay this fight (the card says so
 * and Fight is disabled), or the zone is not in the plan.
 */
export function afterFightTexts(
  plan: BattlePlan,
  zoneId: number,
  balances: readonly BalanceRow[] | undefined,
): string[] {
  const cell = plan.cells.find((candidate) => candidate.zoneId === zoneId)
  if (!balances || !cell || cell.access === 'missing' || !cell.affordable) return []
  return afterFight(balances, fightFlows(cell.earnings, cell.costs))
    .filter((token) => !token.enough)
    .map(
      (token) =>
        `After this fight: ${formatTokenUnits(token.after)} ${token.token}, not enough for the next.`,
    )
}
