/**
 * Vitest global setup of the indexer's tests: one embedded PostgreSQL cluster with the schema up
 * to date, dumped to a file once per run (`pgliteTemplate`), from which `testDatabases()` and
 * the property tests start each in-memory database. A cluster started empty runs `initdb` and
 * every migration: about 2 to 3 s of CPU each time, against about 0.5 s loaded from the dump.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/open'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated embedded cluster (`openTemplateDatabase`). */
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'dov-indexer-template-'))
  const dataDir = join(folder, 'data')
  await (await openDatabase({ dataDir })).destroy()
  const pglite = await PGlite.create(dataDir)
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  const file = join(folder, 'template.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => rm(folder, { recursive: true, force: true })
}
