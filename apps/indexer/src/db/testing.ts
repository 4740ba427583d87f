/**
 * The databases the indexer's tests run on (tests only): always the embedded PostgreSQL in
 * memory; with DOV_TEST_DATABASE_URL (the gate starts a throwaway server, scripts/postgres.mjs),
 * also a real PostgreSQL server, each opening a database of its own there, dropped afterwards, so
 * that test files running at once never share tables.
 */
import { execFile } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, Migrator, sql } from 'kysely'
import pg from 'pg'
import { inject } from 'vitest'
import { migrations } from './migrations'
import { openDatabase } from './open'
import { pgliteDialect } from './pglite-dialect'
import type { Database } from './schema'

const execFileAsync = promisify(execFile)

export type TestDatabase = {
  name: string
  /** A database of its own; `url` for a server's (another process may connect to it). */
  open: () => Promise<{ db: Kysely<Database>; drop: () => Promise<void>; url?: string }>
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * An embedded database in memory with the schema up to date: one a test of this worker closed
 * before, its schema emptied and migrated again, else one started from the dump that the indexer
 * project's global setup made (src/testing/pglite-template.ts), or from nothing without it.
 */
export async function openEmbeddedDatabase(): Promise<Kysely<Database>> {
  const again = closed.pop()
  const pglite = again ?? new PGlite({ loadDataDir: await templateDump() })
  const db = new Kysely<Database>({ dialect: pgliteDialect(keptWhenClosed(pglite)) })
  if (again !== undefined) {
    await sql`drop schema public cascade`.execute(db)
    await sql`create schema public`.execute(db)
  }
  // What `openDatabase` does to a new database (nothing to do on the dump's).
  const { error } = await new Migrator({ db, provider: migrations }).migrateToLatest()
  if (error !== undefined) throw error
  return db
}

/**
 * The embedded databases this worker's tests have closed (its files share the module graph), for
 * the next open: a schema dropped and migrated again costs about 0.15 CPU-s, a database loaded
 * from the dump about 0.7, and the files open a dozen. Nothing else of a database outlives its
 * schema: the indexer keeps no state outside its tables (no LISTEN, function or other schema).
 */
const closed: PGlite[] = []

/** `pglite`, except that closing it (the database's `destroy`) keeps it for the next open. */
function keptWhenClosed(pglite: PGlite): PGlite {
  let kept = false
  const close = async () => {
    if (kept) return
    kept = true
    closed.push(pglite)
  }
  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'close') return close
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * An embedded database folder in `dataDir` with the schema up to date, closed: its files copied
 * from the dump (about 1 CPU-second, where `initdb` and the migrations into an empty folder take
 * about 6), else made from nothing.
 */
export async function migratedFolder(dataDir: string): Promise<void> {
  const dump = await templateDump()
  const db = await openDatabase(dump === undefined ? { dataDir } : { dataDir, loadDataDir: dump })
  await db.destroy()
}

/** The dump, read once per worker (its files share the module graph) rather than once per open. */
let dumpRead: Promise<Blob | undefined> | undefined
function templateDump(): Promise<Blob | undefined> {
  const template = inject('pgliteTemplate')
  dumpRead ??=
    template === undefined
      ? Promise.resolve(undefined)
      : readFile(template).then((bytes) => new Blob([bytes]))
  return dumpRead
}

export function testDatabases(): TestDatabase[] {
  const embedded: TestDatabase = {
    name: 'the embedded PostgreSQL',
    open: async () => {
      const db = await openEmbeddedDatabase()
      return { db, drop: () => db.destroy() }
    },
  }
  const server = process.env.DOV_TEST_DATABASE_URL
  if (server === undefined || server === '') return [embedded]
  return [
    embedded,
    {
      name: 'a PostgreSQL server',
      open: async () => {
        const name = `indexer_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
        await admin(server, (client) => client.query(`create database ${name}`))
        const url = new URL(server)
        url.pathname = `/${name}`
        const db = await openDatabase({ url: url.toString() })
        return {
          db,
          url: url.toString(),
          drop: async () => {
            await db.destroy()
            await admin(server, (client) => client.query(`drop database ${name}`))
          },
        }
      },
    },
  ]
}

/**
 * The gate's primary and its streaming standby (scripts/postgres.mjs), for the tests of
 * replication: the primary is not DOV_TEST_DATABASE_URL's server, since these tests restart it.
 * One test file holds them at a time (a lock folder beside the primary's data, held from
 * `openReplication()` to `release()`), so that one file's restart never cuts another's
 * connections.
 */
export type Replication = {
  primaryUrl: string
  standbyUrl: string
  /** Stops the primary (`immediate`: as a crash would) and starts it again: same port, data. */
  restartPrimary: (mode?: 'immediate' | 'fast') => Promise<void>
  stopPrimary: (mode?: 'immediate' | 'fast') => Promise<void>
  startPrimary: () => Promise<void>
  /** Resolves once the standby has replayed all that the primary has written so far. */
  waitForReplay: (timeoutMs?: number) => Promise<void>
  /** Starts the primary if a test left it down, and lets the next file have the pair. */
  release: () => Promise<void>
}

/** How long `openReplication()` may wait for another file's `release()`: a hook's timeout. */
export const replicationWaitMs = 600_000

/**
 * Whether this run must test replication: in CI, in the gate (it sets DOV_TEST_DATABASE_URL and,
 * unless it failed, DOV_TEST_STANDBY_URL), or with a standby named by hand. Otherwise (vitest
 * run by hand without servers) the tests that need one have nothing to run on.
 */
export function replicationExpected(): boolean {
  const env = process.env
  return [env.CI, env.DOV_TEST_DATABASE_URL, env.DOV_TEST_STANDBY_URL].some(
    (value) => value !== undefined && value !== '',
  )
}

const postgresScript = fileURLToPath(new URL('../../../../scripts/postgres.mjs', import.meta.url))

/** Waits for and takes the gate's primary and standby; throws, with the reason, without them. */
export async function openReplication(): Promise<Replication> {
  const { DOV_TEST_PRIMARY_URL, DOV_TEST_STANDBY_URL, DOV_TEST_PG_DATA, DOV_TEST_PG_BIN } =
    process.env
  if (!DOV_TEST_PRIMARY_URL || !DOV_TEST_STANDBY_URL || !DOV_TEST_PG_DATA)
    throw new Error(
      `No streaming standby: ${process.env.DOV_TEST_STANDBY_ERROR ?? 'DOV_TEST_PRIMARY_URL, DOV_TEST_STANDBY_URL and DOV_TEST_PG_DATA are not all set'}` +
        ' (npm test starts one: scripts/test.mjs)',
    )
  const data = DOV_TEST_PG_DATA
  const control = async (command: string, mode = 'fast') => {
    const bin = DOV_TEST_PG_BIN ? ['--bin', DOV_TEST_PG_BIN] : []
    await execFileAsync(process.execPath, [
      postgresScript,
      command,
      ...['--data', data, '--mode', mode],
      ...bin,
    ])
  }
  const lock = join(dirname(data), 'tests.lock')
  const deadline = Date.now() + replicationWaitMs
  for (;;) {
    try {
      await mkdir(lock)
      await writeFile(join(lock, 'pid'), String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (Date.now() > deadline)
        throw new Error(`The primary and standby stayed taken: ${lock} (a process's pid inside)`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  await control('start')
  return {
    primaryUrl: DOV_TEST_PRIMARY_URL,
    standbyUrl: DOV_TEST_STANDBY_URL,
    restartPrimary: (mode = 'immediate') => control('restart', mode),
    stopPrimary: (mode = 'fast') => control('stop', mode),
    startPrimary: () => control('start'),
    waitForReplay: async (timeoutMs = 30_000) => {
      const target = await admin(DOV_TEST_PRIMARY_URL, async (client) => {
        const result = await client.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn')
        const lsn = result.rows[0]?.lsn
        if (lsn === undefined) throw new Error('pg_current_wal_lsn() returned no row')
        return lsn
      })
      await admin(DOV_TEST_STANDBY_URL, async (client) => {
        const until = Date.now() + timeoutMs
        for (;;) {
          const result = await client.query<{ done: boolean }>(
            'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
            [target],
          )
          if (result.rows[0]?.done) return
          if (Date.now() > until)
            throw new Error(`The standby has not replayed ${target} after ${timeoutMs} ms`)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      })
    },
    release: async () => {
      try {
        await control('start')
      } finally {
        await rm(lock, { recursive: true, force: true })
      }
    },
  }
}
