import type { ColumnType, JSONColumnType } from 'kysely'

/** A uint64 as PostgreSQL `numeric(20,0)`: the `pg` driver and PGlite both hand it back as text. */
type Uint64 = ColumnType<string, string | bigint, string | bigint>

/**
 * The indexer's tables, as Kysely sees them (the migrations in migrations.ts create them).
 * - `cursor`: the last block applied, one row, written in the same transaction as that block.
 * - `contract_row`: every row of the followed contracts' tables, decoded with the ABI in force at
 *   the block that wrote it, as nodeos's `contract_row` delta gives them.
 * - `contract_abi`: each contract's ABI as of the cursor (its JSON), so a restart decodes the next
 *   blocks with the ABIs the earlier ones set.
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
}
