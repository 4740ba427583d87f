/**
 * What the fight list shows per division (spec §2 "Fight zone list"; §4 states, reachability; §5
 * power, authorization, earnings), from `@dov/game`, the functions `dov.game`'s `startfight` and
 * `claimfight` compute with: the earnings shown are what the claim pays.
 */
import { displayUnits, formatEarnings, formatTokenUnits } from '@dov/game/amount'
import { requirementLabel, unmetPreAllow } from '@dov/game/authorization'
import { shortfalls } from '@dov/game/costs'
import { divisionTitle } from '@dov/game/division'
import { divisionStats } from '@dov/game/divisionStats'
import {
  type FightResult,
  fightFlows,
  fightOutcome,
  fightWarning,
  formatNet,
  losingTokens,
  resultLabel,
  warningText,
  zoneCosts,
} from '@dov/game/fight'
import { formatPower, type UnitStats } from '@dov/game/power'
import type { Asset, BalanceRow, Division, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import {
  isZoneReachable,
  isZoneSelectable,
  previousZone,
  zoneName,
  zoneWins,
} from '@dov/game/zones'

export type FightCardView = {
  divID: number
  /** n of "DIVISION n" (the builder's `?division=n`). */
  number: number
  /** "DIVISION n". */
  title: string
  /** The division's cards (slot key, asset id): the battle planner's summary plans with them. */
  units: Division['units']
  zoneId: number
  zoneName: string
  /** The zone's costs, 4 decimals: what `startfight` charges. */
  costs: { DOVH: string; DOVX: string }
  /** Wins needed in the zone (its nbwins). */
  winsNeeded: number
  /** The player's victories in the zone. */
  victories: number
  /** DOVX, 3 decimals: what the claim pays for the expected result. */
  earnings: string
  /** Division Power, 1 decimal. */
  power: string
  authorized: boolean
  /** What each unmet prerequisite needs. */
  needs: string[]
  result: FightResult
  endTime: number
  /**
   * Why `startfight` would be refused, said before the player signs: the zone closed, locked or
   * unknown, the division unauthorized, a cost the in-game balance cannot pay. Empty: it can go.
   */
  blockers: string[]
  /** The net of one fight per token, 4 decimals, signed: "DOVX 0.0000 · DOVH −1.0000"; "-" without a zone. */
  net: string
  /**
   * Set when the fight is to be confirmed before signing (an expected Defeat, or a loss in every
   * token it moves): what the card says, e.g. "Expected: Defeat — this fight loses DOVH."
   */
  warning?: string | undefined
}

/**
 * One zone an idle division's `Change zone` map offers (a reachable and open zone, or its own),
 * with the card as it would read there and its expected result in a word (`Victory`, `No result`,
 * `Unauthorized`).
 */
export type ZoneChoice = { zoneId: number; result: string; card: FightCardView }

/** A zone the division names but the table lacks: no terrain, no thresholds. */
const emptyZone = { terrain: '', power: [], pre_allow: [], resolutions: [] }

/** An amount with the 4 decimals of the game's tokens. */
const amount = (a: { units: bigint; precision: number }) => displayUnits(a.units, a.precision, 4)

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** Why the zone refuses the division, from the zone rows and the player's wins. */
function zoneBlockers(zones: readonly Zone[], zone: Zone, wins: readonly ZoneWins[]): string[] {
  if (!zone.open) return [`${zoneName(zone)} is closed.`]
  if (isZoneReachable(zones, zone.id, wins)) return []
  const previous = previousZone(zones, zone.id)
  return previous === undefined
    ? [`${zoneName(zone)} is locked.`]
    : [
        `${zoneName(zone)} is locked: ${plural(previous.nbwins, 'win')} needed in ${zoneName(previous)}.`,
      ]
}

/**
 * What the fight list is computed from: the player's divisions (in division id order) and the
 * tables around them. `balances` are the in-game balance rows, undefined when unknown (a failed
 * read: no cost is then said to be unpayable); `nameOf` names a template a prerequisite needs.
 */
export type FightReads = {
  divisions: readonly Division[]
  zones: readonly Zone[]
  udata: readonly UnitConfig[]
  cards: ReadonlyMap<string, Asset>
  wins: readonly ZoneWins[]
  balances: readonly BalanceRow[] | undefined
  nameOf: (templateId: number) => string | undefined
}

/** One card per division, `DIVISION 1` … in division id order. */
export function fightCards(reads: FightReads): FightCardView[] {
  return reads.divisions.map((division, index) =>
    cardInZone(reads, division, index, division.zoneID, divisionStats(division.units, reads.cards)),
  )
}

/**
 * The zone picker of each idle division, by division id: the reachable and open zones and its own,
 * in id order, each with the card as it would read there (same rules as `fightCards`). Picking
 * another zone sends `editdivision` then `startfight` in one transaction.
 */
export function zoneChoices(reads: FightReads): Map<number, ZoneChoice[]> {
  const { divisions, zones, wins } = reads
  const byDivision = new Map<number, ZoneChoice[]>()
  divisions.forEach((division, index) => {
    if (division.end_time !== 0) return
    const stats = divisionStats(division.units, reads.cards)
    const choices = zones
      .filter((zone) => zone.id === division.zoneID || isZoneSelectable(zones, zone.id, wins))
      .sort((a, b) => a.id - b.id)
      .map((zone): ZoneChoice => {
        const card = cardInZone(reads, division, index, zone.id, stats)
        const result = resultLabel(card.result) ?? (card.authorized ? 'No result' : 'Unauthorized')
        return { zoneId: zone.id, result, card }
      })
    byDivision.set(division.divID, choices)
  })
  return byDivision
}

/** The card of `division` as it would read in zone `zoneId` (its own zone, or a picked one). */
function cardInZone(
  { zones, udata, wins, balances, nameOf }: FightReads,
  division: Division,
  index: number,
  zoneId: number,
  stats: UnitStats[],
): FightCardView {
  const zone = zones.find((candidate) => candidate.id === zoneId)
  const outcome = fightOutcome(stats, zone ?? emptyZone, udata)
  // What every card says, whether its zone exists or not.
  const base = {
    divID: division.divID,
    number: index + 1,
    title: divisionTitle(index + 1),
    units: division.units,
    zoneId,
    victories: zoneWins(wins, zoneId),
    power: formatPower(outcome.power, 1),
    endTime: division.end_time,
  }
  if (zone === undefined) {
    return {
      ...base,
      zoneName: `Zone ${zoneId}`,
      costs: { DOVH: '-', DOVX: '-' },
      winsNeeded: 0,
      earnings: formatEarnings(0n),
      authorized: false,
      needs: [],
      result: 'X',
      blockers: [`Zone ${zoneId} does not exist: choose another in the builder.`],
      net: '-',
    }
  }
  const costs = zoneCosts(zone)
  const needs = unmetPreAllow(zone.pre_allow, stats, udata).map((entry) =>
    requirementLabel(entry, udata, nameOf),
  )
  const blockers = zoneBlockers(zones, zone, wins)
  if (!outcome.authorized) blockers.push(`Unauthorized to fight: needs ${needs.join('; ')}.`)
  // What `startfight` charges through `dov.stake`, which refuses a cost its balance lacks.
  const short = balances === undefined ? [] : shortfalls([costs.DOVH, costs.DOVX], balances)
  for (const { cost, balance } of short) {
    blockers.push(
      `Not enough ${cost.symbol}: the fight costs ${amount(cost)}, you have ${amount(balance)} in game.`,
    )
  }
  const flows = fightFlows(outcome.payout, costs)
  return {
    ...base,
    zoneName: zoneName(zone),
    costs: { DOVH: formatTokenUnits(costs.DOVH.units), DOVX: formatTokenUnits(costs.DOVX.units) },
    winsNeeded: zone.nbwins,
    earnings: formatEarnings(outcome.payout),
    authorized: outcome.authorized,
    needs,
    result: outcome.result,
    blockers,
    net: formatNet(flows),
    warning: outcome.authorized
      ? warningText(fightWarning(outcome.result, flows), losingTokens(flows))
      : undefined,
  }
}
