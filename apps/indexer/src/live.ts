import {
  type DivisionEntry,
  divisionEntries,
  type PlayerWins,
  type Standing,
  standing,
  topDivisions,
  winsBoards,
} from '@dov/game/hof'
import type { Division, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
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

/** A row of one of the game's tables: present (its value after the change) or gone. */
export type BoardRow = {
  table: string
  scope: string
  primaryKey: string
  present: boolean
  value: Record<string, unknown>
}

type StoredDivision = Pick<Division, 'divID' | 'owner' | 'zoneID' | 'units'>

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
  private wins: Pick<Boards, 'officers' | 'objectives'> | undefined
  private forces: Boards['forces'] | undefined

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
          break
        }
        case 'sdivisions': {
          const old = this.divisions.get(key)
          if (old !== undefined)
            for (const unit of old.units) this.holders.get(unit.value)?.delete(key)
          if (row.present) {
            const value = row.value as unknown as Omit<StoredDivision, 'divID'> & {
              divID: string | number
            }
            const division = { ...value, divID: Number(value.divID) }
            this.divisions.set(key, division)
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
    for (const key of keys) {
      const division = this.divisions.get(key)
      if (division !== undefined) stored.push([key, division])
    }
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

  /** Where `account` stands on each board among everyone (`@dov/game/hof`'s `standing`). */
  standing(account: string): Standing {
    return standing(this.players(), [...this.entries.values()], account)
  }
}

/** The game's rows of a block's deltas, as the model reads them. */
function boardRows(game: string, deltas: readonly RowDelta[]): BoardRow[] {
  return deltas.filter((d) => d.code === game)
}

/** A snapshot's rows as one block that writes them all. */
function snapshotRows(rows: ReadonlyMap<string, TableRow[]>): BoardRow[] {
  return [...rows].flatMap(([table, list]) => list.map((row) => ({ ...row, table, present: true })))
}

/** The boards as of one block. */
export type LiveSnapshot = { cursor: Cursor; boards: Boards }

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
      state.model.apply(boardRows(this.game, change.rows))
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
          const { cursor, rows } = await readSnapshot(this.db, this.game, BOARD_TABLES)
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
    return cursor === undefined ? undefined : { cursor, boards: model.boards() }
  }

  /** Where `account` stands, as of the latest block applied (undefined before the first). */
  async standing(account: string): Promise<{ cursor: Cursor; standing: Standing } | undefined> {
    while (this.state === undefined) await this.load()
    const { model, cursor } = this.state
    return cursor === undefined ? undefined : { cursor, standing: model.standing(account) }
  }
}
