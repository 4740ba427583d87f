/**
 * Economy at a glance: per token, what a player's staked buildings produce and consume
 * per hour with the tools' buffs, and what their divisions earn and spend per hour of fighting.
 * Every amount comes from the rules the cards show: a building's cycle from `buildings.cycleFlows`
 * (§3 "Buffs", §9 "Clock tool scales building delay by rarity / 6"), a division's payout and the
 * zone's costs from `warRoom.zoneCell` (§5 "Earnings shown", the costs `startfight` charges).
 *
 * The rule for "per hour" (docs/rules.md, "Economy at a glance"):
 * - a building: each amount of one cycle × 3600 / the cycle's delay after the clock, rounded down
 *   once (`perHour`): cycles run back to back, so a 1200 s cycle runs 3 times an hour;
 * - a division: each amount of one fight × 3600 / the fight duration (`fight_secs`, not in the
 *   spec), rounded down once, as if it fought back to back (`fight.perHourUnits`); the zone's DOVH
 *   and DOVX costs are consumption. Only a division `startfight` would accept counts (its zone
 *   exists, is open and reachable, and the division is authorized);
 * - per token, the figures of the buildings and divisions are summed as they are shown, so a
 *   table of them adds up; net = produced − consumed.
 */
import { type Amount, AmountError, mulDivFloor, TOKEN_PRECISION, TOKENS } from './amount'
import {
  type ActiveTools,
  buildingDataFor,
  type CycleFlows,
  cycleFlows,
  SECONDS_PER_HOUR,
} from './buildings'
import { divisionStats } from './divisionStats'
import type { UnitStats } from './power'
import type { BuildingData, Division, StakedBuilding, Utility } from './rows'
import { type WarRoomContext, type ZoneCell, zoneCell } from './warRoom'

/** What flows in and out over some time: each list one amount per token entry. */
export type Flows = { produced: Amount[]; consumed: Amount[] }

/**
 * An amount over `seconds` as an amount per hour: floor(units × 3600 / seconds).
 * e.g. 9.0000 DOVR per 1200 s cycle → 27.0000 DOVR per hour. `seconds` must be a positive integer.
 */
export function perHour(amount: Amount, seconds: number): Amount {
  if (!Number.isSafeInteger(seconds) || seconds <= 0) {
    throw new AmountError(`Not a positive duration: ${seconds}`)
  }
  const units = mulDivFloor(amount.units, BigInt(SECONDS_PER_HOUR), BigInt(seconds))
  return { ...amount, units }
}

function flowsPerHour(flows: Flows, seconds: number): Flows {
  return {
    produced: flows.produced.map((amount) => perHour(amount, seconds)),
    consumed: flows.consumed.map((amount) => perHour(amount, seconds)),
  }
}

/** A staked building, its cycle with the tools, and that cycle per hour. */
export type BuildingEconomy = {
  assetId: string
  templateId: number
  type: Utility
  /** One cycle with the tools (`cycleFlows`); undefined when `bdata` has no row for it. */
  cycle: CycleFlows | undefined
  /** The cycle's amounts per hour; undefined with the cycle (the building is not counted). */
  perHour: Flows | undefined
}

/** The player's staked buildings, in table order, per cycle and per hour with `tools`. */
export function buildingEconomy(
  staked: readonly Pick<StakedBuilding, 'asset_id' | 'template_id' | 'type'>[],
  bdata: readonly Pick<BuildingData, 'template_id' | 'token_in' | 'token_out' | 'delay'>[],
  tools: ActiveTools,
): BuildingEconomy[] {
  return staked.map((row) => {
    const data = buildingDataFor(bdata, row.template_id)
    const cycle = data && data.delay > 0 ? cycleFlows(data, tools) : undefined
    return {
      assetId: row.asset_id,
      templateId: row.template_id,
      type: row.type,
      cycle,
      perHour: cycle && flowsPerHour(cycle, cycle.delay),
    }
  })
}

/** Why `startfight` would refuse a division (in the order it checks). */
export type FightBlock = 'missing' | 'closed' | 'locked' | 'unauthorized'

/** A division with a zone, one fight of it, and its fights per hour. */
export type DivisionEconomy = {
  divID: number
  zoneId: number
  /** The division in its zone (`zoneCell`); undefined when the zones table lacks the zone. */
  cell: ZoneCell | undefined
  /** Why it cannot fight there; undefined when it can (then it counts). */
  blocked: FightBlock | undefined
  /** One fight: the payout (DOVX) produced, the zone's DOVH and DOVX costs consumed. */
  perFight: Flows
  /** Fights back to back for an hour; undefined when it cannot fight or the duration is unknown. */
  perHour: Flows | undefined
}

function blockOf(cell: ZoneCell | undefined): FightBlock | undefined {
  if (cell === undefined) return 'missing'
  if (cell.access !== 'open') return cell.access
  return cell.outcome.authorized ? undefined : 'unauthorized'
}

/**
 * The player's divisions that have a zone (zoneID > 0), in the given order, each in its zone with
 * its cards (`cards`, by asset id: a card the player no longer holds counts 0, as on the fight
 * card). `context.fightSecs` is the fight duration; undefined when unknown.
 */
