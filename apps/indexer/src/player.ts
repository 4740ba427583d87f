import type { Victory } from '@dov/indexer-api/documents/player'
import { type Kysely, sql } from 'kysely'
import type { Database } from './db/schema'

/**
 * `GET /v1/player?account=`: a commander's public page in one request. The model in memory
 * (`live.ts`) gives the divisions, the standing and the avatar; one range of a partial index
 * (`game_action_victories`) gives the last victories, one of the medals' primary key its medals
 * (`medals.ts`). The answer's shape (`PlayerDocument`) is
 * `@dov/indexer-api`'s, the contract the app parses it with.
 */

export type { Medal, PlayerPage, Victory } from '@dov/indexer-api/documents/player'

/** How many of the player's last victories the page lists. */
export const RECENT_VICTORIES = 10

/**
 * The player's last victories up to block `upTo` (the answer's `as_of`), newest first: the
 * `claimfight`s of the game contract whose details say `win`, read from the partial index on
 * (account, global sequence) of the claims that won, so a player with many fights costs no more.
 */
export async function recentVictories(
  db: Kysely<Database>,
  game: string,
  account: string,
  upTo: number,
): Promise<Victory[]> {
  const rows = await db
    .selectFrom('game_action')
    .select(['global_sequence', 'block_time', 'trx_id', 'details'])
    .where('account', '=', account)
    // Literals, as the partial index's predicate is written: the planner matches them.
    .where('action', '=', sql.lit('claimfight'))
    .where(sql`details->>'result'`, '=', sql.lit('win'))
    .where('contract', '=', game)
    .where('block_num', '<=', upTo)
    .orderBy('global_sequence', 'desc')
    .limit(RECENT_VICTORIES)
    .execute()
  return rows.map((r) => ({
    id: String(r.global_sequence),
    block_time: new Date(r.block_time).toISOString(),
    trx_id: r.trx_id,
    divID: String(r.details?.divID ?? ''),
    zoneID: Number(r.details?.zoneID),
    payout: String(r.details?.payout ?? ''),
  }))
}

/** Has the account sent any game action up to block `upTo` (one probe of its index)? */
export async function hasActions(
  db: Kysely<Database>,
  account: string,
  upTo: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('game_action')
    .select('global_sequence')
    .where('account', '=', account)
    .where('block_num', '<=', upTo)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
