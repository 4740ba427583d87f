/**
 * Vitest global setup of the indexer's tests: one embedded PostgreSQL cluster with the schema up
 * to date, dumped to a file once per run (`pgliteTemplate`), from which `testDatabases()`, the
 * property tests and the tests' database folders (`migratedFolder`) start. A cluster started
 * empty runs `initdb` and every migration: about 5 s of CPU each time (`initdb` nearly all of it),
 * against about 0.7 s loaded from the dump. The cluster is made in memory: in a folder, its
 * files' writes and a second start to dump it cost about 1 s more.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, Migrator, sql } from 'kysely'
import type { TestProject } from 'vitest/node'
import { migrations } from '../db/migrations'
import { pgliteDialect } from '../db/pglite-dialect'
import type { Database } from '../db/schema'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated embedded cluster (`db/testing.ts` starts from it). */
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'dov-indexer-template-'))
  const pglite = await PGlite.create()
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) })
  const file = join(folder, 'template.tar')
  try {
    // What `openDatabase` does to a new database.
    const { error } = await new Migrator({ db, provider: migrations }).migrateToLatest()
    if (error !== undefined) throw error
    // Every change in the tables' files, so that a cluster started from the dump replays no WAL.
    await sql`checkpoint`.execute(db)
    const dump = await pglite.dumpDataDir('none')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await db.destroy()
  }
  project.provide('pgliteTemplate', file)
  return () => rm(folder, { recursive: true, force: true })
}
