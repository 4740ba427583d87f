/**
 * `npm run migrate -w apps/indexer`: brings the database of `DATABASE_URL` (or the embedded one in
 * `DATA_DIR`) up to the indexer's schema, then exits, touching no row of the chain's. What the
 * follower does at its start, as a step of its own: a release can migrate before its processes
 * start, and the browser tests migrate one embedded folder per worker and start each test's
 * indexer on a copy of it (opening a new embedded database and migrating it costs seconds; a copy,
 * a fraction of one).
 */
import { ConfigError, readConfig } from './config'
import { FolderInUseError } from './db/folder-lock'
import { openDatabase } from './db/open'

async function main(): Promise<void> {
  const config = readConfig(process.env)
  const db = await openDatabase(
    config.databaseUrl === undefined
      ? { dataDir: config.dataDir, schema: 'migrate' }
      : { url: config.databaseUrl, poolSize: 1, schema: 'migrate' },
  )
  await db.destroy()
  console.error(
    `indexer: the schema is up to date in ${config.databaseUrl === undefined ? config.dataDir : 'the database of DATABASE_URL'}`,
  )
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof FolderInUseError
  console.error(`indexer: ${known ? (error as Error).message : String(error)}`)
  process.exit(1)
})
