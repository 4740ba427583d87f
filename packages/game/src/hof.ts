/**
 * Hall of Fame (spec §2 "'TOP 5 Officers (ranked by number of victories on objectives)'", "'TOP 20
 * Armed forces (ranked by the strength of the military divisions)': a table of rank, owner,
 * division id and power", "For the zones bunker, camp, radar, hq and bridge: a top 5 of accounts
 * with 'N Victories'"; §9 "Hall of Fame: top 20 divisions, top 5 per zone, top 5 officers; power /
 * 10000").
 *
 * Ties are broken deterministically: divisions by power desc, then divID asc, then owner asc;
 * accounts by victories desc, then account name asc (UTF-16 code unit order). Ranks are 1, 2, 3…
 * with no shared ranks. Accounts with 0 victories are not listed. A division's power is computed
 * from the game tables (`divisionEntries`), as the fight contract computes it.
 */
import { groupThousands } from './amount'
import { unitStats } from './assets'
import { storedDivisionPower, type UnitStats } from './power'
import type { Division, NftRow, UnitConfig, Zone, ZoneWins } from './rows'
import { OBJECTIVES, type Objective, objectiveOfZone } from './zones'

export const TOP_DIVISIONS = 20
export const TOP_OFFICERS = 5
export const TOP_PER_OBJECTIVE = 5

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

export type DivisionEntry = { owner: string; divID: number; power: number }
export type RankedDivision = DivisionEntry & { rank: number }

/** The armed forces' order: power descending, then divID, then owner. */
export function divisionOrder(a: DivisionEntry, b: DivisionEntry): number {
  return b.power - a.power || a.divID - b.divID || byName(a.owner, b.owner)
}

/** The wins boards' order: victories descending, then the account's name. */
export function playerOrder(
  a: { owner: string; victories: number },
  b: { owner: string; victories: number },
): number {
  return b.victories - a.victories || byName(a.owner, b.owner)
}

/**
 * Every stored division with its power, from the game tables alone, as the fight contract computes
 * it: each card's template from `nfts`, the template's stats from `udata` through `unitStats`
 * (non-combat power 0), the terrain of the division's zone from `zones`. A card missing from
 * `nfts` is left out; an unknown zone gives no terrain bonus (`storedDivisionPower`).
 */
export function divisionEntries(
  divisions: readonly Pick<Division, 'divID' | 'owner' | 'zoneID' | 'units'>[],
  nfts: readonly Pick<NftRow, 'asset_id' | 'template_id'>[],
  udata: readonly UnitConfig[],
  zones: readonly Pick<Zone, 'id' | 'terrain'>[],
): DivisionEntry[] {
  const templateOf = new Map(nfts.map((nft) => [nft.asset_id, nft.template_id]))
  const statsOf = new Map<number, UnitStats>()
  const unitOf = (assetId: string): UnitStats | undefined => {
    const templateId = templateOf.get(assetId)
    if (templateId === undefined) return undefined
    let stats = statsOf.get(templateId)
    if (stats === undefined) {
      stats = unitStats(templateId, udata)
      statsOf.set(templateId, stats)
    }
    return stats
  }
  return divisions.map((division) => ({
    owner: division.owner,
    divID: division.divID,
    power: storedDivisionPower(division, unitOf, zones),
  }))
}

/** Top divisions by power (power units; show with formatPower(power, 1), i.e. / 10000). */
export function topDivisions(
  entries: readonly DivisionEntry[],
  limit = TOP_DIVISIONS,
): RankedDivision[] {
  return [...entries]
    .sort(divisionOrder)
    .slice(0, limit)
    .map((entry, index) => ({ ...entry, rank: index + 1 }))
}

/** One account's infos rows. */
export type PlayerWins = { owner: string; wins: readonly ZoneWins[] }
export type RankedPlayer = { rank: number; owner: string; victories: number }

function rankPlayers(
  players: readonly PlayerWins[],
  counts: (zone: number) => boolean,
  limit: number,
): RankedPlayer[] {
  const totals = new Map<string, number>()
  for (const { owner, wins } of players) {
    let sum = totals.get(owner) ?? 0
    for (const row of wins) if (counts(row.zone)) sum += row.wins
    totals.set(owner, sum)
  }
  return ranked([...totals], limit)
}

