/**
 * Benchmark: what a commander's medals (`/v1/player`, `medals.ts`) and the week's board
 * (`/v1/hof`, `victories.ts`) cost. Fills `game_action` with PLAYERS players' actions (a claim in
 * 3 of them, its result a Victory in 2 of 3 claims, over a year of block times) and one heavy
 * player with HEAVY_CLAIMS claims, then times: the medals of every claim replayed at once (what
 * a database of an older indexer pays once, `backfillMedals`); a block's claim of the heavy
 * player (`writeMedals`: its claims of the last 6 days); a page's medals (`playerMedals`); the
 * week read whole (`victoriesSince`, at a start) and one block's new victories
 * (`victoriesAfter`); and prints the plans (`EXPLAIN ANALYZE`) of the queries a block and a
 * request make.
 *
 *   npm run bench:medals -w apps/indexer                 # a throwaway PostgreSQL server (scripts/postgres.mjs)
 *   npm run bench:medals -w apps/indexer -- --embedded   # the embedded PostgreSQL (PGlite)
 *   PLAYERS=2000 HEAVY_CLAIMS=20000 npm run bench:medals -w apps/indexer
 */
import { recentSince } from '@dov/game/medals'
import { isoWeekStart } from '@dov/game/week'
import { sql } from 'kysely'
import { openDatabase } from '../src/db/open'
import { backfillMedals, playerMedals, writeMedals } from '../src/medals'
import { repoRoot } from '../src/testing/devchain'
import { victoriesAfter, victoriesSince } from '../src/victories'

const PLAYERS = Number(process.env.PLAYERS ?? 2_000)
const ACTIONS_PER_PLAYER = Number(process.env.ACTIONS_PER_PLAYER ?? 30)
const HEAVY_CLAIMS = Number(process.env.HEAVY_CLAIMS ?? 20_000)
const GAME = 'dov.game'
/** The last block's time: the week's board is this week's. */
const END = Date.UTC(2026, 10, 25, 12)
const YEAR_MS = 365 * 86_400_000
const BLOCK_MS = 500

type Throwaway = { url: string; stop: () => Promise<void> }

async function database(): Promise<{ url: string | undefined; stop: () => Promise<void> }> {
  if (process.argv.includes('--embedded')) return { url: undefined, stop: async () => {} }
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const { startThrowawayPostgres } = (await import(`${repoRoot}scripts/postgres.mjs`)) as {
    startThrowawayPostgres: () => Promise<Throwaway>
  }
  return startThrowawayPostgres()
}

