/**
 * The builder's left panel (spec §2 "zones in groups of 4 (starting at zones 1, 5, 9, 13, 17; 5
 * groups, zones 1 to 20), each with a picture. Zone buttons are active only when the zone is
 * reachable and open. The panel shows the zone cost (DOVH and DOVX), the zone's win count and the
 * expected earnings.").
 */
import { formatTokenUnits } from '@dov/game/amount'
import { zoneCosts } from '@dov/game/fight'
import type { Zone, ZoneWins } from '@dov/game/rows'
import { isZoneReachable, ZONE_GROUP_SIZE, zoneGroups, zoneName, zoneWins } from '@dov/game/zones'

export type ZoneState = 'open' | 'locked' | 'closed'

export type ZoneView = {
  id: number
  name: string
  terrain: string
  state: ZoneState
  /** Why it cannot be chosen ("Closed", "Locked: 1 win needed in Omaha Beach"); none when open. */
  reason: string | undefined
  /** Costs of a fight, 4 decimals (§9 "zone costs / 10000"). */
  costs: { DOVH: string; DOVX: string }
  /** The player's wins in this zone. */
  wins: number
  /** Wins needed here to reach the next zone. */
  nbwins: number
}

export type ZoneGroupView = { start: number; end: number; image: string; zones: ZoneView[] }

export function winsText(count: number): string {
  return `${count} ${count === 1 ? 'win' : 'wins'}`
}

/** One zone for `wins` (the player's `infos` rows). */
export function zoneView(zones: readonly Zone[], zone: Zone, wins: readonly ZoneWins[]): ZoneView {
  const costs = zoneCosts(zone)
  let state: ZoneState = 'open'
  let reason: string | undefined
  if (!zone.open) {
    state = 'closed'
    reason = 'Closed'
  } else if (!isZoneReachable(zones, zone.id, wins)) {
    state = 'locked'
    const previous = zones
      .filter((candidate) => candidate.id < zone.id)
      .reduce<Zone | undefined>(
        (best, z) => (best === undefined || z.id > best.id ? z : best),
        undefined,
      )
    reason =
      previous === undefined
        ? 'Locked'
        : `Locked: ${winsText(previous.nbwins)} needed in ${zoneName(previous)}`
  }
  return {
    id: zone.id,
    name: zoneName(zone),
    terrain: zone.terrain,
    state,
    reason,
    costs: { DOVH: formatTokenUnits(costs.DOVH.units), DOVX: formatTokenUnits(costs.DOVX.units) },
    wins: zoneWins(wins, zone.id),
    nbwins: zone.nbwins,
  }
}

/** The 5 groups of the left panel with their pictures (`/art/zone-<start>.svg`). */
export function zonePanel(zones: readonly Zone[], wins: readonly ZoneWins[]): ZoneGroupView[] {
  return zoneGroups(zones).map((group) => ({
    start: group.start,
    end: group.start + ZONE_GROUP_SIZE - 1,
    image: `/art/zone-${group.start}.svg`,
    zones: group.zones.map((zone) => zoneView(zones, zone, wins)),
  }))
}

/** The name of zone `zoneId` in the panel's groups; `Zone <id>` for a zone the table lacks. */
export function zoneNameIn(groups: readonly ZoneGroupView[], zoneId: number): string {
  return (
    groups.flatMap((group) => group.zones).find((zone) => zone.id === zoneId)?.name ??
    `Zone ${zoneId}`
  )
}
