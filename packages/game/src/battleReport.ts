/**
 * The battle report after a transaction that claimed fights: per division what the chain did,
 * read from its tables before and after the transaction (the in-game balances' and the `infos`
 * wins' differences), never from what the cards expected before signing. Rules in docs/rules.md
 * "Battle report".
 *
 * The tables hold one balance per token, not one per division, so the divisions' results are the
 * ones that account for the differences: a division's Victory is a win more in its zone, and the
 * DOVX the claims paid (the DOVX difference less what the transaction's other actions moved:
 * buildings claimed, new fights' costs) is the sum of each division's payout for its result
 * (`earningsUnits` of the zone's resolution, the rule `claimfight` pays with). When several
 * assignments account for them, the one closest to the rule's outcome on the tables is kept;
 * when none does, `settled` is false and the report says the chain moved other amounts.
 */
import { type Amount, TOKEN_PRECISION, TOKENS } from './amount'
import { balancesBySymbol } from './balances'
import { divisionStats } from './divisionStats'
import {
  earningsUnits,
  type FightResult,
  fightOutcome,
  RESULT_KEYS,
  resolutionFor,
  resultLabel,
} from './fight'
import type { RankedPlayer } from './hof'
import type { UnitStats } from './power'
import type { BalanceRow, Division, DivisionUnit, UnitConfig, Zone, ZoneWins } from './rows'
import { battlePlan } from './warRoom'
import {
  isZoneReachable,
  OBJECTIVES,
  type Objective,
  objectiveOfZone,
  previousZone,
  zoneName,
  zoneWins,
} from './zones'

/** The token `claimfight` pays in. */
export const PAYOUT_SYMBOL = 'DOVX'

/** A division whose fight the transaction claimed, as its row stood before it. */
export type ReportFight = {
  divID: number
  /** Its title on the fight list (`DIVISION 2`). */
  title: string
  /** The zone it fought in. */
  zoneID: number
  units: readonly DivisionUnit[]
}

/** The tables a report compares: the in-game balances and the wins per zone. */
export type ReportTables = { balances: readonly BalanceRow[]; wins: readonly ZoneWins[] }

export type BattleReportInput = {
  /** The claimed fights, in the transaction's order. */
  fights: readonly ReportFight[]
  zones: readonly Zone[]
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[]
  /** The player's cards by asset id. */
  cards: ReadonlyMap<string, UnitStats>
  before: ReportTables
  /** After the transaction, with the divisions' rows (a division sent again is fighting). */
  after: ReportTables & { divisions: readonly Pick<Division, 'divID' | 'zoneID' | 'end_time'>[] }
  /**
   * What the transaction's other actions moved per token, signed: the buildings' claims (+ what
   * they produced, − what they consumed) and the new fights' costs (−).
   */
  others: readonly Amount[]
  /** Fight duration in seconds, for the planner's figures per hour; undefined when unknown. */
  fightSecs?: number | undefined
}

/** A zone a Victory opened: the next zone became reachable. */
export type UnlockedZone = { zoneId: number; name: string; open: boolean }

/** The planner's best zone for the division after the transaction (`warRoom.battlePlan`). */
export type NextZone = { zoneId: number; name: string; earnings: bigint; here: boolean }

export type DivisionReport = {
  divID: number
  title: string
  zoneID: number
  /** The zone's name (`zoneName`), or `Zone n` when the table lacks it. */
  zone: string
  result: FightResult
  /** Victory, Draw, Defeat, or No result (X: unauthorized or below every threshold). */
  label: 'Victory' | 'Draw' | 'Defeat' | 'No result'
  /** What its claim paid, per token (`claimfight` pays DOVX only). */
  earned: Amount[]
  /** Its victories in the zone after the claim, and the wins the zone needs (`nbwins`). */
  wins: number
  nbwins: number
  /** Zones this division's Victory opened. */
  unlocked: UnlockedZone[]
  /** Where it would do best next; undefined when no zone gives it a Victory. */
  best: NextZone | undefined
  /** The zone it fights in again, when the transaction sent it (its row is fighting). */
  again: { zoneId: number; name: string } | undefined
}

