import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely'
import { backfillMedals } from '../medals'

/**
 * The schema's history, oldest first, applied by Kysely's Migrator (open.ts); each migration runs
 * once per database, in its own transaction, and is recorded in `kysely_migration`. A change to
 * the schema is a new entry here, never an edit of an old one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-cursor-and-rows': {
    // Kysely's schema builder takes `Kysely<any>`: a migration runs against whatever the database
    // was before it, not against today's types.
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('cursor')
        .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('block_num', 'integer', (c) => c.notNull())
        .addColumn('block_id', 'text', (c) => c.notNull())
        .addColumn('block_time', 'timestamptz', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('contract_row')
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('tbl', 'text', (c) => c.notNull())
        .addColumn('primary_key', sql`numeric(20, 0)`, (c) => c.notNull())
        .addColumn('payer', 'text', (c) => c.notNull())
        .addColumn('value', 'jsonb', (c) => c.notNull())
        .addColumn('block_num', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('contract_row_pk', ['code', 'tbl', 'scope', 'primary_key'])
        .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up
    async down(db: Kysely<any>) {
      await db.schema.dropTable('contract_row').execute()
      await db.schema.dropTable('cursor').execute()
    },
  },
  '0002-contract-abis': {
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('contract_abi')
        .addColumn('account', 'text', (c) => c.primaryKey())
        .addColumn('abi', 'jsonb', (c) => c.notNull())
        .addColumn('block_num', 'integer', (c) => c.notNull())
        .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async down(db: Kysely<any>) {
      await db.schema.dropTable('contract_abi').execute()
    },
  },
  '0003-game-actions': {
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('game_action')
        .addColumn('global_sequence', sql`numeric(20, 0)`, (c) => c.primaryKey())
        .addColumn('block_num', 'integer', (c) => c.notNull())
        .addColumn('block_time', 'timestamptz', (c) => c.notNull())
        .addColumn('trx_id', 'text', (c) => c.notNull())
        .addColumn('action_ordinal', 'integer', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('contract', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('data', 'jsonb')
        .addColumn('effects', 'jsonb', (c) => c.notNull())
        .execute()
      // A player's activity, newest first, a page at a time: one index range scan.
      await db.schema
        .createIndex('game_action_by_account')
        .on('game_action')
        .columns(['account', 'global_sequence desc'])
        .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async down(db: Kysely<any>) {
      await db.schema.dropTable('game_action').execute()
    },
  },
  '0004-action-details': {
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async up(db: Kysely<any>) {
      // What an action did besides balances (a claim's zone and result, a craft's card); the
      // actions kept before it have none.
      await db.schema.alterTable('game_action').addColumn('details', 'jsonb').execute()
      // A player's victories, newest first (`/v1/player`): one range of a partial index.
      await sql`create index game_action_victories on game_action (account, global_sequence desc)
        where action = 'claimfight' and details->>'result' = 'win'`.execute(db)
    },
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async down(db: Kysely<any>) {
      await sql`drop index game_action_victories`.execute(db)
      await db.schema.alterTable('game_action').dropColumn('details').execute()
    },
  },
  '0005-block-changes': {
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async up(db: Kysely<any>) {
      // What each block changed, written with the block: the processes that serve the API (on
      // this database or a replica of it) follow the boards from it rather than from the
      // follower's memory (live.ts).
      await db.schema
        .createTable('block_change')
        .addColumn('block_num', 'integer', (c) => c.primaryKey())
        .addColumn('block_id', 'text', (c) => c.notNull())
        .addColumn('previous_id', 'text')
        .addColumn('block_time', 'timestamptz', (c) => c.notNull())
        .addColumn('chain_head', 'integer')
        .addColumn('rows', 'jsonb')
        .addColumn('accounts', 'jsonb', (c) => c.notNull())
        .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async down(db: Kysely<any>) {
      await db.schema.dropTable('block_change').execute()
    },
  },
  '0006-medals-and-week': {
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async up(db: Kysely<any>) {
      // The medals the follower dated (`medals.ts`): per player, each medal once, with the claim
      // that earned it. `/v1/player` reads a player's: one range of the primary key.
      await db.schema
        .createTable('medal')
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('medal', 'text', (c) => c.notNull())
        .addColumn('global_sequence', sql`numeric(20, 0)`, (c) => c.notNull())
        .addColumn('block_num', 'integer', (c) => c.notNull())
        .addColumn('block_time', 'timestamptz', (c) => c.notNull())
        .addColumn('trx_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('medal_pk', ['account', 'medal'])
        .execute()
      // A player's claims of the last days (a streak, a day's victories: what a block's claims
      // earn): one range of a partial index of the claims by player and time.
      await sql`create index game_action_claims_by_time on game_action (account, block_time)
        where action = 'claimfight'`.execute(db)
      // The victories claimed since a time (the week's board, read whole at a start, then the
      // blocks' new ones): one range of a partial index of the victories by block time.
      await sql`create index game_action_victories_by_time on game_action (block_time, block_num)
        where action = 'claimfight' and details->>'result' = 'win'`.execute(db)
      await backfillMedals(db)
    },
    // biome-ignore lint/suspicious/noExplicitAny: see 0001
    async down(db: Kysely<any>) {
      await sql`drop index game_action_victories_by_time`.execute(db)
      await sql`drop index game_action_claims_by_time`.execute(db)
      await db.schema.dropTable('medal').execute()
    },
  },
}

/** The last migration's name: a process that does not migrate (an API instance) waits for it. */
export const LATEST_MIGRATION = '0006-medals-and-week'

export const migrations: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
}