/** Actions spread over the year to END, a block each, in the chain's order. */
function* actions() {
  const total = PLAYERS * ACTIONS_PER_PLAYER + HEAVY_CLAIMS
  for (let i = 0; i < total; i++) {
    const heavy = i % Math.ceil(total / HEAVY_CLAIMS) === 0
    const account = heavy ? 'heavy.player' : `player${i % PLAYERS}`
    const claim = heavy || i % 3 === 0
    const result = i % 3 === 2 ? 'loss' : 'win'
    const blockNum = i + 1
    yield {
      global_sequence: String(1_000_000 + i),
      block_num: blockNum,
      block_time: new Date(END - YEAR_MS + Math.floor((i / total) * YEAR_MS)),
      trx_id: i.toString(16).padStart(64, '0'),
      action_ordinal: 1,
      account,
      contract: claim ? GAME : 'dov.stake',
      action: claim ? 'claimfight' : 'deposit',
      data: JSON.stringify({ player: account }),
      effects: JSON.stringify([]),
      details: claim
        ? JSON.stringify({ divID: '1', zoneID: 1 + (i % 20), result, payout: '1.0000 DOVX' })
        : null,
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

async function timed(label: string, run: () => Promise<unknown>) {
  const times: number[] = []
  await run()
  for (let i = 0; i < 20; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  console.log(`${label}: median ${median(times).toFixed(2)} ms of 20 (after one warm-up)`)
}

const server = await database()
const db = await openDatabase(server.url === undefined ? {} : { url: server.url })
try {
  const batch: ReturnType<typeof actions> extends Generator<infer T> ? T[] : never = []
  let count = 0
  for (const action of actions()) {
    batch.push(action)
    if (batch.length === 1_000) {
      await db.insertInto('game_action').values(batch).execute()
      count += batch.length
      batch.length = 0
    }
  }
  if (batch.length > 0) await db.insertInto('game_action').values(batch).execute()
  count += batch.length
  const upTo = count
  await sql`vacuum analyze game_action`.execute(db)
  console.log(
    `bench:medals: ${count.toLocaleString('en')} actions, ${PLAYERS.toLocaleString('en')} players and one of ${HEAVY_CLAIMS.toLocaleString('en')} claims, on ${server.url === undefined ? 'the embedded PostgreSQL' : 'a PostgreSQL server'}`,
  )
  const tables = {
    wins: Array.from({ length: 20 }, (_, zone) => ({ zone: zone + 1, wins: 10_000 })),
    openZones: Array.from({ length: 20 }, (_, zone) => zone + 1),
  }
  const replay = performance.now()
  await backfillMedals(db)
  console.log(
    `every claim's medals replayed (${(await db.selectFrom('medal').select('account').execute()).length} medals): ${(performance.now() - replay).toFixed(0)} ms`,
  )
  for (const account of ['player7', 'heavy.player'])
    await timed(`a page's medals, ${account}`, () => playerMedals(db, account, upTo, tables))
  const claim = {
    action: {
      globalSequence: '999999999',
      trxId: 'f'.repeat(64),
      ordinal: 1,
      account: 'heavy.player',
      contract: GAME,
      name: 'claimfight',
      data: { player: 'heavy.player', division_id: '1' },
      traced: [],
      opaque: false,
    },
    details: { divID: '1', zoneID: 3, result: 'win', payout: '1.0000 DOVX' },
  }
  const wins = new Map(tables.wins.map(({ zone, wins }) => [`heavy.player\u0000${zone}`, wins]))
  const block = { num: upTo + 1, id: '', time: new Date(END) }
  const recentCount = (
    await db
      .selectFrom('game_action')
      .select('global_sequence')
      .where('account', '=', 'heavy.player')
      .where('block_time', '>=', new Date(recentSince(END)))
      .execute()
  ).length
  await timed(`a block's claim of heavy.player (${recentCount} claims in 6 days)`, () =>
    db
      .transaction()
      .execute(async (trx) => {
        await writeMedals(trx, block, GAME, [claim], wins, tables.openZones)
        throw new Error('rolled back')
      })
      .catch(() => {}),
  )
  const weekStart = new Date(isoWeekStart(END))
  const week = await victoriesSince(db, GAME, weekStart, upTo)
  await timed(`the week read whole (${week.length} players)`, () =>
    victoriesSince(db, GAME, weekStart, upTo),
  )
  const last = { num: upTo - 1, id: '', time: new Date(END - BLOCK_MS) }
  await timed('one block’s new victories', () => victoriesAfter(db, GAME, last, upTo))

  const plan = async (
    label: string,
    query: { compile(): { sql: string; parameters: readonly unknown[] } },
  ) => {
    const { sql: text, parameters } = query.compile()
    const explained = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${sql.raw(
      text.replace(/\$(\d+)/g, (_, n) => {
        const value = parameters[Number(n) - 1]
        return value instanceof Date
          ? `'${value.toISOString()}'`
          : typeof value === 'number'
            ? String(value)
            : `'${String(value)}'`
      }),
    )}`.execute(db)
    console.log(`\n${label}:\n${explained.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`)
  }
  await plan(
    'plan: a block’s claims of heavy.player, their last 6 days',
    db
      .selectFrom('game_action')
      .select(['account', 'block_time', sql`details->>'result'`.as('result')])
      .where('account', 'in', ['heavy.player'])
      .where('action', '=', sql.lit('claimfight'))
      .where('contract', '=', GAME)
      .where('block_time', '>=', new Date(recentSince(END)))
      .where('block_num', '<', upTo + 1)
      .orderBy('global_sequence'),
  )
  await plan(
    'plan: a page’s medals',
    db
      .selectFrom('medal')
      .select(['medal', 'block_num', 'block_time', 'trx_id'])
      .where('account', '=', 'heavy.player')
      .where('block_num', '<=', upTo),
  )
  await plan(
    'plan: the week read whole',
    db
      .selectFrom('game_action')
      .select(['account', (eb) => eb.fn.countAll().as('count')])
      .where('action', '=', sql.lit('claimfight'))
      .where(sql`details->>'result'`, '=', sql.lit('win'))
      .where('contract', '=', GAME)
      .where('block_time', '>=', weekStart)
      .where('block_num', '<=', upTo)
      .groupBy('account'),
  )
} finally {
  await db.destroy()
  await server.stop()
}
