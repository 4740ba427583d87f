/**
 * Division power (spec §5): "combat unit power / 10000 times the terrain bonus factor
 * (1 + terrain bonus sum / 10000). Other unit power is added plainly. The total is multiplied by
 * 1 + sum of bonusw / 1,000,000."
 *
 * The result is an integer in power units: 1/10000 of a displayed power point, rounded down once
 * at the end from the exact rational value. Zone power thresholds use the same units, and the Hall
 * of Fame's "power / 10000" is this number divided back to points.
 */
import { BONUS_SCALE, formatUnits, mulDivFloor, TERRAIN_SCALE, toUnits } from './amount'
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
 * Division power in power units (1/10000 point), for a zone terrain.
 *   units = floor( (Σ_combat power × (10000 + terrainBonus) + Σ_other power × 10^8)
 *                  × (10^6 + Σ bonusw) / 10^10 )
 * e.g. one combat unit of power 1,000,000 with +2000 on the terrain and bonusw 100,000:
 *   (1,000,000/10000) × 1.2 × 1.1 = 132 points = 1,320,000 units.
 */
export function divisionPower(units: readonly UnitStats[], terrain: string): number {
  let base = 0n // in 1/10^8 points
  for (const unit of units) {
    const power = toUnits(unit.power)
    if (unit.type === 'combat') {
      base += power * (TERRAIN_SCALE + toUnits(pairSumIgnoreCase(unit.bonus, terrain)))
    } else {
      base += power * POWER_SCALE * TERRAIN_SCALE
    }
  }
  const multiplier = BONUS_SCALE + toUnits(divisionBonus(units, 'bonusw'))
  const denominator = TERRAIN_SCALE * BONUS_SCALE // 10^8 / 10^4 × 10^6
  return Number(mulDivFloor(base, multiplier, denominator))
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
  return formatUnits(toUnits(powerUnits), 4, decimals)
}
