/**
 * Division power (spec §5): "combat unit power / 10000 times the terrain bonus factor
 * (1 + terrain bonus sum / 10000). Other unit power is added plainly. The total is multiplied by
 * 1 + sum of bonusw / 1,000,000."
 *
 * The result is an integer in power units: 1/10000 of a displayed power point, rounded down once
 * at the end from the exact rational value. Zone power thresholds use the same units, and the Hall
 * of Fame's "power / 10000" is this number divided back to points.
 */
import { BONUS_SCALE, displayUnits, mulDivFloor, TERRAIN_SCALE, toUnits } from './amount'
import { pairSum, pairSumIgnoreCase } from './pairs'
import type { Division, Pair, Zone } from './rows'

/** Power units per displayed power point. */
export const POWER_SCALE = 10_000n

/** What power and authorization need to know about a unit: an enriched Asset or a udata row. */
export type UnitStats = { type: string; power: number; bonus: Pair[] }

/** Sum of a bonus key (e.g. bonusd, bonusw) over all units of a division. */
export function divisionBonus(units: readonly UnitStats[], key: string): number {
  let total = 0
  for (const unit of units) total += pairSum(unit.bonus, key)
  return total
}

/**
 * One unit's term of the division sum, in 1/10^8 points (before the bonusw multiplier): a combat
 * unit's power × (10000 + its terrain bonus), another unit's power × 10^8 (added plainly).
 * `divisionPower` is `powerFromBase(Σ unitBase, Σ bonusw)`; the war room's optimizer reads the
 * same terms (`bestDivision`).
 */
export function unitBase(unit: UnitStats, terrain: string): bigint {
  const power = toUnits(unit.power)
  if (unit.type === 'combat') {
    return power * (TERRAIN_SCALE + toUnits(pairSumIgnoreCase(unit.bonus, terrain)))
  }
  return power * POWER_SCALE * TERRAIN_SCALE
}

/**
 * The unrounded power, in 1/10^14 points: base × (10^6 + Σ bonusw). `divisionPower` is this
 * divided by 10^10 and rounded down once; comparing it orders divisions by power before rounding.
 */
export function exactPower(base: bigint, bonusw: number): bigint {
  return base * (BONUS_SCALE + toUnits(bonusw))
}

/** Power units from the summed unit terms and the summed bonusw (floor, once). */
export function powerFromBase(base: bigint, bonusw: number): number {
  const denominator = TERRAIN_SCALE * BONUS_SCALE // 10^8 / 10^4 × 10^6
  return Number(mulDivFloor(base, BONUS_SCALE + toUnits(bonusw), denominator))
}

/**
 * Division power in power units (1/10000 point), for a zone terrain.
 *   units = floor( (Σ_combat power × (10000 + terrainBonus) + Σ_other power × 10^8)
 *                  × (10^6 + Σ bonusw) / 10^10 )
 * e.g. one combat unit of power 1,000,000 with +2000 on the terrain and bonusw 100,000:
 *   (1,000,000/10000) × 1.2 × 1.1 = 132 points = 1,320,000 units.
 */
export function divisionPower(units: readonly UnitStats[], terrain: string): number {
  let base = 0n // in 1/10^8 points
  for (const unit of units) base += unitBase(unit, terrain)
  return powerFromBase(base, divisionBonus(units, 'bonusw'))
}

/**
 * Power of a stored division, looking its units up by asset id and its terrain by zone id.
 * Units whose asset is unknown are skipped; an unknown zone gives no terrain bonus.
 */
export function storedDivisionPower(
  division: Pick<Division, 'units' | 'zoneID'>,
  unitOf: (assetId: string) => UnitStats | undefined,
  zones: readonly Pick<Zone, 'id' | 'terrain'>[],
): number {
  const stats: UnitStats[] = []
  for (const unit of division.units) {
    const found = unitOf(unit.value)
    if (found) stats.push(found)
  }
  const terrain = zones.find((zone) => zone.id === division.zoneID)?.terrain ?? ''
  return divisionPower(stats, terrain)
}

/**
 * Power units shown as points, truncated: 1 decimal on the fight list and the Hall of Fame,
 * 4 decimals in the division builder (§5, §9). 1,325,678 units → "132.5" / "132.5678".
 */
export function formatPower(powerUnits: number, decimals: 1 | 4): string {
  return displayUnits(toUnits(powerUnits), 4, decimals)
}
