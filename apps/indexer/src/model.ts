import {
  type RankedPlayer,
  type Standing,
  TOP_DIVISIONS,
  TOP_OFFICERS,
  TOP_PER_OBJECTIVE,
} from '@dov/game/hof'
import type { ZoneWins } from '@dov/game/rows'
import { OBJECTIVES, type Objective } from '@dov/game/zones'
import type { Week } from '@dov/indexer-api/documents/boards'
import type { Boards } from './boards'
import { BalancesProjection } from './projections/balances'
import { ForcesProjection } from './projections/forces'
import type {
  BoardRow,
  ContractRole,
  ModelChange,
  ProjectedTable,
  Projection,
} from './projections/projection'
import { type ClaimedVictory, WeekProjection } from './projections/week'
import { OFFICERS, WinsProjection } from './projections/wins'

export type { BoardRow } from './projections/projection'

/** One division of a player as `/v1/player` lists it. */
export type PlayerDivision = {
  divID: number
  zoneID: number
  /** `divisionEntries`'s power (power units: the app divides by 10000). */
  power: number
  /** Its rank among all divisions, as `standing().forces` gives it. */
  rank: number
  /** `end_time` is not 0: in a fight, or one to claim. */
  fighting: boolean
  end_time: number
  /** How many units (cards) it holds. */
  units: number
}

/** What the model knows of one player (`HofModel.player`). */
export type PlayerState = {
  /** The player has a row in `infos`, `sdivisions` or `balances`. */
  known: boolean
  avatar: number
  divisions: PlayerDivision[]
  standing: Standing
  /**
   * What its medals are read from besides those the follower dated: the medals these tables show
   * are held undated (`@dov/game/medals` `heldMedals`).
   */
  medalTables: MedalTables
}

/** A player's `infos` rows and the zones open now. */
export type MedalTables = { wins: ZoneWins[]; openZones: number[] }

/** What `/v1/hof` shows: the boards, and for every account on them its avatar and victories. */
export type ShownHof = {
  boards: Boards
  avatars: Record<string, number>
  victories: Record<string, number>
  week: Week
}

/** The projections of the boards in memory, each with the tables it reads. */
function projections() {
  const wins = new WinsProjection()
  const forces = new ForcesProjection()
  const balances = new BalancesProjection()
  return { wins, forces, balances, all: [wins, forces, balances] as Projection[] }
}

/** The tables the boards in memory read, per contract (what the follower must keep for them). */
export const PROJECTED_TABLES: readonly ProjectedTable[] = projections().all.flatMap((p) => [
  ...p.tables,
])

/** The projected tables of one contract. */
export const projectedTables = (contract: ContractRole): string[] =>
  PROJECTED_TABLES.filter((t) => t.contract === contract).map((t) => t.table)

/**
 * The boards and the players' pages in memory, from the projections (`projections/`): the wins
 * boards (`infos`), the armed forces (`sdivisions`, `nfts`, `udata`, `zones`) and the balances
 * (avatars, who has played). A block's rows go to the projection that reads their table; each
 * then settles once (ranks moved, entries computed). A board's top is a slice and a player's rank
 * a binary search in the board's order, so neither a block nor a request sorts the players.
 */
export class HofModel {
  private readonly parts = projections()
  private readonly byTable = new Map(
    this.parts.all.flatMap((p) => p.tables.map((t) => [t.table, p] as const)),
  )
  /** The week's board, from the victories claimed (game actions, not rows: `addVictories`). */
  private readonly week = new WeekProjection()
  private shown: ShownHof | undefined

  /** Applies one block's rows (the last change of each row), in any order; says what changed. */
  apply(rows: readonly BoardRow[]): Omit<ModelChange, 'shown'> {
    const change: ModelChange = { ranks: false, shown: false, accounts: new Set() }
    for (const row of rows) this.byTable.get(row.table)?.apply(row, change)
    for (const part of this.parts.all) part.settle()
    if (change.shown) this.shown = undefined
    return { ranks: change.ranks, accounts: change.accounts }
  }

  /**
   * Counts the victories claimed in the blocks the model just moved to (in the chain's order)
   * on the week's board, then moves it to the week of `now` (the last block's time). Says
   * whether `/v1/hof` changed.
   */
  addVictories(victories: readonly ClaimedVictory[], now: Date): boolean {
    const changed = this.week.add(victories, now)
    if (changed) this.shown = undefined
    return changed
  }

  /** Starts the week's board of `time` over with each account's victories of that week. */
  resetWeek(time: Date, counts: Iterable<[string, number]>): void {
    this.week.reset(time, counts)
    this.shown = undefined
  }

  /**
   * The seven boards, the week's, and the avatar and victories of every account on any of them
   * (computed once per change).
   */
  hof(): ShownHof {
    if (this.shown === undefined) {
      const { wins, forces } = this.parts
      const boards: Boards = {
        officers: wins.top(OFFICERS, TOP_OFFICERS),
        objectives: Object.fromEntries(
          OBJECTIVES.map((objective, index) => [objective, wins.top(index, TOP_PER_OBJECTIVE)]),
        ) as Record<Objective, RankedPlayer[]>,
        forces: forces.top(TOP_DIVISIONS),
      }
      const week = this.week.shown()
      const owners = [
        boards.officers,
        ...Object.values(boards.objectives),
        boards.forces,
        week.top,
      ].flatMap((board) => board.map((row) => row.owner))
      const shown = [...new Set(owners)].sort()
      const avatars = Object.fromEntries(shown.map((owner) => [owner, this.avatar(owner)]))
      const victories = Object.fromEntries(
        shown.map((owner) => [owner, wins.standing(OFFICERS, owner)?.victories ?? 0]),
      )
      this.shown = { boards, avatars, victories, week }
    }
    return this.shown
  }

  /** The seven boards of what is kept now. */
  boards(): Boards {
    return this.hof().boards
  }

  /** A player's avatar id: its `AVT` balance, or the default (1) without one. */
  avatar(account: string): number {
    return this.parts.balances.avatar(account)
  }

  /** The avatar of every account on any board. */
  boardAvatars(): Record<string, number> {
    return this.hof().avatars
  }

  /**
   * Where `account` stands on each board among everyone: `@dov/game/hof`'s `standing` (its order
   * and ties: victories, then the name; power, then divID, then owner).
   */
  standing(account: string): Standing {
    const { wins, forces } = this.parts
    return {
      officers: wins.standing(OFFICERS, account),
      objectives: Object.fromEntries(
        OBJECTIVES.map((objective, index) => [objective, wins.standing(index, account)]),
      ) as Record<Objective, RankedPlayer | null>,
      forces: forces
        .owned(account)
        .map(({ entry, rank }) => ({ ...entry, rank }))
        .sort((a, b) => a.rank - b.rank),
    }
  }

  /** One player's page: known or not, avatar, divisions (by divID) with ranks, standing. */
  player(account: string): PlayerState {
    const { wins, forces, balances } = this.parts
    const divisions: PlayerDivision[] = forces
      .owned(account)
      .map(({ division, entry, rank }) => ({
        divID: division.divID,
        zoneID: Number(division.zoneID),
        power: entry.power,
        rank,
        fighting: division.end_time !== 0,
        end_time: division.end_time,
        units: division.units.length,
      }))
      .sort((a, b) => a.divID - b.divID)
    return {
      known: wins.has(account) || forces.has(account) || balances.has(account),
      avatar: this.avatar(account),
      divisions,
      standing: this.standing(account),
      medalTables: { wins: wins.winsOf(account), openZones: forces.openZones() },
    }
  }
}
