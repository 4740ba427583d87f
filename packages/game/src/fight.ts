/**
 * Fight result and payout (spec §4 "Division win result: X (unauthorized) when no power threshold
 * is met or a prerequisite is unmet. Otherwise the highest threshold key met (win, draw, loss).";
 * §5 "Earnings shown: resolution value / 10000 times (1 + bonusd / 1,000,000).").
 * The chain's fight contract and the screens call the same `fightOutcome`, so the earnings shown
 * are the integer units the chain pays.
 */
import { type Amount, BONUS_SCALE, mulDivFloor, TOKEN_PRECISION, toUnits } from './amount'
import { isAuthorized } from './authorization'
import { pairGet } from './pairs'
import { divisionBonus, divisionPower, type UnitStats } from './power'
import type { Pair, UnitConfig, Zone } from './rows'

export const RESULT_KEYS = ['win', 'draw', 'loss'] as const
export type ResultKey = (typeof RESULT_KEYS)[number]
export type FightResult = ResultKey | 'X'

/** Best first: win > draw > loss > X. */
export function resultRank(result: FightResult): number {
  return result === 'X' ? 0 : 3 - RESULT_KEYS.indexOf(result)
}

/**
 * The best key (win, then draw, then loss) whose threshold the power reaches (power ≥ threshold);
 * X when unauthorized or none is reached. A key absent from the thresholds is never reached.
 */
export function fightResult(
  powerUnits: number,
  thresholds: readonly Pair[],
  authorized: boolean,
): FightResult {
  if (!authorized) return 'X'
  for (const key of RESULT_KEYS) {
    const threshold = pairGet(thresholds, key)
    if (threshold !== undefined && powerUnits >= threshold) return key
  }
  return 'X'
}

/** Highlight shown for a result: Victory, Draw, Defeat; X shows none. */
export function resultLabel(result: FightResult): 'Victory' | 'Draw' | 'Defeat' | undefined {
  if (result === 'win') return 'Victory'
  if (result === 'draw') return 'Draw'
  if (result === 'loss') return 'Defeat'
  return undefined
}

/**
 * Earnings in DOVX units: floor(resolution × (10^6 + bonusd) / 10^6).
 * e.g. resolution 25,000 (2.5 DOVX), bonusd 200,000 → 30,000 units = 3.0000 DOVX.
 */
export function earningsUnits(resolutionUnits: number, bonusd: number): bigint {
  const units = mulDivFloor(toUnits(resolutionUnits), BONUS_SCALE + toUnits(bonusd), BONUS_SCALE)
  return units < 0n ? 0n : units
}

/** Resolution for a result (0 for X or a key the zone does not list). */
export function resolutionFor(zone: Pick<Zone, 'resolutions'>, result: FightResult): number {
  return result === 'X' ? 0 : (pairGet(zone.resolutions, result) ?? 0)
}

export type FightOutcome = {
  power: number
  authorized: boolean
  result: FightResult
  bonusd: number
  bonusw: number
  /** DOVX units paid by claimfight (= the expected earnings shown). */
  payout: bigint
}

/** Everything the fight list, the builder and the fight contract compute for a division. */
export function fightOutcome(
  units: readonly UnitStats[],
  zone: Pick<Zone, 'terrain' | 'power' | 'pre_allow' | 'resolutions'>,
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[],
): FightOutcome {
  const power = divisionPower(units, zone.terrain)
  const authorized = isAuthorized(zone.pre_allow, units, udata)
  const result = fightResult(power, zone.power, authorized)
  const bonusd = divisionBonus(units, 'bonusd')
  const bonusw = divisionBonus(units, 'bonusw')
  const payout = earningsUnits(resolutionFor(zone, result), bonusd)
  return { power, authorized, result, bonusd, bonusw, payout }
}

/** Zone costs charged by startfight, in token units (keys DOVH, DOVX; missing key → 0). */
export function zoneCosts(zone: Pick<Zone, 'costs'>): { DOVH: Amount; DOVX: Amount } {
  const amount = (symbol: string): Amount => ({
    units: toUnits(pairGet(zone.costs, symbol) ?? 0),
    precision: TOKEN_PRECISION,
    symbol,
  })
  return { DOVH: amount('DOVH'), DOVX: amount('DOVX') }
}

/** Seconds in an hour (§9 "building delay in hours (seconds / 3600)"). */
export const SECONDS_PER_HOUR = 3600

/**
 * An amount per fight as an amount per hour of fighting: floor(units × 3600 / fightSecs), with
 * `fightSecs` the fight duration (`dov.game` settings `fight_secs`: not in the spec). undefined
 * when the duration is not a positive safe integer (unknown). Rounded toward −∞ like every
 * division of amounts. e.g. 3.0000 DOVX per 180 s fight → 60.0000 DOVX per hour.
 */
export function perHourUnits(units: bigint, fightSecs: number): bigint | undefined {
  if (!Number.isSafeInteger(fightSecs) || fightSecs <= 0) return undefined
  return mulDivFloor(units, BigInt(SECONDS_PER_HOUR), BigInt(fightSecs))
}

/**
 * The DOVX a fight leaves the player: what the claim pays (`fightOutcome(...).payout`, §5
 * "Earnings shown") minus the zone's DOVX cost that `startfight` charges (`zoneCosts`). Negative
 * when the fight costs more DOVX than it pays. The DOVH cost is another token and is not netted.
 */
export function netDovxUnits(payout: bigint, zone: Pick<Zone, 'costs'>): bigint {
  return payout - zoneCosts(zone).DOVX.units
}
