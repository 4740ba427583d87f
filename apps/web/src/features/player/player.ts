/**
 * What a commander's page shows, the same from either source (the indexer's one answer, or the
 * chain's tables): its avatar, its divisions with their power and rank, its victories per
 * objective and its ranks on every Hall of Fame board, and its recent victories when a history
 * tells them.
 */
import { groupThousands } from '@dov/game/amount'
import { divisionState, divisionTitle, orderedDivisions } from '@dov/game/division'
import type { DivisionEntry, Standing } from '@dov/game/hof'
import { formatPower } from '@dov/game/power'
import type { Division, Zone, ZoneWins } from '@dov/game/rows'
import { OBJECTIVES, type Objective, objectiveOfZone, zoneName } from '@dov/game/zones'
import type { IndexedMedal, IndexedPlayer, RecentVictory } from '../../chain/read/indexer/player'

export type DivisionView = {
  divID: number
  /** `DIVISION 1` … in division id order, as the fight screen numbers them. */
  title: string
  /** Power / 10000 with 1 decimal, as the Hall of Fame shows it. */
  power: string
  /** Its place on the TOP 20 Armed forces board among all divisions; undefined while read. */
  rank: number | undefined
  zoneID: number
  fighting: boolean
}

/** A Hall of Fame board's rank: a number, null (no victory there), or undefined while read. */
export type Rank = number | null | undefined

export type BoardRow = {
  board: 'officers' | Objective
  victories: number
  rank: Rank
}

export type PlayerView = {
  /** False: never played (no division, no victory). */
  known: boolean
  avatarId: number
  divisions: DivisionView[]
  /** Officers (every objective) first, then each objective in the boards' order. */
  boards: BoardRow[]
  /** Newest first; null when no history source tells them (the chain's tables alone). */
  recent: RecentVictory[] | null
  /** The medals held; null when no history source tells them (the chain's tables alone). */
  medals: IndexedMedal[] | null
}

/** `#3 of all divisions`; `…` while the ranks are read. */
export function divisionRankText(rank: number | undefined): string {
  return rank === undefined ? '…' : `#${groupThousands(String(rank))} of all divisions`
}

/** `#2`, `not ranked` where the account has no victory on that board, `…` while read. */
export function rankText(rank: Rank): string {
  if (rank === undefined) return '…'
  return rank === null ? 'not ranked' : `#${groupThousands(String(rank))}`
}

/** The zone's name from the `zones` table (`Desert 3` without one), `Zone 3` while unknown. */
export function zoneLabel(zones: readonly Zone[] | undefined, zoneID: number): string {
  const zone = zones?.find((candidate) => candidate.id === zoneID)
  return zone === undefined ? `Zone ${zoneID}` : zoneName(zone)
}

/**
 * The page from the indexer's answer. Fighting is read from the division's end time on the chain
 * clock (`now`, unix seconds), as over the chain: a fight over but not claimed is not fighting
 * (the indexer's `fighting` also counts it).
 */
export function indexedView(player: IndexedPlayer, now: number): PlayerView {
  const { standing } = player
  return {
    known: player.known,
    avatarId: player.avatar,
    divisions: orderedDivisions(player.divisions).map((division, index) => ({
      divID: division.divID,
      title: divisionTitle(index + 1),
      power: formatPower(division.power, 1),
      rank: division.rank,
      zoneID: division.zoneID,
      fighting: divisionState(division.endTime, now).kind === 'fighting',
    })),
    boards: [
      {
        board: 'officers',
        victories: standing.officers?.victories ?? 0,
        rank: standing.officers?.rank ?? null,
      },
      ...OBJECTIVES.map((objective) => ({
        board: objective,
        victories: standing.objectives[objective]?.victories ?? 0,
        rank: standing.objectives[objective]?.rank ?? null,
      })),
    ],
    recent: player.recentVictories,
    medals: player.medals,
  }
}

/** A division read from the chain, with its power computed as the Hall of Fame computes it. */
export type ChainDivision = { divID: number; zoneID: number; power: number; fighting: boolean }

/**
 * The account's `divisions` as the page shows them: each with the power `divisionEntries` gave
 * it (`entries`, in the same order; none: 0), fighting while its fight runs at `now` (the chain
 * clock, unix seconds).
 */
export function chainDivisions(
  divisions: readonly Pick<Division, 'divID' | 'zoneID' | 'end_time'>[],
  entries: readonly Pick<DivisionEntry, 'power'>[],
  now: number,
): ChainDivision[] {
  return divisions.map((division, index) => ({
    divID: division.divID,
    zoneID: division.zoneID,
    power: entries[index]?.power ?? 0,
    fighting: divisionState(division.end_time, now).kind === 'fighting',
  }))
}

/**
 * The page from the chain's tables: the account's divisions (with power), its `infos` rows, its
 * avatar id, and its standing among everyone (`@dov/game/hof` `standing`): the divisions' ranks
 * once every division is read, the boards' ranks once every owner is (undefined until then).
 */
export function chainView(input: {
  divisions: readonly ChainDivision[]
  wins: readonly ZoneWins[]
  avatarId: number
  forces: Standing['forces'] | undefined
  standing: Pick<Standing, 'officers' | 'objectives'> | undefined
}): PlayerView {
  const perObjective = Object.fromEntries(OBJECTIVES.map((objective) => [objective, 0])) as Record<
    Objective,
    number
  >
  for (const row of input.wins) {
    const objective = objectiveOfZone(row.zone)
    if (objective !== undefined) perObjective[objective] += row.wins
  }
  const total = OBJECTIVES.reduce((sum, objective) => sum + perObjective[objective], 0)
  const rankOf = new Map(input.forces?.map((division) => [division.divID, division.rank]))
  const standing = input.standing
  const boardRank = (place: { rank: number } | null | undefined): Rank =>
    standing === undefined ? undefined : (place?.rank ?? null)
  return {
    known: input.divisions.length > 0 || input.wins.some((row) => row.wins > 0),
    avatarId: input.avatarId,
    divisions: orderedDivisions(input.divisions).map((division, index) => ({
      divID: division.divID,
      title: divisionTitle(index + 1),
      power: formatPower(division.power, 1),
      rank: input.forces === undefined ? undefined : rankOf.get(division.divID),
      zoneID: division.zoneID,
      fighting: division.fighting,
    })),
    boards: [
      { board: 'officers', victories: total, rank: boardRank(standing?.officers) },
      ...OBJECTIVES.map((objective) => ({
        board: objective,
        victories: perObjective[objective],
        rank: boardRank(standing?.objectives[objective]),
      })),
    ],
    recent: null,
    medals: null,
  }
}
