import type { ColumnType, JSONColumnType } from 'kysely'
import type { Effect } from '../activity'

/** A row delta as `block_change` keeps it (`RowDelta` of store.ts). */
export type LoggedRow = {
  present: boolean
  code: string
  scope: string
  table: string
  primaryKey: string
  value: Record<string, unknown>
}

/** A uint64 as PostgreSQL `numeric(20,0)`: the `pg` driver and PGlite both hand it back as text. */
type Uint64 = ColumnType<string, string | bigint, string | bigint>

/**
 * The indexer's tables, as Kysely sees them (the migrations in migrations.ts create them).
 * - `cursor`: the last block applied, one row, written in the same transaction as that block.
 * - `contract_row`: every row of the followed contracts' tables, decoded with the ABI in force at
 *   the block that wrote it, as nodeos's `contract_row` delta gives them.
 * - `contract_abi`: each contract's ABI as of the cursor (its JSON), so a restart decodes the next
 *   blocks with the ABIs the earlier ones set.
 * - `block_change`: what each recent block changed (the followed rows' deltas, or null for a block
 *   too large to log, and the players of its game actions), written with the block and kept for
 *   a while: the API processes follow the boards from it (`live.ts`).
 * - `game_action`: each game action a player sent (a root action of the game's contracts, or a
 *   deposit), written with its block, and its effects on the player's balances (`activity.ts`).
 * - `medal`: each medal a player's claims earned, once, with the claim that earned it, written
 *   with the claim's block (`medals.ts`).
 */
export interface Database {
  cursor: {
    id: ColumnType<boolean, boolean | undefined, never>
    chain_id: string
    block_num: number
    block_id: string
    block_time: ColumnType<Date, Date | string, Date | string>
  }
  contract_row: {
    code: string
    scope: string
    tbl: string
    primary_key: Uint64
    payer: string
    value: JSONColumnType<Record<string, unknown>>
    block_num: number
  }
  contract_abi: {
    account: string
    abi: JSONColumnType<Record<string, unknown>>
    block_num: number
  }
  block_change: {
    block_num: number
    block_id: string
    /** The cursor's block before it; null for the first block of an empty database. */
    previous_id: string | null
    block_time: ColumnType<Date, Date | string, Date | string>
    /** The chain's head when the block was applied (how far behind the follower was). */
    chain_head: number | null
    rows: JSONColumnType<LoggedRow[] | null, string | null, string | null>
    accounts: JSONColumnType<string[]>
  }
  game_action: {
    /** The action's receipt's global sequence: its id, and the chain's order. */
    global_sequence: Uint64
    block_num: number
    block_time: ColumnType<Date, Date | string, Date | string>
    trx_id: string
    action_ordinal: number
    /** The player: the action's first authorizer. */
    account: string
    contract: string
    action: string
    data: JSONColumnType<Record<string, unknown> | null, string | null, string | null>
    effects: JSONColumnType<Effect[]>
    /** What it did besides balances (`claimDetails`); null for none, and for actions kept before. */
    details: JSONColumnType<
      Record<string, unknown> | null,
      string | null | undefined,
      string | null
    >
  }
  medal: {
    account: string
    /** Its id in `@dov/game/medals`' `MEDALS`. */
    medal: string
    /** The claim that earned it: its global sequence, block, time and transaction. */
    global_sequence: Uint64
    block_num: number
    block_time: ColumnType<Date, Date | string, Date | string>
    trx_id: string
  }
}
