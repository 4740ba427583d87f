import type { ActivityEntry, ActivityPage } from '@dov/indexer-api/documents/activity'
import type { ActivityQuery } from '@dov/indexer-api/queries'
import type { Kysely } from 'kysely'
import type { Database } from './db/schema'

/**
 * `GET /v1/activity?account=&before=&limit=`: a player's game actions, newest first, a page at a
 * time. The query's rules and the answer's shape (`ActivityQuery`, `ActivityDocument`) are
 * `@dov/indexer-api`'s, the contract the app parses the answer with.
 */

export type { ActivityEntry, ActivityPage } from '@dov/indexer-api/documents/activity'

/**
 * A page of the player's actions up to block `upTo` (the cursor the answer names, so that a block
 * applied meanwhile does not show before its `as_of`), newest first: one range of the index on
 * (account, global sequence).
 */
export async function readActivity(
  db: Kysely<Database>,
  query: ActivityQuery,
  upTo: number,
): Promise<ActivityPage> {
  let select = db
    .selectFrom('game_action')
    .selectAll()
    .where('account', '=', query.account)
    .where('block_num', '<=', upTo)
  if (query.before !== undefined) select = select.where('global_sequence', '<', query.before)
  const rows = await select
    .orderBy('global_sequence', 'desc')
    .limit(query.limit + 1)
    .execute()
  const page = rows.slice(0, query.limit)
  const actions = page.map(
    (r): ActivityEntry => ({
      id: String(r.global_sequence),
      block_num: r.block_num,
      block_time: new Date(r.block_time).toISOString(),
      trx_id: r.trx_id,
      action_ordinal: r.action_ordinal,
      account: r.account,
      contract: r.contract,
      action: r.action,
      data: r.data,
      effects: r.effects,
      details: r.details ?? null,
    }),
  )
  const next = rows.length > query.limit ? (actions[actions.length - 1]?.id ?? null) : null
  return { actions, next }
}
