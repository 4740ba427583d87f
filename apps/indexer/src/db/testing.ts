/**
 * The databases the indexer's tests run on (tests only): always the embedded PostgreSQL in
 * memory; with DOV_TEST_DATABASE_URL (the gate starts a throwaway server, scripts/postgres.mjs),
 * also a real PostgreSQL server, each opening a database of its own there, dropped afterwards, so
 * that test files running at once never share tables.
 */
import type { Kysely } from 'kysely'
import pg from 'pg'
import { openDatabase } from './open'
import type { Database } from './schema'

export type TestDatabase = {
  name: string
  open: () => Promise<{ db: Kysely<Database>; drop: () => Promise<void> }>
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

export function testDatabases(): TestDatabase[] {
  const embedded: TestDatabase = {
    name: 'the embedded PostgreSQL',
    open: async () => {
      const db = await openDatabase({})
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
          drop: async () => {
            await db.destroy()
            await admin(server, (client) => client.query(`drop database ${name}`))
          },
        }
      },
    },
  ]
}
