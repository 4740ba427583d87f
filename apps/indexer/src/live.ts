import { AVATAR_SYMBOL, tryParseAsset } from '@dov/game/amount'
import { DEFAULT_AVATAR } from '@dov/game/avatar'
import {
  type DivisionEntry,
  divisionEntries,
  type PlayerWins,
  type RankedPlayer,
  type Standing,
  topDivisions,
  type WinsBoards,
  winsBoards,
} from '@dov/game/hof'
import type { Division, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import { OBJECTIVES, type Objective, objectiveOfZone } from '@dov/game/zones'
import type { Kysely } from 'kysely'
import type { Boards } from './boards'
import type { Database } from './db/schema'
import {
  type Cursor,
  exclusive,
  type RowDelta,
  readSnapshot,
  type StoreChange,
  type TableRow,
  watchStore,
} from './db/store'

/** The game's tables the boards are computed from. */
export const BOARD_TABLES = ['infos', 'sdivisions', 'nfts', 'udata', 'zones'] as const

/**
 * The staking contract's in-game balances (scope: player, one row per token), as the model's rows
 * name them: their `AVT` row is the player's avatar, and any row makes the player known.
 */
export const BALANCES = 'balances'

/** The avatar of a player with no `AVT` row: the default placeholder's id (1). */
export const DEFAULT_AVATAR_ID = DEFAULT_AVATAR.id

/**
 * A row of one of the game's tables, or of the staking contract's `balances` (table `balances`: the
 * game has no table of that name): present (its value after the change) or gone.
 */
export type BoardRow = {
  table: string
  scope: string
  primaryKey: string
  present: boolean
  value: Record<string, unknown>
}

type StoredDivision = Pick<Division, 'divID' | 'owner' | 'zoneID' | 'end_time' | 'units'>

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
}

/** The avatar id of an `AVT` balance's value (`{ balance: "4 AVT" }`), undefined for another token. */
function avatarOf(value: Record<string, unknown>): number | undefined {
  const amount = typeof value.balance === 'string' ? tryParseAsset(value.balance) : undefined
  if (amount === undefined || amount.symbol !== AVATAR_SYMBOL) return undefined
  return Number(amount.units / 10n ** BigInt(amount.precision))
}

const keyOf = (row: { scope: string; primaryKey: string }) => `${row.scope}\u0000${row.primaryKey}`

/** Rows in `tableRows`'s order (scope, then primary key as a number): `find` meets them so. */
function ordered<T>(rows: ReadonlyMap<string, { scope: string; primaryKey: string; value: T }>) {
  return [...rows.values()]
    .sort((a, b) =>
      a.scope < b.scope
        ? -1
        : a.scope > b.scope
          ? 1
          : BigInt(a.primaryKey) < BigInt(b.primaryKey)
            ? -1
            : BigInt(a.primaryKey) > BigInt(b.primaryKey)
              ? 1
              : 0,
    )
    .map((row) => row.value)
}

/**
 * The seven boards' inputs, in memory, changed row by row: each account's `infos` rows, and each
 * division's entry (owner, id, power) on the armed forces' board, computed by `@dov/game`'s
 * `divisionEntries` from the division's row, its cards' `nfts` rows (each card's template) and
 * the `udata` and `zones` rows. A change recomputes only the entries it touches: a division whose
 * row changed, or one of whose cards' rows did; every entry when `udata` or `zones` change (the
 * units' stats or the terrains). The boards are then computed on demand from what is kept (the
 * wins by `winsBoards`, the top divisions by `topDivisions`), once per change.
 *
 * Besides the boards, what a player's page needs (`player`, `standing`): each account's
 * victories per objective, its divisions, and its avatar (the `AVT` row of the staking
 * contract's `balances`, which are kept as rows of table `balances`).
 *
 * A card is looked up by its asset id: the contract keeps one `nfts` row per card, keyed by it.
 */