/**
 * One token over the whole transaction: what the fights' claims paid (`earned`), what the
 * buildings claimed produced (`produced`), what the buildings consumed and the new fights cost
 * (`spent`, a positive figure), and how the balance moved (`net`, the chain's: after − before).
 */
export type TokenFlow = {
  symbol: string
  precision: number
  earned: bigint
  produced: bigint
  spent: bigint
  net: bigint
}

export type BattleReport = {
  divisions: DivisionReport[]
  /** Every balance that moved, by how much, in the header's order (then any other token). */
  moved: Amount[]
  /**
   * Per token that moved or that anything paid or charged, in the header's order: the net and
   * its parts. When `settled`, net = earned + produced − spent for every token.
   */
  flows: TokenFlow[]
  /** The divisions' results account for the wins' and the balances' differences. */
  settled: boolean
}

const RESULTS: readonly FightResult[] = [...RESULT_KEYS, 'X']

/** More than this many fights are not searched (3 divisions is the game's limit). */
const MAX_SEARCHED = 6

const tokenOrder = (symbol: string) => {
  const index = (TOKENS as readonly string[]).indexOf(symbol)
  return index === -1 ? TOKENS.length : index
}

/** Each token's balance difference, after − before, nonzero ones only, in the header's order. */
export function balanceMoves(
  before: readonly BalanceRow[],
  after: readonly BalanceRow[],
): Amount[] {
  const was = balancesBySymbol(before)
  const is = balancesBySymbol(after)
  const moved: Amount[] = []
  for (const symbol of new Set([...was.keys(), ...is.keys()])) {
    const units = (is.get(symbol)?.units ?? 0n) - (was.get(symbol)?.units ?? 0n)
    const precision = is.get(symbol)?.precision ?? was.get(symbol)?.precision ?? TOKEN_PRECISION
    if (units !== 0n) moved.push({ units, precision, symbol })
  }
  return moved.sort(
    (a, b) => tokenOrder(a.symbol) - tokenOrder(b.symbol) || (a.symbol < b.symbol ? -1 : 1),
  )
}

/** A fight's possible results with what each pays, and what the rule expects of it. */
type Candidates = { payouts: Map<FightResult, bigint>; expected: FightResult }

/**
 * Picks one result per fight such that each zone's wins grew by its Victories and, when
 * `share` is given, the payouts add up to it; among those, the one agreeing most with the rule's
 * expected results (the first such in the search's order). Undefined when none fits.
 */
function assign(
  fights: readonly { zoneID: number; candidates: Candidates }[],
  winsGained: ReadonlyMap<number, number>,
  share: bigint | undefined,
): FightResult[] | undefined {
  if (fights.length > MAX_SEARCHED) return undefined
  let best: { results: FightResult[]; agree: number } | undefined
  const results: FightResult[] = []
  const visit = (index: number) => {
    if (index === fights.length) {
      const wins = new Map<number, number>()
      let paid = 0n
      let agree = 0
      fights.forEach((fight, i) => {
        const result = results[i] ?? 'X'
        if (result === 'win') wins.set(fight.zoneID, (wins.get(fight.zoneID) ?? 0) + 1)
        paid += fight.candidates.payouts.get(result) ?? 0n
        if (result === fight.candidates.expected) agree++
      })
      for (const zone of new Set([...wins.keys(), ...winsGained.keys()]))
        if ((wins.get(zone) ?? 0) !== (winsGained.get(zone) ?? 0)) return
      if (share !== undefined && paid !== share) return
      if (best === undefined || agree > best.agree) best = { results: [...results], agree }
      return
    }
    for (const result of RESULTS) {
      results[index] = result
      visit(index + 1)
    }
  }
  visit(0)
  return best?.results
}

