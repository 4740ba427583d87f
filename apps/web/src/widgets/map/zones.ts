/**
 * What the campaign map says of each zone (spec §2 "Zone buttons are active only when the zone is
 * reachable and open. The panel shows the zone cost (DOVH and DOVX), the zone's win count"; §4
 * reachability; §3 "name (falls back to terrain plus id)"), from `@dov/game/zones`: its state, why
 * it cannot be chosen, the player's wins there, what a fight there costs, and where the player's
 * divisions stand. The builder's panel and a fight card's `Change zone` show the same words.
 */
import { formatTokenUnits } from '@dov/game/amount'
import { zonesHeldByClosed } from '@dov/game/closedZones'
import { divisionState, divisionTitle } from '@dov/game/division'
import { zoneCosts } from '@dov/game/fight'
import type { Division, Zone, ZoneWins } from '@dov/game/rows'
import { isZoneReachable, previousZone, zoneName, zoneWins } from '@dov/game/zones'

export type ZoneState = 'open' | 'locked' | 'closed'

/**
 * A count of wins in words: `1 win`, `2 wins`. The builder's planner has its own copy
 * (`features/create/zones.ts`): one shared module would be a chunk of its own for both screens.
 */
export function winsText(count: number): string {
  return `${count} ${count === 1 ? 'win' : 'wins'}`
}

export type ZoneView = {
  id: number
  name: string
  terrain: string
  state: ZoneState
  /**
   * Why it cannot be chosen: `Locked: 1 win needed in Omaha Beach`, `Closed`, or, for a closed
   * zone that holds later ones locked, `Closed: zones 16–20 stay locked until it reopens`. None
   * when open.
   */
  reason: string | undefined
  /** Costs of a fight, 4 decimals (§9 "zone costs / 10000"). */
  costs: { DOVH: string; DOVX: string }
  /** The player's wins in this zone. */
  wins: number
  /** Wins needed here to reach the next zone. */
  nbwins: number
  /** A closed zone: the zones it holds locked (`zonesHeldByClosed`); empty otherwise. */
  held: number[]
}

/** `zone 16` or `zones 16–20` (the first and last of ids in order). */
export function zonesText(ids: readonly number[]): string {
  const [first] = ids
  const last = ids[ids.length - 1]
  return ids.length === 1 ? `zone ${first}` : `zones ${first}–${last}`
}

/** One zone for `wins` (the player's `infos` rows). */
export function zoneView(zones: readonly Zone[], zone: Zone, wins: readonly ZoneWins[]): ZoneView {
  const costs = zoneCosts(zone)
  const held = zonesHeldByClosed(zones, zone.id, wins)
  let state: ZoneState = 'open'
  let reason: string | undefined
  if (!zone.open) {
    state = 'closed'
    reason =
      held.length === 0
        ? 'Closed'
        : `Closed: ${zonesText(held)} ${held.length === 1 ? 'stays' : 'stay'} locked until it reopens`
  } else if (!isZoneReachable(zones, zone.id, wins)) {
    state = 'locked'
    const previous = previousZone(zones, zone.id)
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
    held,
  }
}

/** Every zone of the table, in id order. */
export function zoneViews(zones: readonly Zone[], wins: readonly ZoneWins[]): ZoneView[] {
  return [...zones].sort((a, b) => a.id - b.id).map((zone) => zoneView(zones, zone, wins))
}

/**
 * What a closed zone holding others means, said under the map: `Kursk (15) is closed: zones
 * 16–20 stay locked until it reopens, and zone 16 needs 2 wins in it.`
 */
export function heldNote(zone: ZoneView): string {
  const [next] = zone.held
  const verb = zone.held.length === 1 ? 'stays' : 'stay'
  return (
    `${zone.name} (${zone.id}) is closed: ${zonesText(zone.held)} ${verb} locked until it ` +
    `reopens, and zone ${next} needs ${winsText(zone.nbwins)} in it.`
  )
}

export type DivisionStatus = 'idle' | 'fighting' | 'claim'

/** A division where it stands: `DIVISION n`, its zone, and whether it is fighting. */
export type DivisionMark = { number: number; zoneId: number; status: DivisionStatus }

/** The player's divisions (in `DIVISION n` order) on the map at chain time `now` (seconds). */
export function divisionMarks(divisions: readonly Division[], now: number): DivisionMark[] {
  return divisions.map((division, index) => ({
    number: index + 1,
    zoneId: division.zoneID,
    status: divisionState(division.end_time, now).kind,
  }))
}

const STATUS_WORDS: Record<DivisionStatus, string> = {
  idle: '',
  fighting: ', fighting',
  claim: ', fight over',
}

/** `DIVISION 2 here, fighting` */
export function markText(mark: DivisionMark): string {
  return `${divisionTitle(mark.number)} here${STATUS_WORDS[mark.status]}`
}

/**
 * A zone in words, its id and name first (the radio's name starts `15 Kursk`): its state or
 * terrain, the player's wins, the cost of a fight, then `extra` (a fight card's expected result)
 * and the divisions standing there.
 */
export function zoneWords(
  zone: ZoneView,
  marks: readonly DivisionMark[],
  extra?: string | undefined,
): string[] {
  return [
    `${zone.id} ${zone.name}`,
    zone.reason ?? zone.terrain,
    winsText(zone.wins),
    `cost ${zone.costs.DOVH} DOVH, ${zone.costs.DOVX} DOVX`,
    ...(extra === undefined ? [] : [extra]),
    ...marks.filter((mark) => mark.zoneId === zone.id).map(markText),
  ]
}
