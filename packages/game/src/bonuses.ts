/**
 * What a card's bonuses do, in words, as the builder and the inventory show them. A unit's
 * `bonus` pairs (udata) hold `bonusw` (division power, per 10,000), `bonusd` (earnings, per
 * 10,000), `order` (a card's rank among its kind), `fx` (its line, which an officer's
 * authorization matches) and, on combat cards, a bonus per terrain (in hundredths of a percent:
 * `plain: 2000` is +20% on plain).
 */

import { pairSum } from './pairs'
import type { Pair } from './rows'

/** A signed percentage with at most 2 decimals: 2000 at scale 100 → "+20%", -50 → "-0.5%". */
export function percent(value: number, perPercent: number): string {
  const rounded = Math.round((value / perPercent) * 100) / 100
  return `${rounded < 0 ? '' : '+'}${rounded}%`
}

/** What the division bonuses do: "Division power +2%" (bonusw), "Earnings +2.5%" (bonusd). */
export function divisionEffects(bonus: readonly Pair[]): string[] {
  const bonusw = pairSum(bonus, 'bonusw')
  const bonusd = pairSum(bonus, 'bonusd')
  const effects: string[] = []
  if (bonusw !== 0) effects.push(`Division power ${percent(bonusw, 10_000)}`)
  if (bonusd !== 0) effects.push(`Earnings ${percent(bonusd, 10_000)}`)
  return effects
}

const NOT_TERRAIN = new Set(['bonusw', 'bonusd', 'order', 'fx'])

/** A combat card's bonus on each terrain it has one for: "+20% on plain". */
export function terrainEffects(bonus: readonly Pair[]): string[] {
  return bonus
    .filter((pair) => !NOT_TERRAIN.has(pair.key) && pair.value !== 0)
    .map((pair) => `${percent(pair.value, 100)} on ${pair.key}`)
}
