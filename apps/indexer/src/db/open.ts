import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, Migrator, PostgresDialect } from 'kysely'
import pg from 'pg'
import { type FolderLock, lockFolder } from './folder-lock'
import { migrations } from './migrations'
import { pgliteDialect } from './pglite-dialect'
import type { Database } from './schema'

export type DatabaseOptions =
  /** A PostgreSQL server (`postgres://…`). */
  | { url: string }
  /** The embedded PostgreSQL (PGlite) with its files in `dataDir`, or in memory when absent. */
  | { dataDir?: string }

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
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
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: options.url, max: 4 }) })
        : pgliteDialect(new PGlite(options.dataDir)),
  })
  if (lock !== undefined) {
    const { destroy } = db
    const release = lock.release
    db.destroy = () => destroy.call(db).finally(release)
  }
  const { error, results } = await new Migrator({ db, provider: migrations }).migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error !== undefined) {
    await db.destroy()
    const which = failed === undefined ? '' : ` (${failed.migrationName})`
    throw new Error(`The database schema could not be brought up to date${which}: ${String(error)}`)
  }
  return db
}
