/**
 * The war room's battle planner: what one division would do in each of the 20 zones,
 * and the best zone to send it to. Every figure comes from the rules of the other modules: access
 * from `zones` (§4 reachability, §5 "Only reachable and open zones are selectable"),
 * authorization and the named prerequisites from `authorization` (§5), the marker, the payout and
 * the costs from `fight` (§4 result, §5 earnings), what the balances lack from `costs`. The rule
 * for the best zone is in docs/rules.md "War room".
 */
import type { Amount } from './amount'
import { requirementLabel, unmetPreAllow } from './authorization'
import { balanceUnits } from './balances'
import { type Shortfall, shortfalls } from './costs'
import { divisionStats } from './divisionStats'
import {
  FIGHT_TOKENS,
  type FightFlows,
  type FightOutcome,
  type FightToken,
  fightOutcome,
  netDovxUnits,
  perHourUnits,
  resultLabel,
  zoneCosts,
} from './fight'
import type { UnitStats } from './power'
import type { BalanceRow, DivisionUnit, Pair, UnitConfig, Zone, ZoneWins } from './rows'
import {
  isZoneReachable,
  previousZone,
  ZONE_GROUP_SIZE,
  ZONE_GROUP_STARTS,
  zoneName,
  zoneWins,
} from './zones'

/** The 20 zones of the strip, 1 to 20 (§2 "5 groups, zones 1 to 20"). */
export const STRIP_ZONE_IDS: readonly number[] = ZONE_GROUP_STARTS.flatMap((start) =>
  Array.from({ length: ZONE_GROUP_SIZE }, (_, i) => start + i),
)

export type WarRoomContext = {
  /** The zones table. */
  zones: readonly Zone[]
  /** Unit configs: what the prerequisites ask for. */
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[]
  /** The player's wins per zone (`infos`). */
  wins: readonly ZoneWins[]
  /**
   * The in-game balance rows, undefined when unknown (a failed read): then no zone is said to be
   * unaffordable, as on the fight list.
   */
  balances?: readonly BalanceRow[] | undefined
  /**
   * The fight duration in seconds (`dov.game` settings `fight_secs`, not in the spec), one for
   * every zone or per zone; undefined (or not a positive integer) when unknown: no figure per hour.
   */
  fightSecs?: number | ((zone: Zone) => number | undefined) | undefined
  /** Names a required template in the unmet prerequisites (`requirementLabel`). */
  nameOf?: ((templateId: number) => string | undefined) | undefined
}

/** Why a zone cannot be chosen, or 'open' when it can (closed is said before locked). */
export type ZoneAccess = 'open' | 'closed' | 'locked'

/** A zone id of 1..20 that the zones table lacks. */
export type MissingCell = { zoneId: number; name: string; access: 'missing'; best: false }

export type ZoneCell = {
  zoneId: number
  zone: Zone
  /** `zoneName`: the name, or terrain plus id. */
  name: string
  open: boolean
  reachable: boolean
  /** open and reachable: the zone can be chosen (`isZoneSelectable`). */
  access: ZoneAccess
  /** For a locked zone: the zone before it, the wins it needs there and the player's wins there. */
  lock: { zoneId: number; name: string; needed: number; wins: number } | undefined
  /** The player's victories in this zone, and the wins it needs to open the next one (nbwins). */
  wins: number
  nbwins: number
  /** The division in this zone: power (this terrain), authorized, result, bonuses, payout. */
  outcome: FightOutcome
  /** Each prerequisite the division does not meet, named (`requirementLabel`). */
  unmet: { entry: Pair; label: string }[]
  /** Victory, Draw, Defeat; undefined for X (unauthorized, or below every threshold). */
  marker: 'Victory' | 'Draw' | 'Defeat' | undefined
  /** What `startfight` charges (`zoneCosts`). */
  costs: { DOVH: Amount; DOVX: Amount }
  /** What the balances lack for one fight (`costs.shortfalls`); undefined when balances are unknown. */
  shortfalls: Shortfall[] | undefined
  /** The balances cover one fight; undefined when they are unknown. */
  affordable: boolean | undefined
  /** DOVX units paid per fight (= `outcome.payout`, the expected earnings). */
  earnings: bigint
  /** DOVX units left per fight: earnings minus the DOVX cost (`netDovxUnits`). */
  netDovx: bigint
  /** The fight duration used, seconds; undefined when unknown. */
  fightSecs: number | undefined
  /** Per hour of fighting (`perHourUnits`): earnings, net DOVX, DOVH spent; undefined when unknown. */
  earningsPerHour: bigint | undefined
  netDovxPerHour: bigint | undefined
  dovhPerHour: bigint | undefined
  /** Open, reachable, authorized, Victory and not known to be unaffordable. */
  winnable: boolean
  /** The best zone (`bestZone`); at most one cell has it. */
  best: boolean
}

export type StripCell = ZoneCell | MissingCell

export type BattlePlan = {
  /** Zones 1 to 20, in id order. */
  cells: StripCell[]
  /** The best zone's cell, if any zone is winnable. */
  best: ZoneCell | undefined
}

function durationOf(context: WarRoomContext, zone: Zone): number | undefined {
  const secs = typeof context.fightSecs === 'function' ? context.fightSecs(zone) : context.fightSecs
  return secs !== undefined && Number.isSafeInteger(secs) && secs > 0 ? secs : undefined
}

