/**
 * The builder's zone panel (spec §2 "The panel shows the zone cost (DOVH and DOVX), the zone's win
 * count and the expected earnings."): the chosen zone's figures beside the campaign map, which
 * says the rest of every zone.
 */
import { formatTokenUnits } from '@dov/game/amount'
import { zoneCosts } from '@dov/game/fight'
import type { Zone, ZoneWins } from '@dov/game/rows'
import { zoneName, zoneWins } from '@dov/game/zones'

export type ZoneFigures = {
  name: string
  terrain: string
  /** Costs of a fight, 4 decimals (§9 "zone costs / 10000"). */
  costs: { DOVH: string; DOVX: string }
  /** The player's wins in this zone. */
  wins: number
  /** Wins needed here to reach the next zone. */
  nbwins: number
}

/** A count of wins in words (`1 win`, `2 wins`), as the campaign map says them. */
export function winsText(count: number): string {
  return `${count} ${count === 1 ? 'win' : 'wins'}`
}

/** Zone `zoneId`'s figures for the player's `wins`; undefined when none is chosen or it is unknown. */
export function zoneFigures(
  zones: readonly Zone[],
  wins: readonly ZoneWins[],
  zoneId: number | undefined,
): ZoneFigures | undefined {
  const zone = zones.find((candidate) => candidate.id === zoneId)
  if (zone === undefined) return undefined
  const costs = zoneCosts(zone)
  return {
    name: zoneName(zone),
    terrain: zone.terrain,
    costs: { DOVH: formatTokenUnits(costs.DOVH.units), DOVX: formatTokenUnits(costs.DOVX.units) },
    wins: zoneWins(wins, zone.id),
    nbwins: zone.nbwins,
  }
}

/**
 * What a closed zone means for the zones after it, as the campaign map says it on the zone
 * (`widgets/map/zones.ts`): `Closed: zones 16–20 stay locked until it reopens`, `Closed: zone 16
 * stays locked until it reopens` for one, `Closed` when it holds none (`zonesHeldByClosed`).
 */
export function closedText(held: readonly number[]): string {
  const [first] = held
  const last = held[held.length - 1]
  if (first === undefined) return 'Closed'
  return held.length === 1
    ? `Closed: zone ${first} stays locked until it reopens`
    : `Closed: zones ${first}–${last} stay locked until it reopens`
}

/** The name of zone `zoneId`; `Zone <id>` for a zone the table lacks. */
export function zoneNameIn(zones: readonly Zone[], zoneId: number): string {
  const zone = zones.find((candidate) => candidate.id === zoneId)
  return zone === undefined ? `Zone ${zoneId}` : zoneName(zone)
}
