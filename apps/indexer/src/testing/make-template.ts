/**
 * `node make-template.mjs <file>` (bundled by `pglite-template.ts`): writes to `file` a dump of a
 * new embedded PostgreSQL cluster, in memory, with the schema up to date.
 */
import { writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, Migrator, sql } from 'kysely'
import { migrations } from '../db/migrations'
import { pgliteDialect } from '../db/pglite-dialect'
import type { Database } from '../db/schema'

const [file] = process.argv.slice(2)
if (file === undefined) throw new Error('Usage: node make-template.mjs <file>')
const pglite = await PGlite.create()
const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) })
try {
  // What `openDatabase` does to a new database.
  const { error } = await new Migrator({ db, provider: migrations }).migrateToLatest()
  if (error !== undefined) throw error
  // Every change in the tables' files, so that a cluster started from the dump replays no WAL.
  await sql`checkpoint`.execute(db)
  await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()))
} finally {
  await db.destroy()
}
