/**
 * Benchmark: what the game actions (`game_action`, with their effects) cost the indexer's
 * database per 10,000 actions. Starts the devchain's CLI (`demo`, blocks every 100 ms), sends
 * ACTIONS game actions in transactions of 20 (deposits and withdrawals of 1.0000 DOVX in turn by
 * player1..player5, five senders at once: each action has its data and two effects, a wallet's
 * and a game balance's), follows the chain into a fresh database, and reads the table's size from
 * PostgreSQL (`pg_total_relation_size`: the rows, their TOAST and the indexes; after a VACUUM, so
 * that the visibility map and free-space map are counted as a database in service has them).
 *
 *   npm run bench:activity -w apps/indexer                 # a throwaway PostgreSQL server (scripts/postgres.mjs)
 *   npm run bench:activity -w apps/indexer -- --embedded   # the embedded PostgreSQL (PGlite)
 *   DATABASE_URL=postgres://… npm run bench:activity -w apps/indexer   # a server of yours (an empty database)
 *   ACTIONS=2000 npm run bench:activity -w apps/indexer    # fewer actions (default 10,000)
 */
import { sql } from 'kysely'
import { openDatabase } from '../src/db/open'
import { readCursor } from '../src/db/store'
import { follow } from '../src/follow'
import { GAME_TABLES } from '../src/followed'
import { DevchainProcess, GAME, repoRoot } from '../src/testing/devchain'

const ACTIONS = Number(process.env.ACTIONS ?? 10_000)
const PER_TRANSACTION = 20
const PLAYERS = ['player1', 'player2', 'player3', 'player4', 'player5']

type Throwaway = { url: string; stop: () => Promise<void> }

async function database(): Promise<{ url: string | undefined; stop: () => Promise<void> }> {
  if (process.argv.includes('--embedded')) return { url: undefined, stop: async () => {} }
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const { startThrowawayPostgres } = (await import(`${repoRoot}scripts/postgres.mjs`)) as {
    startThrowawayPostgres: () => Promise<Throwaway>
  }
  return startThrowawayPostgres()
}

const server = await database()
const chain = await DevchainProcess.start('demo')
const db = await openDatabase(server.url === undefined ? {} : { url: server.url })
try {
  console.log(
    `bench:activity: ${ACTIONS} actions into ${server.url === undefined ? 'the embedded PostgreSQL' : 'a PostgreSQL server'}`,
  )
  // Each sender deposits then withdraws 1 DOVX, PER_TRANSACTION actions a transaction.
  const started = performance.now()
  const transactions = Math.ceil(ACTIONS / PER_TRANSACTION)
  let next = 0
  await Promise.all(
    PLAYERS.map(async (player) => {
      for (;;) {
        const t = next++
        if (t >= transactions) return
        const count = Math.min(PER_TRANSACTION, ACTIONS - t * PER_TRANSACTION)
        // 1.0001, 1.0002, … DOVX: no two transactions of a sender alike (the chain refuses a
        // duplicate).
        const quantity = `1.${String(1 + (t % 9_999)).padStart(4, '0')} DOVX`
        await chain.transactMany(
          player,
          Array.from({ length: count }, (_, i) =>
            i % 2 === 0
              ? {
                  account: 'dov.token',
                  name: 'transfer',
                  data: { from: player, to: 'dov.stake', quantity, memo: 'deposit' },
                }
              : {
                  account: 'dov.stake',
                  name: 'withdraw',
                  data: { player, quantity },
                },
          ),
        )
      }
    }),
  )
  const sent = (performance.now() - started) / 1000
  console.log(`bench:activity: sent ${transactions} transactions in ${sent.toFixed(1)} s`)

  const { chain_id, head_block_num } = await chain.info()
  const stop = new AbortController()
  const followStarted = performance.now()
  const following = follow({
    shipUrl: chain.ship,
    db,
    chainId: chain_id,
    followed: GAME_TABLES(GAME),
    signal: stop.signal,
  })
  following.catch(() => {})
  while (((await readCursor(db))?.block.num ?? 0) < head_block_num)
    await new Promise((resolve) => setTimeout(resolve, 100))
  stop.abort()
  await following.catch(() => {})
  console.log(
    `bench:activity: followed ${head_block_num} blocks in ${((performance.now() - followStarted) / 1000).toFixed(1)} s`,
  )

  await sql`vacuum analyze game_action`.execute(db)
  const { rows } = await sql<{
    actions: string
    total: string
    heap: string
    indexes: string
  }>`select count(*)::text as actions,
       pg_total_relation_size('game_action')::text as total,
       pg_relation_size('game_action')::text as heap,
       pg_indexes_size('game_action')::text as indexes
     from game_action`.execute(db)
  const size = rows[0]
  if (size === undefined || Number(size.actions) !== ACTIONS)
    throw new Error(`expected ${ACTIONS} actions in game_action, found ${size?.actions}`)
  const per = (bytes: string) => (Number(bytes) / Number(size.actions)) * 10_000
  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`
  console.log(
    `bench:activity: game_action holds ${size.actions} actions in ${mb(Number(size.total))} ` +
      `(rows and TOAST ${mb(Number(size.total) - Number(size.indexes))}, indexes ${mb(Number(size.indexes))})`,
  )
  console.log(
    `bench:activity: per 10,000 actions ${mb(per(size.total))} ` +
      `(${Math.round(Number(size.total) / Number(size.actions))} bytes an action; heap ${mb(per(size.heap))}, indexes ${mb(per(size.indexes))})`,
  )
} finally {
  await db.destroy()
  await chain.stop()
  await server.stop()
}