export function divisionEconomy(
  divisions: readonly Pick<Division, 'divID' | 'zoneID' | 'units'>[],
  cards: ReadonlyMap<string, UnitStats>,
  context: WarRoomContext,
): DivisionEconomy[] {
  return divisions
    .filter((division) => division.zoneID > 0)
    .map((division) => {
      const zone = context.zones.find((candidate) => candidate.id === division.zoneID)
      const cell = zone && zoneCell(divisionStats(division.units, cards), zone, context)
      const blocked = blockOf(cell)
      const perFight: Flows =
        cell === undefined
          ? { produced: [], consumed: [] }
          : {
              produced: [{ units: cell.earnings, precision: TOKEN_PRECISION, symbol: 'DOVX' }],
              consumed: [cell.costs.DOVH, cell.costs.DOVX],
            }
      const secs = cell?.fightSecs
      return {
        divID: division.divID,
        zoneId: division.zoneID,
        cell,
        blocked,
        perFight,
        perHour:
          blocked === undefined && secs !== undefined ? flowsPerHour(perFight, secs) : undefined,
      }
    })
}

/** One token per hour: the buildings', the divisions' fighting, and both together. */
export type TokenEconomy = {
  symbol: string
  precision: number
  buildings: { produced: bigint; consumed: bigint }
  /** undefined when unknown (a division can fight but the fight duration is unknown). */
  fighting: { produced: bigint; consumed: bigint } | undefined
  /** Buildings plus fighting (the buildings alone when fighting is unknown). */
  produced: bigint
  consumed: bigint
  /** produced − consumed. */
  net: bigint
}

export type EconomyTotals = {
  /** The five game tokens in header order, then any other symbol by name. */
  tokens: TokenEconomy[]
  /**
   * Whether fighting is in the totals: false when a division can fight but the fight duration is
   * unknown (its figures are then unknown, never 0, and the totals are the buildings' alone).
   */
  fightingKnown: boolean
}

type Sums = Map<string, { precision: number; produced: bigint; consumed: bigint }>

function add(sums: Sums, flows: Flows): void {
  const entry = (amount: Amount) => {
    let sum = sums.get(amount.symbol)
    if (sum === undefined) {
      sum = { precision: amount.precision, produced: 0n, consumed: 0n }
      sums.set(amount.symbol, sum)
    }
    return sum
  }
  for (const amount of flows.produced) entry(amount).produced += amount.units
  for (const amount of flows.consumed) entry(amount).consumed += amount.units
}

function symbolRank(symbol: string): number {
  const index = (TOKENS as readonly string[]).indexOf(symbol)
  return index === -1 ? TOKENS.length : index
}

/**
 * Per token, the sums of the buildings' and the divisions' figures per hour (as shown), and the
 * net. The five game tokens are always listed (0 when nothing flows), other symbols when some
 * building names one. A building without a cycle and a division that cannot fight count nothing.
 */
export function economyTotals(
  buildings: readonly Pick<BuildingEconomy, 'perHour'>[],
  divisions: readonly Pick<DivisionEconomy, 'blocked' | 'perHour'>[],
): EconomyTotals {
  const built: Sums = new Map()
  for (const building of buildings) if (building.perHour) add(built, building.perHour)
  const fighters = divisions.filter((division) => division.blocked === undefined)
  const fightingKnown = fighters.every((division) => division.perHour !== undefined)
  const fought: Sums = new Map()
  for (const division of fighters) if (division.perHour) add(fought, division.perHour)

  const symbols = [...new Set<string>([...TOKENS, ...built.keys(), ...fought.keys()])].sort(
    (a, b) => symbolRank(a) - symbolRank(b) || a.localeCompare(b),
  )
  const tokens = symbols.map((symbol): TokenEconomy => {
    const b = built.get(symbol)
    const f = fought.get(symbol)
    const buildingsFlow = { produced: b?.produced ?? 0n, consumed: b?.consumed ?? 0n }
    const fighting = fightingKnown
      ? { produced: f?.produced ?? 0n, consumed: f?.consumed ?? 0n }
      : undefined
    const produced = buildingsFlow.produced + (fighting?.produced ?? 0n)
    const consumed = buildingsFlow.consumed + (fighting?.consumed ?? 0n)
    return {
      symbol,
      precision: b?.precision ?? f?.precision ?? TOKEN_PRECISION,
      buildings: buildingsFlow,
      fighting,
      produced,
      consumed,
      net: produced - consumed,
    }
  })
  return { tokens, fightingKnown }
}

/**
 * How long an in-game balance lasts at a net rate per hour (`TokenEconomy.net`): floor(balance ×
 * 3600 / −net) seconds, in token units of the same precision. undefined when the net is not
 * negative (the balance does not run out); 0 when the balance is already 0 or below. e.g. 80.0000
 * DOVH at −20.0000 DOVH per hour lasts 14,400 s (4 h).
 */
export function lastsSeconds(balanceUnits: bigint, netPerHour: bigint): bigint | undefined {
  if (netPerHour >= 0n) return undefined
  if (balanceUnits <= 0n) return 0n
  return mulDivFloor(balanceUnits, BigInt(SECONDS_PER_HOUR), -netPerHour)
}
