/**
 * Fight result and payout (spec §4 "Division win result: X (unauthorized) when no power threshold
 * is met or a prerequisite is unmet. Otherwise the highest threshold key met (win, draw, loss).";
 * §5 "Earnings shown: resolution value / 10000 times (1 + bonusd / 1,000,000).").
 * The chain's fight contract and the screens call the same `fightOutcome`, so the earnings shown
 * are the integer units the chain pays.
 */
import {
  type Amount,
  BONUS_SCALE,
  formatTokenUnits,
  mulDivFloor,
  TOKEN_PRECISION,
  toUnits,
} from './amount'
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

/** The tokens a fight moves, in the order the screens list them: it pays DOVX, it costs both. */
export const FIGHT_TOKENS = ['DOVX', 'DOVH'] as const
export type FightToken = (typeof FIGHT_TOKENS)[number]

/** What one fight moves, per token, in token units. */
export type FightFlows = Record<FightToken, { earned: bigint; cost: bigint; net: bigint }>

/**
 * One fight per token: what the claim pays (`payout`, DOVX only: the resolution of the expected
 * result, so a Defeat pays its `loss` resolution) and what `startfight` charges (`zoneCosts`), and
 * the net, earned − cost. e.g. a Defeat in a zone costing 1.0000 DOVH and 0.5000 DOVX that pays
 * 0.5000 DOVX nets 0 DOVX and −1.0000 DOVH.
 */
export function fightFlows(payout: bigint, costs: { DOVH: Amount; DOVX: Amount }): FightFlows {
  const flow = (earned: bigint, cost: bigint) => ({ earned, cost, net: earned - cost })
  return { DOVX: flow(payout, costs.DOVX.units), DOVH: flow(0n, costs.DOVH.units) }
}

/** The tokens a fight leaves the player fewer of (net < 0), in `FIGHT_TOKENS` order. */
export function losingTokens(flows: FightFlows): FightToken[] {
  return FIGHT_TOKENS.filter((token) => flows[token].net < 0n)
}

/**
 * Why a fight is to be confirmed before it is signed: `defeat` when its expected result is a
 * Defeat, `loses` when it costs more than it earns in every token it moves (a token it neither
 * pays nor charges does not count; a fight that moves nothing loses nothing); undefined when it
 * signs at once. A Defeat is said first: it is what the player chose the division for.
 */
export function fightWarning(
  result: FightResult,
  flows: FightFlows,
): 'defeat' | 'loses' | undefined {
  if (result === 'loss') return 'defeat'
  const moved = FIGHT_TOKENS.filter(
    (token) => flows[token].earned !== 0n || flows[token].cost !== 0n,
  )
  return moved.length > 0 && moved.every((token) => flows[token].net < 0n) ? 'loses' : undefined
}

/** Token units with their sign and 4 decimals: "+1.2345", "−1.0000" (U+2212), "0.0000". */
export function formatSignedUnits(units: bigint): string {
  if (units < 0n) return `\u2212${formatTokenUnits(-units)}`
  return units > 0n ? `+${formatTokenUnits(units)}` : formatTokenUnits(0n)
}

/** The net of a fight per token, for a card: "DOVX 0.0000 · DOVH −1.0000". */
export function formatNet(flows: FightFlows): string {
  return FIGHT_TOKENS.map((token) => `${token} ${formatSignedUnits(flows[token].net)}`).join(' · ')
}

/**
 * The marking of a fight to be confirmed (`fightWarning`), in words, with the tokens it loses
 * (`losingTokens`, DOVH first: no fight pays it back): "Expected: Defeat — this fight loses DOVH.",
 * "This fight costs more than it earns — this fight loses DOVH and DOVX."; undefined: none.
 */
export function warningText(kind: 'defeat' | 'loses' | undefined, losing: readonly FightToken[]) {
  if (kind === undefined) return undefined
  const head = kind === 'defeat' ? 'Expected: Defeat' : 'This fight costs more than it earns'
  return losing.length > 0
    ? `${head} — this fight loses ${[...losing].reverse().join(' and ')}.`
    : `${head}.`
}