export class HofModel {
  private readonly infos = new Map<string, Map<string, ZoneWins>>()
  private readonly divisions = new Map<string, StoredDivision>()
  private readonly entries = new Map<string, DivisionEntry>()
  /** Per `nfts` row, its card's asset id; per asset id, its template. */
  private readonly cardOf = new Map<string, string>()
  private readonly templateOf = new Map<string, number>()
  /** Per asset id, the divisions (row keys) whose units name it. */
  private readonly holders = new Map<string, Set<string>>()
  private readonly udataRows = new Map<
    string,
    { scope: string; primaryKey: string; value: UnitConfig }
  >()
  private readonly zoneRows = new Map<string, { scope: string; primaryKey: string; value: Zone }>()
  private udata: UnitConfig[] = []
  private zones: Zone[] = []
  /** Per owner, the row keys of its divisions. */
  private readonly divisionsOf = new Map<string, Set<string>>()
  /** Per player (scope), the primary keys of its `balances` rows, and its `AVT` row's. */
  private readonly balancesOf = new Map<string, Set<string>>()
  private readonly avatarKey = new Map<string, string>()
  private readonly avatars = new Map<string, number>()
  private wins: WinsBoards | undefined
  private forces: Boards['forces'] | undefined
  private shownAvatars: Record<string, number> | undefined
  /**
   * Per account with `infos` rows, its victories per objective (in OBJECTIVES' order), then their
   * total (the officers'), kept as its rows change: a player's ranks are counted from them.
   */
  private readonly victories = new Map<string, number[]>()

  /** Applies one block's rows (the last change of each row), in any order. */
  apply(rows: readonly BoardRow[]): void {
    const dirty = new Set<string>()
    let configs = false
    for (const row of rows) {
      const key = keyOf(row)
      switch (row.table) {
        case 'infos': {
          let scope = this.infos.get(row.scope)
          if (row.present) {
            if (scope === undefined) {
              scope = new Map()
              this.infos.set(row.scope, scope)
            }
            scope.set(row.primaryKey, row.value as unknown as ZoneWins)
          } else if (scope !== undefined) {
            scope.delete(row.primaryKey)
            if (scope.size === 0) this.infos.delete(row.scope)
          }
          this.wins = undefined
          this.shownAvatars = undefined
          this.countVictories(row.scope)
          break
        }
        case 'sdivisions': {
          const old = this.divisions.get(key)
          if (old !== undefined) {
            for (const unit of old.units) this.holders.get(unit.value)?.delete(key)
            const owned = this.divisionsOf.get(old.owner)
            owned?.delete(key)
            if (owned?.size === 0) this.divisionsOf.delete(old.owner)
          }
          if (row.present) {
            const value = row.value as unknown as Omit<StoredDivision, 'divID' | 'end_time'> & {
              divID: string | number
              end_time: string | number
            }
            const division = {
              ...value,
              divID: Number(value.divID),
              end_time: Number(value.end_time),
            }
            this.divisions.set(key, division)
            let owned = this.divisionsOf.get(division.owner)
            if (owned === undefined) {
              owned = new Set()
              this.divisionsOf.set(division.owner, owned)
            }
            owned.add(key)
            for (const unit of division.units) {
              let holders = this.holders.get(unit.value)
              if (holders === undefined) {
                holders = new Set()
                this.holders.set(unit.value, holders)
              }
              holders.add(key)
            }
          } else {
            this.divisions.delete(key)
            this.entries.delete(key)
            this.forces = undefined
            this.shownAvatars = undefined
          }
          dirty.add(key)
          break
        }
        case 'nfts': {
          const old = this.cardOf.get(key)
          if (old !== undefined) {
            this.templateOf.delete(old)
            this.cardOf.delete(key)
            for (const holder of this.holders.get(old) ?? []) dirty.add(holder)
          }
          if (row.present) {
            const { asset_id, template_id } = row.value as { asset_id: string; template_id: number }
            this.cardOf.set(key, asset_id)
            this.templateOf.set(asset_id, template_id)
            for (const holder of this.holders.get(asset_id) ?? []) dirty.add(holder)
          }
          break
        }
        case 'udata':
        case 'zones': {
          const rows = (row.table === 'udata' ? this.udataRows : this.zoneRows) as Map<
            string,
            { scope: string; primaryKey: string; value: unknown }
          >
          if (row.present)
            rows.set(key, { scope: row.scope, primaryKey: row.primaryKey, value: row.value })
          else rows.delete(key)
          configs = true
          break
        }
        case BALANCES: {
          let keys = this.balancesOf.get(row.scope)
          if (row.present) {
            if (keys === undefined) {
              keys = new Set()
              this.balancesOf.set(row.scope, keys)
            }
            keys.add(row.primaryKey)
          } else if (keys !== undefined) {
            keys.delete(row.primaryKey)
            if (keys.size === 0) this.balancesOf.delete(row.scope)
          }
          const avatar = row.present ? avatarOf(row.value) : undefined
          if (avatar !== undefined) {
            this.avatarKey.set(row.scope, row.primaryKey)
            this.avatars.set(row.scope, avatar)
          } else if (this.avatarKey.get(row.scope) === row.primaryKey) {
            this.avatarKey.delete(row.scope)
            this.avatars.delete(row.scope)
          } else break
          this.shownAvatars = undefined
          break
        }
      }
    }
    if (configs) {
      this.udata = ordered(this.udataRows)
      this.zones = ordered(this.zoneRows)
      this.recompute(this.divisions.keys())
    } else this.recompute(dirty)
  }

