/**
 * Zones (spec §3 "name (falls back to terrain plus id)", §4 "Zone reachability: the first zone is
 * reachable. A later zone is reachable when the player's wins in the previous zone reach its
 * nbwins, or the previous zone needs 0.", §4 "The zone wins lookup returns the wins for a zone, or
 * 0 if absent.", §5 "Only reachable and open zones are selectable.", §2 "zones in groups of 4
 * (starting at zones 1, 5, 9, 13, 17; 5 groups, zones 1 to 20)").
 */
import type { Zone, ZoneWins } from './rows'

export const ZONE_GROUP_SIZE = 4
export const ZONE_GROUP_STARTS = [1, 5, 9, 13, 17] as const

/** The player's wins in a zone; 0 when the infos table has no row for it. */
export function zoneWins(wins: readonly ZoneWins[], zoneId: number): number {
  return wins.find((row) => row.zone === zoneId)?.wins ?? 0
}

/** The zone's name, or terrain plus id ("Desert 3") when the name is empty. */
export function zoneName(zone: Pick<Zone, 'id' | 'name' | 'terrain'>): string {
  return zone.name.trim() !== '' ? zone.name : `${zone.terrain} ${zone.id}`.trim()
}

/**
 * Whether a zone is reachable. Zones are ordered by id; the previous zone is the one with the
 * next lower id. The lowest id is reachable; another zone is reachable when the player's wins in
 * the previous zone are ≥ the previous zone's nbwins (so nbwins 0 always passes). The rule is not
 * chained: the previous zone itself need not be reachable. A zone id not in the list is unreachable.
 */
export function isZoneReachable(
  zones: readonly Pick<Zone, 'id' | 'nbwins'>[],
  zoneId: number,
  wins: readonly ZoneWins[],
): boolean {
  if (!zones.some((zone) => zone.id === zoneId)) return false
  const previous = previousZone(zones, zoneId)
  if (!previous) return true
  return zoneWins(wins, previous.id) >= previous.nbwins
}

/**
 * The zone before `zoneId`: the one with the next lower id in the table (whose nbwins
 * `isZoneReachable` checks, what a locked zone waits for); undefined for the lowest id.
 */
export function previousZone<Z extends Pick<Zone, 'id'>>(
  zones: readonly Z[],
  zoneId: number,
): Z | undefined {
  let previous: Z | undefined
  for (const zone of zones) {
    if (zone.id < zoneId && (previous === undefined || zone.id > previous.id)) previous = zone
  }
  return previous
}

/** Reachable and open: the only zones a division can be sent to. */
export function isZoneSelectable(
  zones: readonly Pick<Zone, 'id' | 'nbwins' | 'open'>[],
  zoneId: number,
  wins: readonly ZoneWins[],
): boolean {
  const zone = zones.find((candidate) => candidate.id === zoneId)
  return zone?.open === true && isZoneReachable(zones, zoneId, wins)
}

export type ZoneGroup<Z> = { start: number; zones: Z[] }

/**
 * The 5 groups of the builder's left panel: start 1, 5, 9, 13, 17, each holding the zones with
 * ids start..start+3 in id order (a missing zone is simply absent). Zones outside 1..20 are left out.
 */
export function zoneGroups<Z extends Pick<Zone, 'id'>>(zones: readonly Z[]): ZoneGroup<Z>[] {
  return ZONE_GROUP_STARTS.map((start) => ({
    start,
    zones: zones
      .filter((zone) => zone.id >= start && zone.id < start + ZONE_GROUP_SIZE)
      .sort((a, b) => a.id - b.id),
  }))
}

/** Start of the group a zone id belongs to (its picture), or undefined outside 1..20. */
export function zoneGroupStart(zoneId: number): number | undefined {
  return ZONE_GROUP_STARTS.find((start) => zoneId >= start && zoneId < start + ZONE_GROUP_SIZE)
}

/** The objective zones, in Hall of Fame order; the n-th names the n-th zone group (1, 5, 9, 13, 17). */
export const OBJECTIVES = ['bunker', 'camp', 'radar', 'hq', 'bridge'] as const
export type Objective = (typeof OBJECTIVES)[number]

/** Objective of a zone id: zones 1–4 bunker, 5–8 camp, 9–12 radar, 13–16 hq, 17–20 bridge. */
export function objectiveOfZone(zoneId: number): Objective | undefined {
  const index = ZONE_GROUP_STARTS.findIndex(
    (start) => zoneId >= start && zoneId < start + ZONE_GROUP_SIZE,
  )
  return OBJECTIVES[index]
}

/** The zone ids of an objective: bunker 1–4, camp 5–8, radar 9–12, hq 13–16, bridge 17–20. */
export function objectiveZones(objective: Objective): { first: number; last: number } {
  const first = ZONE_GROUP_STARTS[OBJECTIVES.indexOf(objective)] ?? 0
  return { first, last: first + ZONE_GROUP_SIZE - 1 }
}

/**
 * Victories on objectives from a player's `infos` rows: their wins over the zones with an
 * objective (1–20), the officers' count of the Hall of Fame and what a commander's rank reads.
 */
export function objectiveVictories(wins: readonly ZoneWins[]): number {
  return wins.reduce(
    (sum, row) => (objectiveOfZone(row.zone) === undefined ? sum : sum + row.wins),
    0,
  )
}
