import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { type FolderLock, lockFolder } from './folder-lock'
import { LATEST_MIGRATION, migrations } from './migrations'
import { pgliteDialect } from './pglite-dialect'
import type { Database } from './schema'
import { isDatabaseUnavailable } from './unavailable'

export type DatabaseOptions = (
  | /** A PostgreSQL server (`postgres://…`). */
  { url: string; poolSize?: number }
  /**
   * The embedded PostgreSQL (PGlite) with its files in `dataDir`, or in memory when absent;
   * `loadDataDir` starts it from a dump of another (PGlite's `dumpDataDir`) instead of an empty
   * cluster.
   */
  | { dataDir?: string; loadDataDir?: Blob }
) & {
  /**
   * `migrate` (default): bring the schema up to date, as the process that writes does. `wait`:
   * write nothing and wait until the schema is up to date (an API instance, whose database may be
   * a read-only replica: the follower migrates the primary).
   */
  schema?: 'migrate' | 'wait'
  /**
   * Wait for a database that cannot be reached yet (a server still starting, restarting or
   * failing over), asking again after a growing pause, instead of failing; until aborted.
   */
  waitFor?: AbortSignal
  /** Where the lines about the database go (lost, waited for, back). */
  log?: (line: string) => void
}

/** The longest pause between two attempts to reach the database. */
const MAX_PAUSE_MS = 10_000

/** A pause that ends early (rejecting) when `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort)
      resolve()
    }, ms)
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', abort, { once: true })
  })
}

/**
 * A pool of connections to a PostgreSQL server that survives the server: a connection the server
 * closes while idle (a restart, a failover, a pooler's idle timeout, `pg_terminate_backend`) is an
 * `error` event of the pool, logged in one line and replaced by the next query's; a query on a
 * dropped connection fails, and its caller tries again.
 */
function serverPool(url: string, size: number, log: (line: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  })
  pool.on('error', (error) => {
    log(
      `indexer: the database closed a connection (${error.message}); the next query opens another`,
    )
  })
  // The pool listens to a connection's errors only while it is idle: one lost while checked out
  // (a query or a transaction under way) fails that query, whose caller tries again, and its
  // client's 'error' event, unheard, would end the process.
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

/** Opens the database and brings its schema up to date (or waits until it is: `schema`). */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  const log = options.log ?? ((line: string) => console.error(line))
  let lock: FolderLock | undefined
  if ('dataDir' in options && options.dataDir !== undefined) {
    // PGlite makes its own folder, not the folders above it.
    mkdirSync(options.dataDir, { recursive: true })
    // One process at a time in a folder (folder-lock.ts); closing the database frees it.
    lock = lockFolder(options.dataDir)
  }
  const db = new Kysely<Database>({
    dialect:
      'url' in options
        ? new PostgresDialect({ pool: serverPool(options.url, options.poolSize ?? 4, log) })
        : pgliteDialect(new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir })),
  })
  if (lock !== undefined) {
    const { destroy } = db
    const release = lock.release
    db.destroy = () => destroy.call(db).finally(release)
  }
  try {
    await reach(db, options.waitFor, log)
    if (options.schema === 'wait') await schemaReady(db, options.waitFor, log)
    else await migrate(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return db
}

/** Waits until the database answers (or fails at once without `signal`). */
async function reach(
  db: Kysely<Database>,
  signal: AbortSignal | undefined,
  log: (line: string) => void,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      await sql`select 1`.execute(db)
      if (attempt > 0) log('indexer: the database answers')
      return
    } catch (error) {
      if (signal === undefined || !isDatabaseUnavailable(error)) throw error
      const wait = Math.min(MAX_PAUSE_MS, 500 * 2 ** attempt)
      log(
        `indexer: the database cannot be reached (${(error as Error).message}); again in ${wait} ms`,
      )
      await pause(wait, signal)
    }
  }
}

async function migrate(db: Kysely<Database>) {
  const { error, results } = await new Migrator({ db, provider: migrations }).migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error !== undefined) {
    const which = failed === undefined ? '' : ` (${failed.migrationName})`
    throw new Error(`The database schema could not be brought up to date${which}: ${String(error)}`)
  }
}

/** Waits until the follower has brought the schema up to date (its last migration recorded). */
async function schemaReady(
  db: Kysely<Database>,
  signal: AbortSignal | undefined,
  log: (line: string) => void,
) {
  for (let attempt = 0; ; attempt++) {
    const { rows } = await sql<{ done: boolean }>`
      select to_regclass('kysely_migration') is not null
        and exists (select 1 from kysely_migration where name = ${LATEST_MIGRATION}) as done`
      .execute(db)
      .catch(async (error: unknown) => {
        // The table may appear between the two checks' halves: ask again.
        if (isDatabaseUnavailable(error)) throw error
        return { rows: [{ done: false }] }
      })
    if (rows[0]?.done) return
    if (signal === undefined)
      throw new Error(`The database's schema is not up to date (${LATEST_MIGRATION} missing)`)
    if (attempt === 0)
      log(
        `indexer: waiting for the follower to bring the database's schema up to date (${LATEST_MIGRATION})`,
      )
    await pause(Math.min(MAX_PAUSE_MS, 500 * 2 ** attempt), signal)
  }
}