  /** Recomputes the entries of the divisions `keys` names (those still stored). */
  private recompute(keys: Iterable<string>) {
    const stored: [string, StoredDivision][] = []
    let touched = false
    for (const key of keys) {
      touched = true
      const division = this.divisions.get(key)
      if (division !== undefined) stored.push([key, division])
    }
    // A block that changed no division (a deposit, a win) keeps the ranked divisions.
    if (!touched) return
    const cards = new Map<string, { asset_id: string; template_id: number }>()
    for (const [, division] of stored)
      for (const { value } of division.units) {
        const template_id = this.templateOf.get(value)
        if (template_id !== undefined) cards.set(value, { asset_id: value, template_id })
      }
    const entries = divisionEntries(
      stored.map(([, division]) => division),
      [...cards.values()],
      this.udata,
      this.zones,
    )
    stored.forEach(([key], index) => {
      const entry = entries[index]
      if (entry !== undefined) this.entries.set(key, entry)
    })
    this.forces = undefined
    this.shownAvatars = undefined
  }

  /** The account's victories per objective, from its `infos` rows (as `winsBoards` sums them). */
  private countVictories(account: string) {
    const rows = this.infos.get(account)
    if (rows === undefined) {
      this.victories.delete(account)
      return
    }
    // Per objective, then the officers' total.
    const sums = [...OBJECTIVES, 'total'].map(() => 0)
    for (const { zone, wins } of rows.values()) {
      const objective = objectiveOfZone(Number(zone))
      if (objective === undefined) continue
      const index = OBJECTIVES.indexOf(objective)
      sums[index] = (sums[index] ?? 0) + Number(wins)
      sums[OBJECTIVES.length] = (sums[OBJECTIVES.length] ?? 0) + Number(wins)
    }
    this.victories.set(account, sums)
  }

  private players(): PlayerWins[] {
    const players: PlayerWins[] = []
    for (const [owner, rows] of this.infos) players.push({ owner, wins: [...rows.values()] })
    return players
  }

  /** The seven boards of what is kept now (computed once per change). */
  boards(): Boards {
    this.wins ??= winsBoards(this.players())
    this.forces ??= topDivisions([...this.entries.values()])
    return { ...this.wins, forces: this.forces }
  }

  /** A player's avatar id: its `AVT` balance, or the default (1) without one. */
  avatar(account: string): number {
    return this.avatars.get(account) ?? DEFAULT_AVATAR_ID
  }

