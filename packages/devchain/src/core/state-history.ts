import type { Database, RowChange, StoredRow, Table } from './store'
import type { TransactionRecord } from './traces'

/**
 * What each recent block changed, for the state-history endpoint (nodeos's `trace_history` and
 * `chain_state_history` logs, kept in memory): per block, every transaction's traces and the row
 * writes it made (as `Database` listed them), in order. Bounded: at most `maxChanges` row writes
 * (`MAX_CHANGES` by default) and `maxBlocks` blocks are kept; older blocks are forgotten, oldest
 * first.
 *
 * `begin` is the block whose state (after it) can be rebuilt: the live tables with every write made
 * after it undone. A reader asking for that block gets the whole state there (nodeos sends the
 * whole state in the first entry of its chain-state log), for later blocks their own changes.
 */

/** Row writes kept at most, over every block (each pins a row value the tables may have dropped). */
export const MAX_CHANGES = 200_000

/** One transaction (or genesis action) of a block: its traces (none for genesis) and writes. */
export interface HistoryEntry {
  readonly record: TransactionRecord | undefined
  readonly changes: readonly RowChange[]
}

interface BlockEntries {
  readonly num: number
  readonly entries: HistoryEntry[]
}

/** A table's rows at the history's `begin`, in primary key order. */
export interface TableState {
  readonly table: Table
  readonly rows: StoredRow[]
}

function tableKey(t: Table): string {
  return `${t.code}\u0000${t.scope}\u0000${t.table}`
}

export class StateHistory {
  /** The block whose whole state can be rebuilt; changes are kept for the blocks after it. */
  begin = 1
  /** The first block whose traces (and transactions) are all kept. */
  traceBegin = 1
  /** Changes a reset or a restart: caches built from the history compare it. */
  generation = 0
  private readonly blocks: BlockEntries[] = []
  private changeCount = 0

  constructor(
    private readonly maxBlocks: number,
    private readonly maxChanges = MAX_CHANGES,
  ) {}

  /** Forgets everything: the history starts again at `block` (the genesis block, or a restart's head). */
  restart(block: number, tracesFromBegin: boolean): void {
    this.blocks.length = 0
    this.changeCount = 0
    this.begin = block
    this.traceBegin = tracesFromBegin ? block : block + 1
    this.generation++
  }

  /** Adds a committed transaction's traces and writes to its block. */
  add(blockNum: number, entry: HistoryEntry): void {
    let last = this.blocks[this.blocks.length - 1]
    if (!last || last.num !== blockNum) {
      last = { num: blockNum, entries: [] }
      this.blocks.push(last)
    }
    last.entries.push(entry)
    this.changeCount += entry.changes.length
  }

  /** Takes back a transaction whose journal record could not be written (its writes were undone). */
  remove(blockNum: number, record: TransactionRecord): void {
    const block = this.blocks.find((b) => b.num === blockNum)
    if (!block) return
    const i = block.entries.findIndex((e) => e.record === record)
    if (i < 0) return
    this.changeCount -= (block.entries[i] as HistoryEntry).changes.length
    block.entries.splice(i, 1)
  }

  /**
   * Forgets the oldest blocks while more than `maxChanges` writes are kept, or blocks older than
   * `maxBlocks` before `head`: `begin` moves up to the newest block forgotten.
   */
  trim(head: number): void {
    const oldest = head - this.maxBlocks + 1
    if (this.begin < oldest) this.moveBegin(oldest)
    while (this.changeCount > this.maxChanges && this.blocks.length > 1) {
      this.moveBegin((this.blocks[0] as BlockEntries).num)
    }
  }

  private moveBegin(block: number): void {
    while (this.blocks.length > 0 && (this.blocks[0] as BlockEntries).num <= block) {
      const dropped = this.blocks.shift() as BlockEntries
      for (const e of dropped.entries) this.changeCount -= e.changes.length
    }
    if (block > this.begin) {
      this.begin = block
      this.traceBegin = Math.max(this.traceBegin, block + 1)
    }
  }

  /** A block's transactions and writes (empty for a block that changed nothing). */
  entries(blockNum: number): readonly HistoryEntry[] {
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const b = this.blocks[i] as BlockEntries
      if (b.num === blockNum) return b.entries
      if (b.num < blockNum) break
    }
    return []
  }

  /**
   * Every table with rows after block `begin`: the live tables with each write made after it
   * undone, newest first (so the oldest value after `begin` wins).
   */
  stateAtBegin(db: Database): TableState[] {
    const undone = new Map<string, { table: Table; rows: Map<bigint, StoredRow | undefined> }>()
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const b = this.blocks[i] as BlockEntries
      if (b.num <= this.begin) break
      for (let j = b.entries.length - 1; j >= 0; j--) {
        const changes = (b.entries[j] as HistoryEntry).changes
        for (let k = changes.length - 1; k >= 0; k--) {
          const c = changes[k] as RowChange
          if (c.kind !== 'row') continue
          const key = tableKey(c.table)
          let t = undone.get(key)
          if (!t) {
            t = { table: c.table, rows: new Map() }
            undone.set(key, t)
          }
          t.table = c.table
          t.rows.set(c.pk, c.old)
        }
      }
    }
    const out: TableState[] = []
    for (const table of db.allTables()) {
      const key = tableKey(table)
      const u = undone.get(key)
      if (!u) {
        out.push({ table, rows: [...table.all()] })
        continue
      }
      undone.delete(key)
      out.push(withUndone(u.table, [...table.all()], u.rows))
    }
    for (const u of undone.values()) out.push(withUndone(u.table, [], u.rows))
    return out.filter((t) => t.rows.length > 0)
  }
}

/** A table's live rows with some replaced by their older values (`undefined`: absent then). */
function withUndone(
  table: Table,
  live: StoredRow[],
  older: Map<bigint, StoredRow | undefined>,
): TableState {
  const rows = new Map<bigint, StoredRow>()
  for (const r of live) if (!older.has(r.pk)) rows.set(r.pk, r)
  for (const [pk, r] of older) if (r) rows.set(pk, r)
  const sorted = [...rows.values()].sort((a, b) => (a.pk < b.pk ? -1 : a.pk > b.pk ? 1 : 0))
  return { table, rows: sorted }
}