/** The report of a transaction that claimed `input.fights`, from the tables before and after. */
export function battleReport(input: BattleReportInput): BattleReport {
  const { zones, udata, cards, before, after } = input
  const moved = balanceMoves(before.balances, after.balances)

  const fights = input.fights.map((fight) => {
    const zone = zones.find((candidate) => candidate.id === fight.zoneID)
    const payouts = new Map<FightResult, bigint>()
    let expected: FightResult = 'X'
    if (zone !== undefined) {
      const outcome = fightOutcome(divisionStats(fight.units, cards), zone, udata)
      expected = outcome.result
      for (const result of RESULTS)
        payouts.set(result, earningsUnits(resolutionFor(zone, result), outcome.bonusd))
    }
    return { fight, zone, zoneID: fight.zoneID, candidates: { payouts, expected } }
  })

  // Wins gained per zone, among the zones the claims fought in (no other action writes `infos`).
  const winsGained = new Map<number, number>()
  for (const { zoneID } of fights) {
    const gained = zoneWins(after.wins, zoneID) - zoneWins(before.wins, zoneID)
    if (gained !== 0) winsGained.set(zoneID, gained)
  }
  const dovxMoved = moved.find((amount) => amount.symbol === PAYOUT_SYMBOL)?.units ?? 0n
  const otherDovx = input.others
    .filter((amount) => amount.symbol === PAYOUT_SYMBOL)
    .reduce((sum, amount) => sum + amount.units, 0n)
  const share = dovxMoved - otherDovx

  const exact = assign(fights, winsGained, share)
  const results =
    exact ??
    assign(fights, winsGained, undefined) ??
    fights.map(({ candidates }) => candidates.expected)

  // A zone the claims opened goes to the first division that won in the zone before it.
  const opened = zones.filter(
    (zone) =>
      isZoneReachable(zones, zone.id, after.wins) && !isZoneReachable(zones, zone.id, before.wins),
  )
  const credited = new Set<number>()

  const divisions = fights.map(({ fight, zone, candidates }, index): DivisionReport => {
    const result = results[index] ?? 'X'
    const unlocked: UnlockedZone[] = []
    if (result === 'win') {
      for (const zone of opened) {
        if (credited.has(zone.id) || previousZone(zones, zone.id)?.id !== fight.zoneID) continue
        credited.add(zone.id)
        unlocked.push({ zoneId: zone.id, name: zoneName(zone), open: zone.open })
      }
    }
    const plan = battlePlan(fight.units, cards, {
      zones,
      udata,
      wins: after.wins,
      balances: after.balances,
      fightSecs: input.fightSecs,
    })
    const row = after.divisions.find((division) => division.divID === fight.divID)
    const againZone =
      row !== undefined && row.end_time !== 0
        ? zones.find((candidate) => candidate.id === row.zoneID)
        : undefined
    return {
      divID: fight.divID,
      title: fight.title,
      zoneID: fight.zoneID,
      zone: zone === undefined ? `Zone ${fight.zoneID}` : zoneName(zone),
      result,
      label: resultLabel(result) ?? 'No result',
      earned: [
        {
          units: candidates.payouts.get(result) ?? 0n,
          precision: TOKEN_PRECISION,
          symbol: PAYOUT_SYMBOL,
        },
      ],
      wins: zoneWins(after.wins, fight.zoneID),
      nbwins: zone?.nbwins ?? 0,
      unlocked,
      best:
        plan.best === undefined
          ? undefined
          : {
              zoneId: plan.best.zoneId,
              name: plan.best.name,
              earnings: plan.best.earnings,
              here: plan.best.zoneId === (againZone?.id ?? fight.zoneID),
            },
      again:
        row !== undefined && row.end_time !== 0
          ? {
              zoneId: row.zoneID,
              name: againZone === undefined ? `Zone ${row.zoneID}` : zoneName(againZone),
            }
          : undefined,
    }
  })

  return {
    divisions,
    moved,
    flows: tokenFlows(moved, divisions, input.others),
    settled: exact !== undefined,
  }
}