  /** The avatar of every account on any of the seven boards (computed once per change). */
  boardAvatars(): Record<string, number> {
    if (this.shownAvatars === undefined) {
      const { officers, objectives, forces } = this.boards()
      const owners = [officers, ...Object.values(objectives), forces].flatMap((board) =>
        board.map((row) => row.owner),
      )
      this.shownAvatars = Object.fromEntries(
        [...new Set(owners)].sort().map((owner) => [owner, this.avatar(owner)]),
      )
    }
    return this.shownAvatars
  }

  /**
   * Where `account` stands on each board among everyone: `@dov/game/hof`'s `standing` (its order
   * and ties: victories, then the name; power, then divID, then owner), each rank counted as
   * 1 + the rows that come before the player's in one pass over the players' victories and one
   * over the divisions' entries: a few milliseconds at the huge world's size, whatever the blocks
   * changed, where `standing` sorts everyone.
   */
  standing(account: string): Standing {
    const boards = OBJECTIVES.length + 1
    // Per board (the objectives, then the officers' total), the account's victories and rank.
    const mine = this.victories.get(account) ?? new Array<number>(boards).fill(0)
    const ranks = new Array<number>(boards).fill(1)
    for (const [owner, sums] of this.victories) {
      if (owner === account) continue
      for (let board = 0; board < boards; board++) {
        const theirs = sums[board] ?? 0
        const v = mine[board] ?? 0
        if (theirs > v || (theirs === v && owner < account)) ranks[board] = (ranks[board] ?? 1) + 1
      }
    }
    const on = (board: number): RankedPlayer | null => {
      const victories = mine[board] ?? 0
      return victories > 0 ? { rank: ranks[board] ?? 1, owner: account, victories } : null
    }
    const forces = this.rankedDivisions(account)
      .map(({ entry, rank }) => ({ ...entry, rank }))
      .sort((a, b) => a.rank - b.rank)
    return {
      officers: on(OBJECTIVES.length),
      objectives: Object.fromEntries(
        OBJECTIVES.map((objective, index) => [objective, on(index)]),
      ) as Record<Objective, RankedPlayer | null>,
      forces,
    }
  }

  /**
   * The account's divisions with their entries and their ranks among all divisions (`topDivisions`'s
   * order: power descending, then divID, then owner), counted in one pass over the entries.
   */
  private rankedDivisions(account: string) {
    const own: { key: string; entry: DivisionEntry; rank: number }[] = []
    for (const key of this.divisionsOf.get(account) ?? []) {
      const entry = this.entries.get(key)
      if (entry !== undefined) own.push({ key, entry, rank: 1 })
    }
    if (own.length === 0) return own
    for (const other of this.entries.values())
      for (const mine of own) {
        const a = other
        const b = mine.entry
        if (
          a.power > b.power ||
          (a.power === b.power && (a.divID < b.divID || (a.divID === b.divID && a.owner < b.owner)))
        )
          mine.rank++
      }
    return own
  }

  /** One player's page: known or not, avatar, divisions (by divID) with ranks, standing. */
  player(account: string): PlayerState {
    const divisions: PlayerDivision[] = []
    for (const { key, entry, rank } of this.rankedDivisions(account)) {
      const division = this.divisions.get(key)
      if (division === undefined) continue
      divisions.push({
        divID: division.divID,
        zoneID: Number(division.zoneID),
        power: entry.power,
        rank,
        fighting: division.end_time !== 0,
        end_time: division.end_time,
        units: division.units.length,
      })
    }
    divisions.sort((a, b) => a.divID - b.divID)
    return {
      known:
        this.infos.has(account) || this.divisionsOf.has(account) || this.balancesOf.has(account),
      avatar: this.avatar(account),
      divisions,
      standing: this.standing(account),
    }
  }
}

/** The game's rows of a block's deltas, and the staking contract's `balances`, as the model reads them. */
function boardRows(game: string, stake: string, deltas: readonly RowDelta[]): BoardRow[] {
  return deltas.filter(
    (d) => (d.code === game && d.table !== BALANCES) || (d.code === stake && d.table === BALANCES),
  )
}

