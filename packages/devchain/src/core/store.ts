/**
 * Contract tables as Antelope keeps them: rows of bytes addressed by (code, scope, table, primary
 * key), each table with optional secondary indexes ordered by (secondary key, primary key). Every
 * write is recorded in an undo log so a failed transaction rolls back completely.
 */

export type KeyType = 'i64' | 'i128' | 'float64'
export type SecondaryKey = bigint | number

export interface StoredRow {
  readonly pk: bigint
  readonly payer: string
  readonly value: Uint8Array
  readonly secondary: readonly SecondaryKey[]
  /** Cached nodeos JSON rendering for reads (rows are immutable, so it never goes stale). */
  json?: unknown
  /** Cached contract-side decoding (deeply frozen: contracts share it and never change it). */
  decoded?: unknown
  /** The same as nodeos JSON, for contracts with `plainValues` (deeply frozen too). */
  plain?: unknown
}

interface SecEntry {
  sec: SecondaryKey
  pk: bigint
}

function cmpSec(a: SecEntry, sec: SecondaryKey, pk: bigint): number {
  if (a.sec < sec) return -1
  if (a.sec > sec) return 1
  return a.pk < pk ? -1 : a.pk > pk ? 1 : 0
}

/** First index whose entry is >= (sec, pk). */
function lowerBoundSec(arr: SecEntry[], sec: SecondaryKey, pk: bigint): number {
  let lo = 0
  let hi = arr.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (cmpSec(arr[mid] as SecEntry, sec, pk) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** First index whose key is >= k. */
function lowerBound(arr: bigint[], k: bigint): number {
  let lo = 0
  let hi = arr.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((arr[mid] as bigint) < k) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** First index whose key is > k. */
function upperBound(arr: bigint[], k: bigint): number {
  let lo = 0
  let hi = arr.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((arr[mid] as bigint) <= k) lo = mid + 1
    else hi = mid
  }
  return lo
}

export class Table {
  readonly code: string
  readonly scope: bigint
  readonly table: string
  readonly keyTypes: readonly KeyType[]
  /** The payer of the table itself (the payer of its first row), shown by get_table_by_scope. */
  payer = ''
  private readonly rows = new Map<bigint, StoredRow>()
  /** Primary keys in order; appends out of order only mark it for sorting (bulk loads stay O(n log n)). */
  private orderKeys: bigint[] = []
  private orderDirty = false
  private readonly secondaryKeys: SecEntry[][]
  private readonly secondaryDirty: boolean[]

  constructor(code: string, scope: bigint, table: string, keyTypes: readonly KeyType[]) {
    this.code = code
    this.scope = scope
    this.table = table
    this.keyTypes = keyTypes
    this.secondaryKeys = keyTypes.map(() => [])
    this.secondaryDirty = keyTypes.map(() => false)
  }

  private get order(): bigint[] {
    if (this.orderDirty) {
      this.orderKeys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      this.orderDirty = false
    }
    return this.orderKeys
  }

  private secondary(idx: number): SecEntry[] | undefined {
    const arr = this.secondaryKeys[idx]
    if (arr && this.secondaryDirty[idx]) {
      arr.sort((a, b) => cmpSec(a, b.sec, b.pk))
      this.secondaryDirty[idx] = false
    }
    return arr
  }

  get size(): number {
    return this.rows.size
  }

  get(pk: bigint): StoredRow | undefined {
    return this.rows.get(pk)
  }

  /** Inserts or replaces a row, keeping the indexes in order. No undo: see `Database`. */
  put(row: StoredRow): void {
    const prev = this.rows.get(row.pk)
    if (prev) {
      this.removeSecondary(prev)
    } else {
      const keys = this.orderKeys
      const last = keys[keys.length - 1]
      if (last !== undefined && last > row.pk) this.orderDirty = true
      keys.push(row.pk)
      if (this.rows.size === 0) this.payer = row.payer
    }
    this.rows.set(row.pk, row)
    row.secondary.forEach((sec, idx) => {
      const arr = this.secondaryKeys[idx]
      if (!arr) return
      const last = arr[arr.length - 1]
      if (last && cmpSec(last, sec, row.pk) > 0) this.secondaryDirty[idx] = true
      arr.push({ sec, pk: row.pk })
    })
  }

  /** Removes a row. No undo: see `Database`. */
  erase(pk: bigint): StoredRow | undefined {
    const prev = this.rows.get(pk)
    if (!prev) return undefined
    this.rows.delete(pk)
    const order = this.order
    const i = lowerBound(order, pk)
    if (order[i] === pk) order.splice(i, 1)
    this.removeSecondary(prev)
    return prev
  }

  private removeSecondary(row: StoredRow): void {
    row.secondary.forEach((sec, idx) => {
      const arr = this.secondary(idx)
      if (!arr) return
      const i = lowerBoundSec(arr, sec, row.pk)
      const e = arr[i]
      if (e && e.pk === row.pk && e.sec === sec) arr.splice(i, 1)
    })
  }

  /** Rows with lower <= pk <= upper in primary key order (both bounds inclusive, as nodeos). */
  *primaryRange(lower: bigint, upper: bigint, reverse = false): Generator<StoredRow> {
    const order = this.order
    const from = lowerBound(order, lower)
    const to = upperBound(order, upper)
    if (!reverse) {
      for (let i = from; i < to; i++) {
        const row = this.rows.get(order[i] as bigint)
        if (row) yield row
      }
    } else {
      for (let i = to - 1; i >= from; i--) {
        const row = this.rows.get(order[i] as bigint)
        if (row) yield row
      }
    }
  }

  /**
   * Rows of secondary index `index` (0-based) with lower <= key <= upper, ordered by
   * (secondary key, primary key); yields the secondary key with each row.
   */
  *secondaryRange(
    index: number,
    lower: SecondaryKey | undefined,
    upper: SecondaryKey | undefined,
    reverse = false,
  ): Generator<{ row: StoredRow; sec: SecondaryKey }> {
    const arr = this.secondary(index)
    if (!arr) return
    const from = lower === undefined ? 0 : lowerBoundSec(arr, lower, 0n)
    const to =
      upper === undefined ? arr.length : lowerBoundSec(arr, upper, 0xffffffffffffffffn + 1n)
    if (!reverse) {
      for (let i = from; i < to; i++) {
        const e = arr[i] as SecEntry
        const row = this.rows.get(e.pk)
        if (row) yield { row, sec: e.sec }
      }
    } else {
      for (let i = to - 1; i >= from; i--) {
        const e = arr[i] as SecEntry
        const row = this.rows.get(e.pk)
        if (row) yield { row, sec: e.sec }
      }
    }
  }

  *all(): Generator<StoredRow> {
    for (const pk of this.order) {
      const row = this.rows.get(pk)
      if (row) yield row
    }
  }
}

function tableKey(code: string, table: string): string {
  return `${code}\u0000${table}`
}

/** What undoes one committed session's writes, newest last. */
export type UndoSteps = readonly (() => void)[]

/**
 * One write, as the state history lists it: a row's value before and after (`undefined` when
 * absent), or a table appearing (its first row) or disappearing (its last row erased).
 */
export type RowChange =
  | {
      readonly kind: 'row'
      readonly table: Table
      readonly pk: bigint
      readonly old: StoredRow | undefined
      readonly next: StoredRow | undefined
    }
  | { readonly kind: 'table'; readonly table: Table; readonly exists: boolean }

export class Database {
  /** code+table -> scope -> table (in the order the tables appeared: snapshots list them so) */
  private readonly tables = new Map<string, Map<bigint, Table>>()
  /** The same scope maps by code, then table: lookups build no key. */
  private readonly byCode = new Map<string, Map<string, Map<bigint, Table>>>()
  private undoLog: (() => void)[] | null = null
  /** While a transaction runs for the state history: its writes in order (see `captureChanges`). */
  private changes: RowChange[] | null = null

  getTable(code: string, scope: bigint, table: string): Table | undefined {
    return this.byCode.get(code)?.get(table)?.get(scope)
  }

  /** All tables of a contract, ordered by (scope, table) as nodeos's table index is. */
  tablesOf(code: string, table?: string): Table[] {
    const out: Table[] = []
    for (const [key, byScope] of this.tables) {
      const [c, t] = key.split('\u0000')
      if (c !== code || (table !== undefined && t !== table)) continue
      for (const tbl of byScope.values()) out.push(tbl)
    }
    out.sort((a, b) =>
      a.scope < b.scope
        ? -1
        : a.scope > b.scope
          ? 1
          : a.table < b.table
            ? -1
            : a.table > b.table
              ? 1
              : 0,
    )
    return out
  }

  /** Every table with at least one row. */
  *allTables(): Generator<Table> {
    for (const byScope of this.tables.values()) yield* byScope.values()
  }

  private register(t: Table): void {
    const key = tableKey(t.code, t.table)
    let byScope = this.tables.get(key)
    if (!byScope) {
      byScope = new Map()
      this.tables.set(key, byScope)
      let byTable = this.byCode.get(t.code)
      if (!byTable) {
        byTable = new Map()
        this.byCode.set(t.code, byTable)
      }
      byTable.set(t.table, byScope)
    }
    byScope.set(t.scope, t)
  }

  private unregister(t: Table): void {
    const key = tableKey(t.code, t.table)
    const byScope = this.tables.get(key)
    if (!byScope) return
    byScope.delete(t.scope)
    if (byScope.size === 0) {
      this.tables.delete(key)
      this.byCode.get(t.code)?.delete(t.table)
    }
  }

  /** Inserts or replaces a row (recording undo when inside a session). */
  set(
    code: string,
    scope: bigint,
    table: string,
    keyTypes: readonly KeyType[],
    row: StoredRow,
  ): void {
    let t = this.getTable(code, scope, table)
    const created = !t
    if (!t) {
      t = new Table(code, scope, table, keyTypes)
      this.register(t)
    }
    const tbl = t
    const prev = tbl.get(row.pk)
    tbl.put(row)
    if (this.changes) {
      if (created) this.changes.push({ kind: 'table', table: tbl, exists: true })
      this.changes.push({ kind: 'row', table: tbl, pk: row.pk, old: prev, next: row })
    }
    if (this.undoLog) {
      this.undoLog.push(() => {
        if (prev) tbl.put(prev)
        else tbl.erase(row.pk)
        if (created && tbl.size === 0) this.unregister(tbl)
      })
    }
  }

  /** Removes a row (recording undo); a table left empty disappears, as in nodeos. */
  erase(code: string, scope: bigint, table: string, pk: bigint): void {
    const tbl = this.getTable(code, scope, table)
    if (!tbl) return
    const prev = tbl.erase(pk)
    if (!prev) return
    const removed = tbl.size === 0
    if (removed) this.unregister(tbl)
    if (this.changes) {
      this.changes.push({ kind: 'row', table: tbl, pk, old: prev, next: undefined })
      if (removed) this.changes.push({ kind: 'table', table: tbl, exists: false })
    }
    if (this.undoLog) {
      this.undoLog.push(() => {
        if (removed) this.register(tbl)
        tbl.put(prev)
      })
    }
  }

  /** Records an arbitrary undo step (for state kept outside tables, such as counters). */
  onUndo(fn: () => void): void {
    this.undoLog?.push(fn)
  }

  begin(): void {
    this.undoLog = []
  }

  /**
   * Lists every write from now until `takeChanges` (one transaction's, for the state history):
   * one array push a write, nothing when nobody captures.
   */
  captureChanges(): void {
    this.changes = []
  }

  /** The writes since `captureChanges`, and stops listing them. */
  takeChanges(): RowChange[] {
    const out = this.changes ?? []
    this.changes = null
    return out
  }

  /** Ends the session, keeping its writes; returns its undo steps, for a later `revert`. */
  commit(): UndoSteps {
    const log = this.undoLog ?? []
    this.undoLog = null
    return log
  }

  /**
   * Undoes a committed session (a transaction whose journal record could not be written).
   * Sessions committed after it must be reverted first: undo runs newest first.
   */
  revert(steps: UndoSteps): void {
    for (let i = steps.length - 1; i >= 0; i--) steps[i]?.()
  }

  rollback(): void {
    const log = this.undoLog
    this.undoLog = null
    if (!log) return
    for (let i = log.length - 1; i >= 0; i--) log[i]?.()
  }

  clear(): void {
    this.tables.clear()
    this.byCode.clear()
    this.undoLog = null
    this.changes = null
  }
}
