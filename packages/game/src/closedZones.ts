/**
 * What a closed zone means for the zones after it (spec §4 "Zone reachability: the first zone is
 * reachable. A later zone is reachable when the player's wins in the previous zone reach its
 * nbwins, or the previous zone needs 0."; §5 "Only reachable and open zones are selectable."). A
 * module of its own: only the campaign map asks, so the rules every division screen loads
 * (`zones`) do not carry it.
 */
import type { Zone, ZoneWins } from './rows'
import { isZoneReachable } from './zones'

/**
 * The zones a closed zone holds locked: the run of zones after it (in id order) that are not
 * reachable. The first of them needs wins in the closed zone, which no fight can add while it is
 * closed, and each next one needs wins in the one before, which cannot be fought in either; the
 * run ends at the first reachable zone. Empty for an open zone, and for a closed one whose wins
 * already open the next zone.
 */
export function zonesHeldByClosed(
  zones: readonly Pick<Zone, 'id' | 'nbwins' | 'open'>[],
  zoneId: number,
  wins: readonly ZoneWins[],
): number[] {
  if (zones.find((zone) => zone.id === zoneId)?.open !== false) return []
  const held: number[] = []
  const later = zones.filter((zone) => zone.id > zoneId).sort((a, b) => a.id - b.id)
  for (const zone of later) {
    if (isZoneReachable(zones, zone.id, wins)) break
    held.push(zone.id)
  }
  return held
}
