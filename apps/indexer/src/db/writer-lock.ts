import pg from 'pg'

/**
 * The one writer of a database. A follower (`INDEXER_MODE` `all` or `follow`) holds a session-level
 * advisory lock on a connection of its own for as long as it writes, so a second follower on the
 * same database is refused with a clear message instead of becoming a second writer. The lock
 * lives as long as its connection: when the server drops that connection (a restart, a failover,
 * `pg_terminate_backend`), `lost` resolves and the follower stops writing until it holds the lock
 * again. (The embedded PostgreSQL is one process's alone: `folder-lock.ts`.)
 */

/** The lock's key: any fixed 64-bit number, the same for every indexer ("dovidx" in ASCII). */
export const WRITER_LOCK_KEY = 0x646f76696478n

/** Another process holds the database's writer lock. */
export class WriterLockedError extends Error {
  override name = 'WriterLockedError'
  constructor(readonly holder: number | undefined) {
    super(
      `Another indexer already follows the chain into this database${
        holder === undefined ? '' : ` (server process ${holder} holds its writer lock)`
      }. One database has one follower: run this one with INDEXER_MODE=api to serve the API ` +
        'from the same database, or give it a database of its own.',
    )
  }
}

export type WriterLock = {
  /** Resolves with the reason when the lock's connection is lost (the lock with it). */
  lost: Promise<Error>
  /** Lets the lock go and closes its connection. */
  release: () => Promise<void>
}

/** Takes the writer lock of the database at `url`; WriterLockedError when another holds it. */
export async function takeWriterLock(url: string): Promise<WriterLock> {
  const client = new pg.Client({ connectionString: url, keepAlive: true })
  let lose: (reason: Error) => void = () => {}
  const lost = new Promise<Error>((resolve) => {
    lose = resolve
  })
  // Without a listener, a dropped connection's 'error' would end the process.
  client.on('error', (error) => lose(error))
  client.on('end', () => lose(new Error('the connection holding the writer lock ended')))
  await client.connect()
  try {
    const { rows } = await client.query<{ taken: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as taken',
      [WRITER_LOCK_KEY.toString()],
    )
    if (rows[0]?.taken !== true) {
      const holder = await client.query<{ pid: number }>(
        `select pid from pg_locks where locktype = 'advisory' and granted
           and ((classid::bigint << 32) | objid::bigint) = $1::bigint limit 1`,
        [WRITER_LOCK_KEY.toString()],
      )
      throw new WriterLockedError(holder.rows[0]?.pid)
    }
  } catch (error) {
    await client.end().catch(() => {})
    throw error
  }
  let released = false
  return {
    lost,
    release: async () => {
      if (released) return
      released = true
      await client.end().catch(() => {})
    },
  }
}
