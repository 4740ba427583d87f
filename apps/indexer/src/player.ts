import type { Standing } from '@dov/game/hof'
import { type Kysely, sql } from 'kysely'
import type { Database } from './db/schema'
import type { PlayerDivision } from './model'

/**
 * `GET /v1/player?account=`: a commander's public page in one request. The model in memory
 * (`live.ts`) gives the divisions, the standing and the avatar; one range of a partial index
 * (`game_action_victories`) gives the last victories. The answer's shape (`PlayerDocument`,
 * `http.ts`) is this module's and `http.ts`'s export for its readers.
 */

/** How many of the player's last victories the page lists. */
export const RECENT_VICTORIES = 10

/** A claimed fight that was a Victory (`details.result` `"win"`), as `/v1/player` lists it. */
export type Victory = {
  /** The claim's global sequence (decimal): its id in `/v1/activity`. */
  id: string
  /** The block's time, ISO 8601 (UTC). */
  block_time: string
  trx_id: string
  /** The division (decimal), the zone it won in, what the claim paid (`12.5000 DOVX`). */
  divID: string
  zoneID: number
  payout: string
}

/** What `/v1/player` says of one player (the document adds the chain, `as_of` and the account). */
export type PlayerPage = {
  /** The account has any row the indexer keeps (wins, divisions, balances, game actions). */
  known: boolean
  /** Its avatar id (its `AVT` balance), 1 by default. */
  avatar: number
  /** Every division of the account, by divID. */
  divisions: PlayerDivision[]
  standing: Standing
  /** Its last victories, newest first. */
  recent_victories: Victory[]
}

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
