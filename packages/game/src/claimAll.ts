/**
 * The Claim all panel from the player's reads at chain time `now`: what is ready and what claiming
 * it all moves (`readyClaims`), the count alone for the tab's title (`readyCount`, the same rule
 * without the fights' amounts), what to claim in the one transaction (`claimAllTargets`), what may
 * become ready (`claimWatchList`, for the notifications) and when the next is due
 * (`nextDeadline`). The rules of what is ready are `claims`'s; docs/rules.md "Claim all".
 */
import type { Amount } from './amount'
import { type ActiveTools, buildingDataFor, cycleFlows } from './buildings'
import {
  type BuildingClaim,
  claimableFights,
  claimTotals,
  type FightClaim,
  finishedBuildings,
  overFights,
} from './claims'
import { divisionState, divisionTitle, orderedDivisions } from './division'
import type { UnitStats } from './power'
import type { BuildingData, Division, StakedBuilding, UnitConfig, Zone } from './rows'

/** The reads behind the count: the building economy, the divisions and, once read, the zones. */
export type CountReads = {
  staked: readonly Pick<StakedBuilding, 'asset_id' | 'template_id' | 'last_claim' | 'type'>[]
  bdata: readonly Pick<BuildingData, 'template_id' | 'token_in' | 'token_out' | 'delay'>[]
  tools: ActiveTools
  /** The player's divisions as read: the fight list's three are `orderedDivisions`. */
  divisions: readonly Division[]
  /** Undefined until read: a fight that is over counts then, as its card shows Claim. */
  zones: readonly Zone[] | undefined
}

/** The reads behind the panel: the count's, and the cards that make the fights' payouts. */
export type ClaimReads = CountReads & {
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[]
  /** The player's cards by asset id (a card no longer held counts 0, as on the fight card). */
  cards: ReadonlyMap<string, UnitStats>
}

/** A fight to claim with its division's title on the fight screen (`DIVISION 2`). */
export type TitledFight = FightClaim & { title: string }

export type ReadyClaims = {
  buildings: BuildingClaim[]
  /** Known once the zones are read (a fight's payout needs its zone). */
  fights: TitledFight[]
  /** What the title and the panel count: finished buildings and fights over (`readyCount`). */
  count: number
  /** Net per token of claiming all (`claimTotals`). */
  totals: Amount[]
}

/** Whether the fight list shows any division fighting or over: only then are zones read. */
export function inFights(divisions: readonly Pick<Division, 'divID' | 'end_time'>[]): boolean {
  return orderedDivisions(divisions).some((division) => division.end_time !== 0)
}

/**
 * The fights over that count: all of them before the zones are read, then those whose zone the
 * table has (`claimableFights` leaves the others out, the chain would refuse them).
 */
function fightCount(
  ordered: readonly Division[],
  zones: readonly Pick<Zone, 'id'>[] | undefined,
  now: number,
): number {
  const over = overFights(ordered, now)
  if (zones === undefined) return over.length
  return over.filter((division) => zones.some((zone) => zone.id === division.zoneID)).length
}

/**
 * How many claims are ready at `now`: finished buildings and fights over. The same number as
 * `readyClaims(...).count`, from fewer reads (no cards): the shell's title needs only this.
 */
export function readyCount(reads: CountReads, now: number): number {
  const buildings = finishedBuildings(reads.staked, reads.bdata, reads.tools, now)
  return buildings.length + fightCount(orderedDivisions(reads.divisions), reads.zones, now)
}

/**
 * What is ready at `now` and what claiming it all moves per token. Before the zones are read the
 * fights over count but are not listed (their payout is unknown), so `count` may exceed
 * `buildings.length + fights.length` then, and only then.
 */
export function readyClaims(reads: ClaimReads, now: number): ReadyClaims {
  const ordered = orderedDivisions(reads.divisions)
  const buildings = finishedBuildings(reads.staked, reads.bdata, reads.tools, now)
  const fights = claimableFights(ordered, reads.zones ?? [], reads.udata, reads.cards, now).map(
    (fight) => ({
      ...fight,
      title: divisionTitle(ordered.findIndex((division) => division.divID === fight.divID) + 1),
    }),
  )
  return {
    buildings,
    fights,
    count: buildings.length + fightCount(ordered, reads.zones, now),
    totals: claimTotals(buildings, fights),
  }
}

/** What the one Claim all transaction claims, in its order. */
export type ClaimAllTargets = {
  /** One `claimfight` each, first: their DOVX is credited before the buildings settle. */
  divisions: number[]
  /** Then one `claimmch` with all of them (none when empty). */
  buildings: string[]
}

/** Every ready fight and building of `ready`, in the transaction's order (docs/rules.md). */
export function claimAllTargets(ready: Pick<ReadyClaims, 'buildings' | 'fights'>): ClaimAllTargets {
  return {
    divisions: ready.fights.map((fight) => fight.divID),
    buildings: ready.buildings.map((building) => building.assetId),
  }
}

/** A building's cycle or a division's fight, running or done, for the notifications. */
export type WatchedClaim = {
  /** Names this cycle or fight: `building:<asset id>:<end>`, `fight:<division>:<end_time>`. */
  key: string
  /** Chain time it ends (becomes ready). */
  at: number
  ready: boolean
  /** The notification's text. */
  text: string
}

/**
 * Every staked building with a cycle (a `bdata` row), in table order, then every division of the
 * fight list that is fighting or over, each with when it ends and whether it has at `now`.
 */
export function claimWatchList(
  reads: Pick<CountReads, 'staked' | 'bdata' | 'tools' | 'divisions'>,
  now: number,
): WatchedClaim[] {
  const watched: WatchedClaim[] = []
  for (const row of reads.staked) {
    const data = buildingDataFor(reads.bdata, row.template_id)
    if (data === undefined) continue
    const at = row.last_claim + cycleFlows(data, reads.tools).delay
    watched.push({
      key: `building:${row.asset_id}:${at}`,
      at,
      ready: now >= at,
      text: `Your ${row.type} building #${row.asset_id} has finished: claim it.`,
    })
  }
  orderedDivisions(reads.divisions).forEach((division, index) => {
    const at = division.end_time
    if (at === 0) return
    watched.push({
      key: `fight:${division.divID}:${at}`,
      at,
      ready: divisionState(at, now).kind === 'claim',
      text: `${divisionTitle(index + 1)}: the fight is over, claim it.`,
    })
  })
  return watched
}

/** The earliest end after `now` among `watched`: when the next claim becomes ready, if any. */
export function nextDeadline(
  watched: readonly Pick<WatchedClaim, 'at'>[],
  now: number,
): number | undefined {
  let next: number | undefined
  for (const { at } of watched) if (at > now && (next === undefined || at < next)) next = at
  return next
}