/**
 * Each token's flows: the divisions' earnings, the other actions' amounts split by sign (each of
 * `others` is one building's output or input, or one fight's cost, never netted together) and
 * the balance's move; tokens in the header's order, then any other.
 */
export function tokenFlows(
  moved: readonly Amount[],
  divisions: readonly Pick<DivisionReport, 'earned'>[],
  others: readonly Amount[],
): TokenFlow[] {
  const flows = new Map<string, TokenFlow>()
  const flow = (amount: Amount) => {
    let entry = flows.get(amount.symbol)
    if (entry === undefined) {
      entry = {
        symbol: amount.symbol,
        precision: amount.precision,
        earned: 0n,
        produced: 0n,
        spent: 0n,
        net: 0n,
      }
      flows.set(amount.symbol, entry)
    }
    return entry
  }
  for (const amount of moved) flow(amount).net += amount.units
  for (const division of divisions)
    for (const amount of division.earned)
      if (amount.units !== 0n) flow(amount).earned += amount.units
  for (const amount of others) {
    if (amount.units > 0n) flow(amount).produced += amount.units
    else if (amount.units < 0n) flow(amount).spent -= amount.units
  }
  return [...flows.values()].sort(
    (a, b) => tokenOrder(a.symbol) - tokenOrder(b.symbol) || (a.symbol < b.symbol ? -1 : 1),
  )
}

/** A player's place on one board (`hof.RankedPlayer`'s rank and victories), null: no victory there. */
type Place = Pick<RankedPlayer, 'rank' | 'victories'> | null

/** Where a player stands on the wins boards: `hof.Standing` without the divisions. */
export type Places = { officers: Place; objectives: Record<Objective, Place> }

/** A Hall of Fame board whose place the player changed: the officers', or an objective's. */
export type PlaceChange = { board: 'officers' | Objective; rank: number; was: number | null }

/** The victories a standing counts on each board: the wins on every objective's zones. */
export function boardVictories(wins: readonly ZoneWins[]): Record<'officers' | Objective, number> {
  const counts = { officers: 0, ...Object.fromEntries(OBJECTIVES.map((o) => [o, 0])) } as Record<
    'officers' | Objective,
    number
  >
  for (const row of wins) {
    const objective = objectiveOfZone(row.zone)
    if (objective === undefined) continue
    counts.officers += row.wins
    counts[objective] += row.wins
  }
  return counts
}

/**
 * The Hall of Fame places the player's victories changed, from their standing before and after a
 * transaction (`hof.standing`, among every player): each board where they won more and their
 * place moved, the officers' board first, then the objectives' in the boards' order. `was` is
 * null where the player was on no board (no victory there yet). A place moved by other players
 * alone (no victory of theirs more there) is not this transaction's doing and is left out.
 */
export function placeChanges(before: Places, after: Places): PlaceChange[] {
  const changes: PlaceChange[] = []
  const compare = (board: PlaceChange['board'], was: Place, now: Place) => {
    if (now === null || now.victories <= (was?.victories ?? 0) || now.rank === was?.rank) return
    changes.push({ board, rank: now.rank, was: was?.rank ?? null })
  }
  compare('officers', before.officers, after.officers)
  for (const objective of OBJECTIVES)
    compare(objective, before.objectives[objective], after.objectives[objective])
  return changes
}

/**
 * Whether `standing` counts exactly the victories of `wins` on every board: the standing the
 * indexer gave is as of those wins (not before a claim it has not read yet, nor after).
 */
export function standingCounts(standing: Places, wins: readonly ZoneWins[]): boolean {
  const counts = boardVictories(wins)
  return (
    (standing.officers?.victories ?? 0) === counts.officers &&
    OBJECTIVES.every((o) => (standing.objectives[o]?.victories ?? 0) === counts[o])
  )
}