/** A snapshot's rows as one block that writes them all. */
function snapshotRows(rows: ReadonlyMap<string, TableRow[]>): BoardRow[] {
  return [...rows].flatMap(([table, list]) => list.map((row) => ({ ...row, table, present: true })))
}

/** The boards as of one block, with the avatars of the accounts on them. */
export type LiveSnapshot = { cursor: Cursor; boards: Boards; avatars: Record<string, number> }

/**
 * The boards kept in memory as the database changes (`HofModel`): read from the database once
 * (at the start, or at the request after the copy fell out of step), then changed by
 * each block the store applies, from the block's rows (`watchStore`), after the block's
 * transaction committed and before the next block is applied: the boards and their cursor are
 * always those of one block. A block that does not follow the copy's cursor (one applied through
 * another connection in between) drops the copy, read again from the database at the next
 * request; a forgotten chain, or the first block of an empty database, starts an empty one.
 */
export class LiveBoards {
  private state: { model: HofModel; cursor: Cursor | undefined } | undefined
  private loading: Promise<void> | undefined
  private readonly unwatch: () => void

  constructor(
    private readonly db: Kysely<Database>,
    private readonly game: string,
    /** The staking contract, whose `balances` hold the avatars (`AVT`). */
    private readonly stake = 'dov.stake',
  ) {
    this.unwatch = watchStore(db, (change) => this.changed(change))
  }

  /** Stops following the store's changes. */
  close(): void {
    this.unwatch()
  }

  private changed(change: StoreChange) {
    if (change.kind === 'forgotten') {
      this.state = { model: new HofModel(), cursor: undefined }
      return
    }
    const cursor = { chainId: change.chainId, block: change.block }
    const { previous } = change
    const state =
      previous === undefined
        ? { model: new HofModel(), cursor: undefined }
        : this.state?.cursor?.block.id === previous.id &&
            this.state.cursor.chainId === change.chainId
          ? this.state
          : undefined
    if (state === undefined) {
      this.state = undefined
      return
    }
    try {
      state.model.apply(boardRows(this.game, this.stake, change.rows))
      this.state = { model: state.model, cursor }
    } catch (error) {
      // Read again from the database at the next request.
      this.state = undefined
      console.error('indexer: the boards in memory could not take a block:', error)
    }
  }

  /** Reads the copy from the database (one request at a time starts it). */
  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        await exclusive(this.db, async () => {
          const { cursor, rows } = await readSnapshot(this.db, this.game, BOARD_TABLES, {
            code: this.stake,
            table: BALANCES,
          })
          const model = new HofModel()
          model.apply(snapshotRows(rows))
          this.state = { model, cursor }
        })
      } finally {
        this.loading = undefined
      }
    })()
    return this.loading
  }

  /** The boards as of the latest block applied, or undefined before the first block. */
  async current(): Promise<LiveSnapshot | undefined> {
    while (this.state === undefined) await this.load()
    const { model, cursor } = this.state
    return cursor === undefined
      ? undefined
      : { cursor, boards: model.boards(), avatars: model.boardAvatars() }
  }

  /** Where `account` stands, as of the latest block applied (undefined before the first). */
  async standing(account: string): Promise<{ cursor: Cursor; standing: Standing } | undefined> {
    while (this.state === undefined) await this.load()
    const { model, cursor } = this.state
    return cursor === undefined ? undefined : { cursor, standing: model.standing(account) }
  }

  /**
   * The latest block applied (undefined before the first), and what the model knows of `account`
   * as of it: computed when called, at once (before any other block is applied), so an answer
   * that is not needed (a 304) costs nothing.
   */
  async player(
    account: string,
  ): Promise<{ cursor: Cursor; player: () => PlayerState } | undefined> {
    while (this.state === undefined) await this.load()
    const { model, cursor } = this.state
    return cursor === undefined ? undefined : { cursor, player: () => model.player(account) }
  }
}
