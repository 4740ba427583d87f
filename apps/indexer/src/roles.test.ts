/**
 * The indexer's roles (`INDEXER_MODE`, README "Running it") as real processes over the real
 * devchain and the gate's primary and streaming standby (`openReplication`): one `follow` process
 * writes the primary, two `api` processes serve from the standby; random play goes on through
 * everything that follows. Proven as a caller sees it, over HTTP:
 * - the two API processes answer `/v1/hof`, `/v1/standing`, `/v1/player` and `/v1/activity` alike
 *   as of the same block;
 * - a second follower on the same database stops at once (code 1) with the reason;
 * - one API process killed, the other goes on answering;
 * - the follower stopped, the API serves its last block (its lag growing), and catches up with a
 *   follower started again;
 * - the primary crashed and restarted, then a connection of the follower and one of the API
 *   process terminated by the server: every process lives on, logs a line (no stack trace), and
 *   follows again;
 * - nothing lost or counted twice: a new `all` indexer that reads the chain from its first block
 *   into a database of its own answers as the API process does, as of the same block.
 *
 * The play is drawn from a seed in the test's name; `FC_SEED=<seed>` replays it. Without a
 * standby, in CI and in the gate the test fails with the reason (`openReplication`), as
 * `db/standby.test.ts` does.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest'
import {
  openReplication,
  type Replication,
  replicationExpected,
  replicationWaitMs,
} from './db/testing'
import type { ActivityDocument, AsOf, HofDocument, PlayerDocument, StandingDocument } from './http'
import { DevchainProcess } from './testing/devchain'
import {
  atSameBlock,
  type IndexerProcess,
  IndexerProcesses,
  probe,
  STACK_LINE,
} from './testing/indexer-process'
import { drawPlay, type PlayCommand, play, playSeed } from './testing/play'

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** `url` with another database. */
function database(url: string, name: string): string {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

/** The block an answer is as of, for `expect`'s messages. */
const blockOf = (document: { as_of: AsOf | null } | undefined) => document?.as_of?.block_num ?? -1

/** A caller's view of a document as of its block: `catching_up` left out (see `same`). */
function withoutCatchingUp<T extends { catching_up: boolean }>(document: T) {
  const { catching_up: _, ...rest } = document
  return rest
}

const seed = playSeed()

describe.skipIf(!replicationExpected())('the indexer roles', () => {
  // Without the pair the test fails with the reason (a failing beforeAll would count as skipped).
  let pair: Replication | Error = new Error('openReplication() did not resolve')
  let chain: DevchainProcess | undefined

  beforeAll(async () => {
    const [replication, devchain] = await Promise.allSettled([
      openReplication(),
      DevchainProcess.start('demo'),
    ])
    if (devchain.status === 'fulfilled') chain = devchain.value
    if (replication.status === 'fulfilled') pair = replication.value
    else pair = replication.reason as Error
    if (devchain.status === 'rejected') throw devchain.reason
  }, replicationWaitMs + 60_000)

  afterAll(async () => {
    await chain?.stop()
    if (!(pair instanceof Error)) await pair.release()
  })

  it(`one follower on the primary and API processes on its standby serve one chain through kills, stops, a crash and dropped connections (seed ${seed}: FC_SEED=${seed} replays it)`, async () => {
    if (pair instanceof Error) throw pair
    if (chain === undefined) throw new Error('the devchain did not start')
    const { primaryUrl, standbyUrl } = pair
    const replication = pair
    const devchain = chain
    const processes = new IndexerProcesses({ ship: devchain.ship, rpc: devchain.rpc })
    /** What each command of the play came to, for a failure's report. */
    const journal: string[] = []
    onTestFailed(() => {
      console.error(
        `seed ${seed} (FC_SEED=${seed} replays it); the play:\n${journal.join('\n')}\n${processes.report()}`,
      )
    })
    const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    const names = { followed: `roles_${suffix}`, fresh: `roles_fresh_${suffix}` }
    const created: string[] = []
    const createDatabase = async (name: string) => {
      await withClient(primaryUrl, (client) => client.query(`create database ${name}`))
      created.push(name)
    }

    // The play, drawn at once: what each step sends. The clock stays the wall clock's until the
    // follower has been stopped and started again (its lag is measured against it).
    const plays = {
      first: drawPlay(seed, 10, { time: false }),
      oneApiKilled: drawPlay(seed + 1, 5, { time: false }),
      followerDown: drawPlay(seed + 2, 3, { time: false }),
      // The fights started so far end: claims are part of it.
      afterFaults: [
        { kind: 'time', seconds: 200 } as const,
        ...drawPlay(seed + 3, 10, { time: true }),
      ],
    }
    const played = new Set<string>()
    let lastBlock = 0
    const send = async (commands: readonly PlayCommand[], between?: () => Promise<void>) => {
      for (const command of commands) {
        const result = await play(devchain, command)
        journal.push(`${JSON.stringify(command)}: ${JSON.stringify(result)}`)
        if (result.kind === 'sent') {
          played.add(result.player)
          lastBlock = Math.max(lastBlock, result.block)
        }
        await between?.()
      }
    }
    const head = async () => (await devchain.info()).head_block_num
    const hof = (api: IndexerProcess) => api.ok<HofDocument>('/v1/hof')
    /** Waits until the block `indexer`'s `/v1/health` names is `block` or a later one. */
    const healthReaches = (indexer: IndexerProcess, block: number, timeout = 30_000) =>
      indexer.until(
        `/v1/health at block ${block}`,
        () => indexer.health(),
        (health) => blockOf(health) >= block,
        timeout,
      )
    /** Waits until `api`'s database (`/v1/health`) and boards in memory reach block `block`. */
    const reaches = async (api: IndexerProcess, block: number, timeout = 30_000) => {
      await healthReaches(api, block, timeout)
      await api.until(
        `/v1/hof at block ${block}`,
        () => hof(api),
        (board) => blockOf(board) >= block,
        timeout,
      )
    }

    /**
     * `left` and `right` answer every route alike for each account, each pair of answers as of
     * one block, but for `catching_up`: whether a process counts itself behind depends on the
     * highest head it has been told, which is its own history (an API process that read the
     * copy whole took the head recorded then, one that followed block by block the heads of those
     * blocks; a follower hears the chain itself), so two processes at one block may be a block
     * apart on it near the line.
     */
    const same = async (
      left: IndexerProcess,
      right: IndexerProcess,
      accounts: readonly string[],
    ) => {
      const compare = async <T extends { as_of: AsOf; catching_up: boolean }>(path: string) => {
        const [a, b] = await atSameBlock(
          () => left.ok<T>(path),
          () => right.ok<T>(path),
        )
        expect(withoutCatchingUp(a), `${left.name} and ${right.name}: ${path}`).toEqual(
          withoutCatchingUp(b),
        )
        return a
      }
      const board = await compare<HofDocument>('/v1/hof')
      expect(board.boards.officers.length).toBeGreaterThan(0)
      for (const account of accounts) {
        await compare<StandingDocument>(`/v1/standing?account=${account}`)
        const page = await compare<PlayerDocument>(`/v1/player?account=${account}`)
        expect(page.known).toBe(true)
        // Every page, four actions a page, so that a player's history takes several.
        let before: string | null = ''
        let actions = 0
        while (before !== null) {
          const query = `/v1/activity?account=${account}&limit=4${before === '' ? '' : `&before=${before}`}`
          const activity: ActivityDocument = await compare<ActivityDocument>(query)
          actions += activity.actions.length
          before = activity.next
        }
        expect(actions, `${account}'s actions`).toBeGreaterThan(0)
      }
    }

    const started = Date.now()
    const times: string[] = []
    const lap = (what: string) =>
      times.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`)
    try {
      await createDatabase(names.followed)
      // The standby has the new database before an API process asks it for it.
      await replication.waitForReplay()
      const onPrimary = database(primaryUrl, names.followed)
      const onStandby = database(standbyUrl, names.followed)

      // 1. The follower and two API processes at once: the API processes wait for the schema.
      let follower = await processes.start({
        name: 'follower',
        mode: 'follow',
        databaseUrl: onPrimary,
      })
      const apis = await Promise.all(
        [1, 2].map((n) =>
          processes.start({ name: `api ${n}`, mode: 'api', databaseUrl: onStandby, pollMs: 100 }),
        ),
      )
      const [api1, api2] = apis as [IndexerProcess, IndexerProcess]
      await send(plays.first)
      const followed = Math.max(lastBlock, blockOf(await follower.health()))
      await healthReaches(follower, followed, 60_000)
      for (const api of apis) await reaches(api, followed)
      lap('followed and served')
      const accounts = [...played].sort()
      expect(accounts.length, 'players whose transactions the chain took').toBeGreaterThan(0)
      await same(api1, api2, accounts)
      lap('two API processes alike')

      // 2. A second follower of the same database is refused at once.
      const second = await processes.start({
        name: 'second follower',
        mode: 'follow',
        databaseUrl: onPrimary,
      })
      const refused = await second.exited
      expect(refused, second.output()).toEqual({ code: 1, signal: null })
      expect(second.output()).toContain(
        'Another indexer already follows the chain into this database',
      )
      expect(second.output()).not.toMatch(STACK_LINE)
      lap('second follower refused')

      // 3. One API process killed: the other answers every request while play goes on.
      await api2.stop('SIGKILL')
      const answering = probe(api1, [
        '/v1/hof',
        `/v1/activity?account=${accounts[0]}`,
        `/v1/player?account=${accounts[0]}`,
        '/v1/health',
      ])
      await send(plays.oneApiKilled)
      await reaches(api1, lastBlock)
      const answered = await answering.stop()
      expect(answered.failures).toEqual([])
      expect(answered.answers).toBeGreaterThan(4)
      lap('one API process killed')

      // 4. The follower stopped: the API process serves its last block, its lag growing.
      const stopped = await follower.stop('SIGTERM')
      expect(stopped, follower.output()).toEqual({ code: 0, signal: null })
      const last = await withClient(onPrimary, async (client) => {
        const { rows } = await client.query<{ block_num: number }>('select block_num from cursor')
        return rows[0]?.block_num ?? -1
      })
      await replication.waitForReplay()
      await api1.until(
        `/v1/hof at block ${last}`,
        () => hof(api1),
        (b) => blockOf(b) === last,
      )
      const lagThen = (await api1.ok<{ lag_seconds: number | null }>('/v1/health')).lag_seconds
      expect(lagThen).not.toBeNull()
      await send(plays.followerDown, async () => {
        expect(blockOf(await hof(api1))).toBe(last)
      })
      // Seconds pass on the wall clock, none in the boards.
      await vi.waitFor(
        async () => {
          expect(blockOf(await hof(api1))).toBe(last)
          const health = await api1.ok<{ lag_seconds: number | null; as_of: AsOf }>('/v1/health')
          expect(health.as_of.block_num).toBe(last)
          expect(health.lag_seconds).toBeGreaterThan((lagThen ?? 0) + 1)
        },
        { timeout: 10_000, interval: 100 },
      )
      const headWhileDown = await head()
      follower = await processes.start({
        name: 'follower again',
        mode: 'follow',
        databaseUrl: onPrimary,
      })
      await reaches(api1, Math.max(headWhileDown + 1, lastBlock), 60_000)
      lap('follower stopped and started again')

      // 5. The primary crashed and restarted, then connections terminated by the servers.
      // Its boards come from memory: they never fail, whatever the databases do.
      const boardsServed = probe(api1, ['/v1/hof'])
      const beforeRestart = follower.mark()
      await replication.restartPrimary('immediate')
      const headAfterRestart = await head()
      await healthReaches(follower, headAfterRestart + 1, 60_000)
      await reaches(api1, headAfterRestart + 1)
      // The connection holding the writer lock went with the server: a line says so.
      expect(follower.since(beforeRestart)).toMatch(/the writer lock was lost/)
      lap('primary restarted')
      const marks = new Map([follower, api1].map((p) => [p, p.mark()]))
      // The follower's connection holding its writer lock, and one of its pool's.
      const ended = await withClient(onPrimary, async (client) => {
        const { rows } = await client.query<{ pid: number; lock: boolean }>(
          `select a.pid, exists (select 1 from pg_locks l where l.pid = a.pid and l.locktype = 'advisory') as lock
             from pg_stat_activity a
            where a.datname = current_database() and a.pid <> pg_backend_pid()
            order by lock desc`,
        )
        const pids = [rows.find((r) => r.lock)?.pid, rows.find((r) => !r.lock)?.pid]
        for (const pid of pids)
          if (pid !== undefined) await client.query('select pg_terminate_backend($1)', [pid])
        return pids
      })
      expect(
        ended.every((pid) => pid !== undefined),
        'the follower holds its lock and a pool connection',
      ).toBe(true)
      // One of the API process's connections to the standby (its own sessions there), an idle
      // one: its pool then says so at once. A connection under a query fails that query, which
      // is tried again, and the line it may cost is logged once a minute at most: whether a line
      // came would depend on what the process was doing at that instant.
      const endedOnStandby = await withClient(onStandby, async (client) => {
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await client.query<{ pid: number }>(
            `select pid from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and backend_type = 'client backend' and state = 'idle'
              limit 1`,
          )
          const pid = rows[0]?.pid
          if (pid !== undefined) {
            await client.query('select pg_terminate_backend($1)', [pid])
            return pid
          }
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        return undefined
      })
      expect(endedOnStandby, 'a connection of the API process on the standby').toBeDefined()
      await send(plays.afterFaults)
      const headAfterFaults = await head()
      await healthReaches(follower, Math.max(lastBlock, headAfterFaults), 60_000)
      await reaches(api1, Math.max(lastBlock, headAfterFaults))
      const boardsAnswered = await boardsServed.stop()
      expect(boardsAnswered.failures).toEqual([])
      for (const p of [follower, api1]) expect(p.child.exitCode, p.name).toBeNull()
      expect(follower.since(marks.get(follower) ?? 0)).toMatch(/the writer lock was lost/)
      // A line whichever way it lost the connection: idle in its pool, or under a query.
      expect(api1.since(marks.get(api1) ?? 0)).toMatch(/indexer: .*the database/)
      lap('connections terminated')

      // 6. A new indexer, from the chain's first block into a database of its own, agrees.
      await createDatabase(names.fresh)
      const fresh = await processes.start({
        name: 'new indexer',
        mode: 'all',
        databaseUrl: database(primaryUrl, names.fresh),
      })
      await reaches(fresh, blockOf(await hof(api1)), 60_000)
      await same(api1, fresh, [...played].sort())
      lap('a new indexer agrees')

      for (const p of [follower, api1, fresh]) expect(p.running(), p.name).toBe(true)
      for (const p of [follower, api1, api2, fresh])
        expect(p.output(), `${p.name}'s log`).not.toMatch(STACK_LINE)
      console.info(`roles (seed ${seed}): ${times.join(', ')}`)
    } finally {
      await processes.stopAll()
      // A throwaway server's databases: one left behind (the primary down after a failure) harms
      // nothing, and must not hide the failure.
      await withClient(primaryUrl, async (client) => {
        for (const name of created)
          await client.query(`drop database if exists ${name} with (force)`)
      }).catch((error: unknown) =>
        console.error(`roles: databases ${created} not dropped: ${error}`),
      )
    }
  }, 240_000)
})
