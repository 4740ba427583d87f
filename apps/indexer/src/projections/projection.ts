/**
 * A projection: one concern of the boards in memory (`HofModel`, `model.ts`), built from the rows
 * of the tables it names and nothing else. Each says which tables it reads and how one row's
 * change moves it; the tables the follower keeps are derived from them (`followed.ts`), so a new
 * board is a new projection, listed in `projections()` of `model.ts`, and nothing besides.
 */

/** Whose table: the game contract's (`GAME_CONTRACT`) or the staking contract's. */
export type ContractRole = 'game' | 'stake'

/** A table a projection reads. */
export type ProjectedTable = { contract: ContractRole; table: string }

/**
 * A row of a projected table, present (its value after the change) or gone. Table names do not
 * repeat across the two contracts, so the name says which.
 */
export type BoardRow = {
  table: string
  scope: string
  primaryKey: string
  present: boolean
  value: Record<string, unknown>
}

/** What a block's rows changed, gathered over the projections (for the live channel). */
export type ModelChange = {
  /** A row the boards or a rank depend on changed. */
  ranks: boolean
  /** Something `/v1/hof` shows changed (a board's input, or an avatar). */
  shown: boolean
  /** The accounts whose page changed. */
  accounts: Set<string>
}

export interface Projection {
  readonly tables: readonly ProjectedTable[]
  /** Takes one row's change (the last of the row in its block), noting what it changed. */
  apply(row: BoardRow, change: ModelChange): void
  /** After all of a block's rows: the work done once per block (ranks moved, entries computed). */
  settle(): void
}

/** The row key within a table: scope and primary key. */
export const keyOf = (row: { scope: string; primaryKey: string }) =>
  `${row.scope}\u0000${row.primaryKey}`

/**
 * A change touching more entries than this rebuilds an order with one sort rather than moving
 * each entry (a snapshot's rows, a change of the units' stats).
 */
export const REBUILD_OVER = 1_000