/** One zone of the strip for a division's card stats. */
export function zoneCell(
  stats: readonly UnitStats[],
  zone: Zone,
  context: WarRoomContext,
): ZoneCell {
  const { zones, udata, wins, balances } = context
  const outcome = fightOutcome(stats, zone, udata)
  const reachable = isZoneReachable(zones, zone.id, wins)
  const access: ZoneAccess = !zone.open ? 'closed' : reachable ? 'open' : 'locked'
  const previous = access === 'locked' ? previousZone(zones, zone.id) : undefined
  const costs = zoneCosts(zone)
  const short = balances === undefined ? undefined : shortfalls([costs.DOVH, costs.DOVX], balances)
  const affordable = short === undefined ? undefined : short.length === 0
  const fightSecs = durationOf(context, zone)
  const earnings = outcome.payout
  const netDovx = netDovxUnits(earnings, zone)
  const perHour = (units: bigint) =>
    fightSecs === undefined ? undefined : perHourUnits(units, fightSecs)
  return {
    zoneId: zone.id,
    zone,
    name: zoneName(zone),
    open: zone.open,
    reachable,
    access,
    lock: previous && {
      zoneId: previous.id,
      name: zoneName(previous),
      needed: previous.nbwins,
      wins: zoneWins(wins, previous.id),
    },
    wins: zoneWins(wins, zone.id),
    nbwins: zone.nbwins,
    outcome,
    unmet: unmetPreAllow(zone.pre_allow, stats, udata).map((entry) => ({
      entry,
      label: requirementLabel(entry, udata, context.nameOf),
    })),
    marker: resultLabel(outcome.result),
    costs,
    shortfalls: short,
    affordable,
    earnings,
    netDovx,
    fightSecs,
    earningsPerHour: perHour(earnings),
    netDovxPerHour: perHour(netDovx),
    dovhPerHour: perHour(costs.DOVH.units),
    winnable:
      access === 'open' && outcome.authorized && outcome.result === 'win' && affordable !== false,
    best: false,
  }
}

/** a × (seconds of b) against b × (seconds of a): amounts per fight compared per hour, exactly. */
function comparePerHour(
  a: bigint,
  secsA: number | undefined,
  b: bigint,
  secsB: number | undefined,
) {
  const left = a * BigInt(secsB ?? 1)
  const right = b * BigInt(secsA ?? 1)
  return left === right ? 0 : left > right ? 1 : -1
}

/**
 * Orders two winnable zones, the better first (< 0): a zone whose fight duration is known before
 * one whose is not; then the most DOVX left per hour of fighting (net of the DOVX cost; per fight
 * when no duration is known), then the least DOVH spent per hour, then the lower zone id.
 */
export function compareZones(a: ZoneCell, b: ZoneCell): number {
  const known = (cell: ZoneCell) => (cell.fightSecs === undefined ? 0 : 1)
  return (
    known(b) - known(a) ||
    -comparePerHour(a.netDovx, a.fightSecs, b.netDovx, b.fightSecs) ||
    comparePerHour(a.costs.DOVH.units, a.fightSecs, b.costs.DOVH.units, b.fightSecs) ||
    a.zoneId - b.zoneId
  )
}

/** The best of the winnable cells (`compareZones`), or undefined when none is winnable. */
export function bestZone(cells: readonly StripCell[]): ZoneCell | undefined {
  let best: ZoneCell | undefined
  for (const cell of cells) {
    if (cell.access === 'missing' || !cell.winnable) continue
    if (best === undefined || compareZones(cell, best) < 0) best = cell
  }
  return best
}

/**
 * The outcome strip of a division (its units as the builder keeps them, the player's cards by
 * asset id) over zones 1 to 20, with the best zone marked.
 */
export function battlePlan(
  units: readonly DivisionUnit[],
  cards: ReadonlyMap<string, UnitStats>,
  context: WarRoomContext,
): BattlePlan {
  const stats = divisionStats(units, cards)
  const cells: StripCell[] = STRIP_ZONE_IDS.map((zoneId) => {
    const zone = context.zones.find((candidate) => candidate.id === zoneId)
    if (zone === undefined) {
      const missing: MissingCell = {
        zoneId,
        name: `Zone ${zoneId}`,
        access: 'missing',
        best: false,
      }
      return missing
    }
    return zoneCell(stats, zone, context)
  })
  const best = bestZone(cells)
  if (best) best.best = true
  return { cells, best }
}

/** A token's in-game balance after one fight and its claim, and whether it pays the next one. */
export type AfterFight = { token: FightToken; after: bigint; enough: boolean }

/**
 * Per token, what the in-game balances hold once this fight is paid and claimed (balance − cost
 * + what the claim pays: `fight.fightFlows`' net), and whether that still pays the same fight
 * again: the division cannot start again before its claim, so the claim's DOVX counts. An absent
 * row is 0. Meant for a fight the balances pay now (`costs.shortfalls` empty): one they do not
 * pay is refused, not warned.
 */
export function afterFight(balances: readonly BalanceRow[], flows: FightFlows): AfterFight[] {
  return FIGHT_TOKENS.map((token) => {
    const after = balanceUnits(balances, token) + flows[token].net
    return { token, after, enough: after >= flows[token].cost }
  })
}
