import { AVATAR_SYMBOL, tryParseAsset } from '@dov/game/amount'
import { DEFAULT_AVATAR } from '@dov/game/avatar'
import {
  type DivisionEntry,
  divisionEntries,
  divisionOrder,
  playerOrder,
  type RankedPlayer,
  type Standing,
  TOP_DIVISIONS,
  TOP_OFFICERS,
  TOP_PER_OBJECTIVE,
} from '@dov/game/hof'
import type { Division, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import { OBJECTIVES, type Objective, objectiveOfZone } from '@dov/game/zones'
import type { Boards } from './boards'
import { RankIndex } from './ranks'

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

/** What a block's rows changed (`HofModel.apply`), for the live channel's event. */
export type ModelChange = {
  /** A row the boards or a rank depend on changed. */
  ranks: boolean
  /** The accounts whose page changed: scopes of `infos` and `balances` rows, divisions' owners. */
  accounts: Set<string>
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

/** Per board, in this order: the five objectives (OBJECTIVES' order), then the officers'. */
const WINS_BOARDS = OBJECTIVES.length + 1
const OFFICERS = OBJECTIVES.length

/**
 * A change touching more entries than this rebuilds an order with one sort rather than moving
 * each entry (a snapshot's rows, a change of the units' stats).
 */
const REBUILD_OVER = 1_000

type Victories = { owner: string; victories: number }

/**
 * The seven boards' inputs, in memory, changed row by row: each account's `infos` rows, and each
 * division's entry (owner, id, power) on the armed forces' board, computed by `@dov/game`'s
 * `divisionEntries` from the division's row, its cards' `nfts` rows (each card's template) and
 * the `udata` and `zones` rows. A change recomputes only the entries it touches: a division whose
 * row changed, or one of whose cards' rows did; every entry when `udata` or `zones` change (the
 * units' stats or the terrains).
 *
 * Each board is kept in its order (`RankIndex`, with `@dov/game`'s `playerOrder` and
 * `divisionOrder`): a board's top is a slice and a player's rank a binary search, so neither a
 * block nor a request sorts the players, at any number of them.
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
  /** Each division's entry (by row key), in the armed forces' order. */
  private readonly forces = new RankIndex<string, DivisionEntry>(divisionOrder)
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
  /** Per wins board (WINS_BOARDS' order), the accounts with victories there, in its order. */
  private readonly winsBoards = Array.from(
    { length: WINS_BOARDS },
    () => new RankIndex<string, Victories>(playerOrder),
  )
  private shown: { boards: Boards; avatars: Record<string, number> } | undefined

  /** Applies one block's rows (the last change of each row), in any order; says what changed. */
  apply(rows: readonly BoardRow[]): ModelChange {
    const change: ModelChange = { ranks: false, accounts: new Set() }
    const dirty = new Set<string>()
    const counted = new Set<string>()
    let configs = false
    for (const row of rows) {
      switch (row.table) {
        case 'infos':
          this.applyWins(row)
          counted.add(row.scope)
          change.accounts.add(row.scope)
          break
        case 'sdivisions':
          for (const owner of this.applyDivision(row)) change.accounts.add(owner)
          dirty.add(keyOf(row))
          break
        case 'nfts':
          for (const holder of this.applyCard(row)) dirty.add(holder)
          break
        case 'udata':
        case 'zones':
          this.applyConfig(row)
          configs = true
          break
        case BALANCES:
          if (this.applyBalance(row)) this.shown = undefined
          change.accounts.add(row.scope)
          continue
        default:
          continue
      }
      change.ranks = true
    }
    this.countVictories(counted)
    if (configs) {
      this.udata = ordered(this.udataRows)
      this.zones = ordered(this.zoneRows)
      this.recompute(this.divisions.keys())
    } else this.recompute(dirty)
    if (change.ranks) this.shown = undefined
    return change
  }

  private applyWins(row: BoardRow) {
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
  }

  /** Keeps a division's row; returns its owners before and after (an owner's page changed). */
  private applyDivision(row: BoardRow): string[] {
    const key = keyOf(row)
    const owners: string[] = []
    const old = this.divisions.get(key)
    if (old !== undefined) {
      owners.push(old.owner)
      for (const unit of old.units) this.holders.get(unit.value)?.delete(key)
      const owned = this.divisionsOf.get(old.owner)
      owned?.delete(key)
      if (owned?.size === 0) this.divisionsOf.delete(old.owner)
    }
    if (!row.present) {
      this.divisions.delete(key)
      this.forces.set(key, undefined)
      return owners
    }
    const value = row.value as unknown as Omit<StoredDivision, 'divID' | 'end_time'> & {
      divID: string | number
      end_time: string | number
    }
    const division = { ...value, divID: Number(value.divID), end_time: Number(value.end_time) }
    this.divisions.set(key, division)
    owners.push(division.owner)
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
    return owners
  }

  /** Keeps a card's template; returns the divisions that hold the card (their power changes). */
  private applyCard(row: BoardRow): Set<string> {
    const key = keyOf(row)
    const touched = new Set<string>()
    const old = this.cardOf.get(key)
    if (old !== undefined) {
      this.templateOf.delete(old)
      this.cardOf.delete(key)
      for (const holder of this.holders.get(old) ?? []) touched.add(holder)
    }
    if (row.present) {
      const { asset_id, template_id } = row.value as { asset_id: string; template_id: number }
      this.cardOf.set(key, asset_id)
      this.templateOf.set(asset_id, template_id)
      for (const holder of this.holders.get(asset_id) ?? []) touched.add(holder)
    }
    return touched
  }

  private applyConfig(row: BoardRow) {
    const rows = (row.table === 'udata' ? this.udataRows : this.zoneRows) as Map<
      string,
      { scope: string; primaryKey: string; value: unknown }
    >
    if (row.present)
      rows.set(keyOf(row), { scope: row.scope, primaryKey: row.primaryKey, value: row.value })
    else rows.delete(keyOf(row))
  }

  /** Keeps which players have balances and their avatars; true when an avatar changed. */
  private applyBalance(row: BoardRow): boolean {
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
      return true
    }
    if (this.avatarKey.get(row.scope) !== row.primaryKey) return false
    this.avatarKey.delete(row.scope)
    this.avatars.delete(row.scope)
    return true
  }

  /** Recomputes the entries of the divisions `keys` names (those still stored). */
  private recompute(keys: Iterable<string>) {
    const stored: [string, StoredDivision][] = []
    for (const key of keys) {
      const division = this.divisions.get(key)
      if (division !== undefined) stored.push([key, division])
    }
    // A block that changed no division (a deposit, a win) keeps the ranked divisions.
    if (stored.length === 0) return
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
    const computed = stored.flatMap(([key], index) => {
      const entry = entries[index]
      return entry === undefined ? [] : [[key, entry] as [string, DivisionEntry]]
    })
    if (computed.length > REBUILD_OVER) {
      const all = new Map<string, DivisionEntry>()
      for (const key of this.divisions.keys()) {
        const entry = this.forces.get(key)
        if (entry !== undefined) all.set(key, entry)
      }
      for (const [key, entry] of computed) all.set(key, entry)
      this.forces.reset(all)
    } else for (const [key, entry] of computed) this.forces.set(key, entry)
  }

  /** The accounts' victories per board, from their `infos` rows, into the wins boards' orders. */
  private countVictories(accounts: ReadonlySet<string>) {
    const sums = new Map<string, number[]>()
    for (const account of accounts) {
      const counts = new Array<number>(WINS_BOARDS).fill(0)
      for (const { zone, wins } of this.infos.get(account)?.values() ?? []) {
        const objective = objectiveOfZone(Number(zone))
        if (objective === undefined) continue
        const index = OBJECTIVES.indexOf(objective)
        counts[index] = (counts[index] ?? 0) + Number(wins)
        counts[OFFICERS] = (counts[OFFICERS] ?? 0) + Number(wins)
      }
      sums.set(account, counts)
    }
    this.winsBoards.forEach((board, index) => {
      const victories = (owner: string, counts: number[]) => {
        const v = counts[index] ?? 0
        return v > 0 ? { owner, victories: v } : undefined
      }
      if (sums.size <= REBUILD_OVER) {
        for (const [owner, counts] of sums) board.set(owner, victories(owner, counts))
        return
      }
      const all = new Map<string, Victories>()
      for (const owner of this.infos.keys()) {
        const kept = board.get(owner)
        if (kept !== undefined) all.set(owner, kept)
      }
      for (const [owner, counts] of sums) {
        const entry = victories(owner, counts)
        if (entry === undefined) all.delete(owner)
        else all.set(owner, entry)
      }
      board.reset(all)
    })
  }

  private top(board: number, count: number): RankedPlayer[] {
    return (this.winsBoards[board]?.top(count) ?? []).map((entry, index) => ({
      rank: index + 1,
      ...entry,
    }))
  }

  /** The seven boards and the avatars of the accounts on them (computed once per change). */
  private shownNow() {
    if (this.shown === undefined) {
      const boards: Boards = {
        officers: this.top(OFFICERS, TOP_OFFICERS),
        objectives: Object.fromEntries(
          OBJECTIVES.map((objective, index) => [objective, this.top(index, TOP_PER_OBJECTIVE)]),
        ) as Record<Objective, RankedPlayer[]>,
        forces: this.forces
          .top(TOP_DIVISIONS)
          .map((entry, index) => ({ ...entry, rank: index + 1 })),
      }
      const owners = [boards.officers, ...Object.values(boards.objectives), boards.forces].flatMap(
        (board) => board.map((row) => row.owner),
      )
      const avatars = Object.fromEntries(
        [...new Set(owners)].sort().map((owner) => [owner, this.avatar(owner)]),
      )
      this.shown = { boards, avatars }
    }
    return this.shown
  }

  /** The seven boards of what is kept now. */
  boards(): Boards {
    return this.shownNow().boards
  }

  /** A player's avatar id: its `AVT` balance, or the default (1) without one. */
  avatar(account: string): number {
    return this.avatars.get(account) ?? DEFAULT_AVATAR_ID
  }

  /** The avatar of every account on any of the seven boards. */
  boardAvatars(): Record<string, number> {
    return this.shownNow().avatars
  }

  /**
   * Where `account` stands on each board among everyone: `@dov/game/hof`'s `standing` (its order
   * and ties: victories, then the name; power, then divID, then owner), each rank a binary search
   * in the board's order.
   */
  standing(account: string): Standing {
    const on = (board: number): RankedPlayer | null => {
      const index = this.winsBoards[board]
      const entry = index?.get(account)
      const rank = index?.rank(account)
      return entry === undefined || rank === undefined ? null : { rank, ...entry }
    }
    return {
      officers: on(OFFICERS),
      objectives: Object.fromEntries(
        OBJECTIVES.map((objective, index) => [objective, on(index)]),
      ) as Record<Objective, RankedPlayer | null>,
      forces: this.rankedDivisions(account)
        .map(({ entry, rank }) => ({ ...entry, rank }))
        .sort((a, b) => a.rank - b.rank),
    }
  }

  /** The account's divisions with their entries and their ranks among all divisions. */
  private rankedDivisions(account: string) {
    const own: { key: string; entry: DivisionEntry; rank: number }[] = []
    for (const key of this.divisionsOf.get(account) ?? []) {
      const entry = this.forces.get(key)
      const rank = this.forces.rank(key)
      if (entry !== undefined && rank !== undefined) own.push({ key, entry, rank })
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
