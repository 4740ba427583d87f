import { type Kysely, sql } from 'kysely'
import type { Database } from './db/schema'
import type { BlockPosition } from './db/store'
import type { ClaimedVictory } from './projections/week'

/**
 * The victories the week's board counts (`projections/week.ts`): the game contract's
 * `claimfight`s whose details say `win`, read from the partial index of those by block time
 * (`game_action_victories_by_time`), so neither query passes over other actions nor older weeks.
 */

/** The claims that won, as the partial index's predicate is written (literals: the planner matches them). */
const victories = (db: Kysely<Database>, game: string) =>
  db
    .selectFrom('game_action')
    .where('action', '=', sql.lit('claimfight'))
    .where(sql`details->>'result'`, '=', sql.lit('win'))
    .where('contract', '=', game)

/**
 * Each account's victories claimed from `since` up to block `upTo` (the model's block when it is
 * read anew): the week's board at once.
 */
export async function victoriesSince(
  db: Kysely<Database>,
  game: string,
  since: Date,
  upTo: number,
): Promise<[string, number][]> {
  const rows = await victories(db, game)
    .select(['account', (eb) => eb.fn.countAll<string>().as('count')])
    .where('block_time', '>=', since)
    .where('block_num', '<=', upTo)
    .groupBy('account')
    .execute()
  return rows.map((r) => [r.account, Number(r.count)])
}

/**
 * The victories claimed in the blocks after `after` up to block `upTo` (those the model just
 * moved along), in the chain's order. A later block is never older, so the index's range starts
 * at `after`'s time.
 */
export async function victoriesAfter(
  db: Kysely<Database>,
  game: string,
  after: BlockPosition,
  upTo: number,
): Promise<ClaimedVictory[]> {
  const rows = await victories(db, game)
    .select(['account', 'block_time'])
    .where('block_time', '>=', after.time)
    .where('block_num', '>', after.num)
    .where('block_num', '<=', upTo)
    .orderBy('global_sequence')
    .execute()
  return rows.map((r) => ({ account: r.account, time: new Date(r.block_time) }))
}
