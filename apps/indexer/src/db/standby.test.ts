/**
 * The gate's streaming standby (scripts/postgres.mjs), which the tests of the indexer's read-only
 * API processes rely on: what the primary writes shows on the standby, the standby refuses writes,
 * and it follows its primary again after a crash (`pg_ctl -m immediate`) and a restart, keeping
 * its own clients' connections meanwhile. In CI and in the gate a missing standby fails these
 * tests (`openReplication` throws with the reason); only a run by hand without servers has none.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  openReplication,
  type Replication,
  replicationExpected,
  replicationWaitMs,
} from './testing'

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Polls `read` until it returns `expected` or `ms` pass; resolves with the last value read. */
async function until<T>(read: () => Promise<T>, expected: T, ms: number): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (value === expected || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.skipIf(!replicationExpected())('the streaming standby', () => {
  // Without the pair each test fails with the reason (a failing beforeAll would count as skipped).
  let pair: Replication | Error = new Error('openReplication() did not resolve')
  const held = (): Replication => {
    if (pair instanceof Error) throw pair
    return pair
  }
  // The primary's postgres database holds one table per run of this file.
  const table = `standby_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const write = (value: string) =>
    withClient(held().primaryUrl, (client) =>
      client.query(`insert into ${table} (value) values ($1)`, [value]),
    )
  const values = (client: pg.Client) =>
    client
      .query<{ value: string }>(`select value from ${table} order by id`)
      .then((result) => result.rows.map((row) => row.value).join(','))

  beforeAll(async () => {
    try {
      pair = await openReplication()
    } catch (error) {
      pair = error as Error
      return
    }
    await withClient(pair.primaryUrl, (client) =>
      client.query(`create table ${table} (id serial primary key, value text not null)`),
    )
    // The table on the standby too, before a test reads it there.
    await pair.waitForReplay()
  }, replicationWaitMs + 30_000)

  afterAll(async () => {
    if (pair instanceof Error) return
    try {
      await withClient(pair.primaryUrl, (client) => client.query(`drop table if exists ${table}`))
    } finally {
      await pair.release()
    }
  })

  it('shows a row written on the primary within seconds, read-only', async () => {
    const { standbyUrl } = held()
    await write('first')
    await withClient(standbyUrl, async (standby) => {
      // Typically a few milliseconds; seconds leave room for a busy machine.
      expect(await until(() => values(standby), 'first', 5_000)).toBe('first')
      const recovery = await standby.query<{ on: boolean }>('select pg_is_in_recovery() as on')
      expect(recovery.rows[0]?.on).toBe(true)
      await expect(standby.query(`insert into ${table} (value) values ('no')`)).rejects.toThrow(
        'cannot execute INSERT in a read-only transaction',
      )
      await expect(standby.query(`create table ${table}_no (id int)`)).rejects.toThrow(
        'cannot execute CREATE TABLE in a read-only transaction',
      )
    })
  })

  it('stays readable while the primary is down, then follows it again', async () => {
    const { standbyUrl } = held()
    await write('before')
    await held().waitForReplay()
    // One standby connection, held over the primary's crash and restart, as an API process holds
    // its pool's.
    await withClient(standbyUrl, async (standby) => {
      await held().stopPrimary('immediate')
      expect(await values(standby)).toBe('first,before')
      await held().startPrimary()
      await write('after a crash')
      expect(await until(() => values(standby), 'first,before,after a crash', 30_000)).toBe(
        'first,before,after a crash',
      )

      await held().restartPrimary('immediate')
      await write('after a restart')
      await held().waitForReplay()
      expect(await values(standby)).toBe('first,before,after a crash,after a restart')
      const receiver = await standby.query<{ status: string }>(
        'select status from pg_stat_wal_receiver',
      )
      expect(receiver.rows[0]?.status).toBe('streaming')
    })
  })
})