/** Accounts with victories > 0, by victories desc then name asc, the first `limit`, ranked 1, 2, 3… */
function ranked(totals: readonly (readonly [string, number])[], limit: number): RankedPlayer[] {
  return totals
    .filter(([, victories]) => victories > 0)
    .sort(([a, va], [b, vb]) =>
      playerOrder({ owner: a, victories: va }, { owner: b, victories: vb }),
    )
    .slice(0, limit)
    .map(([owner, victories], index) => ({ rank: index + 1, owner, victories }))
}

/** The six wins boards of the Hall of Fame. */
export type WinsBoards = { officers: RankedPlayer[]; objectives: Record<Objective, RankedPlayer[]> }

/**
 * The officers' board and the five objectives' boards at once (one pass over the players'
 * rows): the same as `topOfficers` and `topForObjective` for each objective.
 */
export function winsBoards(
  players: readonly PlayerWins[],
  objectiveOf: (zoneId: number) => Objective | undefined = objectiveOfZone,
  /** Every ranked player instead of the tops (`standing`). */
  limit?: number,
): WinsBoards {
  const perObjective = new Map<string, number[]>()
  for (const { owner, wins } of players) {
    let sums = perObjective.get(owner)
    if (sums === undefined) {
      sums = OBJECTIVES.map(() => 0)
      perObjective.set(owner, sums)
    }
    for (const row of wins) {
      const objective = objectiveOf(row.zone)
      if (objective === undefined) continue
      const index = OBJECTIVES.indexOf(objective)
      sums[index] = (sums[index] ?? 0) + row.wins
    }
  }
  const board = (victoriesOf: (sums: number[]) => number, limit: number) =>
    ranked(
      [...perObjective].map(([owner, sums]) => [owner, victoriesOf(sums)] as const),
      limit,
    )
  const objectives = Object.fromEntries(
    OBJECTIVES.map((objective, index) => [
      objective,
      board((sums) => sums[index] ?? 0, limit ?? TOP_PER_OBJECTIVE),
    ]),
  ) as Record<Objective, RankedPlayer[]>
  return {
    officers: board((sums) => sums.reduce((total, n) => total + n, 0), limit ?? TOP_OFFICERS),
    objectives,
  }
}

/** Top officers (accounts) by victories summed over every objective zone (zones 1–20). */
export function topOfficers(
  players: readonly PlayerWins[],
  limit = TOP_OFFICERS,
  objectiveOf: (zoneId: number) => Objective | undefined = objectiveOfZone,
): RankedPlayer[] {
  return rankPlayers(players, (zone) => objectiveOf(zone) !== undefined, limit)
}

/** Top accounts for one objective, victories summed over the zones of that objective. */
export function topForObjective(
  players: readonly PlayerWins[],
  objective: Objective,
  limit = TOP_PER_OBJECTIVE,
  objectiveOf: (zoneId: number) => Objective | undefined = objectiveOfZone,
): RankedPlayer[] {
  return rankPlayers(players, (zone) => objectiveOf(zone) === objective, limit)
}

/** "1 Victories" style label, as the spec writes it ('N Victories'). */
export function victoriesLabel(victories: number): string {
  return `${groupThousands(String(victories))} Victories`
}

/**
 * Where one account stands on every board, ranked among all players and divisions (not only the
 * tops): its officers' and each objective's rank (null where it has no victory there), and each of
 * its divisions' rank among all divisions. The same order and tie rules as the boards, so a row
 * inside a top has the rank the board shows.
 */
export type Standing = {
  officers: RankedPlayer | null
  objectives: Record<Objective, RankedPlayer | null>
  forces: RankedDivision[]
}

export function standing(
  players: readonly PlayerWins[],
  entries: readonly DivisionEntry[],
  account: string,
  objectiveOf: (zoneId: number) => Objective | undefined = objectiveOfZone,
): Standing {
  const all = winsBoards(players, objectiveOf, Number.POSITIVE_INFINITY)
  const find = (rows: readonly RankedPlayer[]) => rows.find((row) => row.owner === account) ?? null
  return {
    officers: find(all.officers),
    objectives: Object.fromEntries(
      OBJECTIVES.map((objective) => [objective, find(all.objectives[objective])]),
    ) as Record<Objective, RankedPlayer | null>,
    forces: topDivisions(entries, Number.POSITIVE_INFINITY).filter(
      (entry) => entry.owner === account,
    ),
  }
}
