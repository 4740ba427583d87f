import type { Kysely } from 'kysely'
import type { Effect } from './activity'
import type { Database } from './db/schema'

/**
 * `GET /v1/activity?account=&before=&limit=`: a player's game actions, newest first, a page at a
 * time. The answer's shape (`ActivityDocument`) is this module's export for its readers; the app
 * parses it with a schema of its own, as it does `/v1/hof`'s.
 */

/** Entries per page when `limit` is not given. */
export const DEFAULT_LIMIT = 20
/** The most entries one page may ask for. */
export const MAX_LIMIT = 100

/** One game action of the player, with its effects on the player's balances. */
export type ActivityEntry = {
  /** The action's global sequence (decimal): its id, and the `before` of the next page. */
  id: string
  block_num: number
  /** The block's time, ISO 8601 (UTC). */
  block_time: string
  trx_id: string
  action_ordinal: number
  /** The player (the action's first authorizer). */
  account: string
  contract: string
  action: string
  /** The action's data as its contract's ABI reads it; null when it could not. */
  data: Record<string, unknown> | null
  /** Per balance (`wallet`: the token contract's; `game`: the in-game one) and token, the change. */
  effects: Effect[]
  /**
   * What it did besides balances: a claim's `{ divID, zoneID, result, payout }`, a craft's
   * `{ asset_id, template_id }` (README "Activity"); null for other actions.
   */
  details: Record<string, unknown> | null
}

/** A page of the answer: entries older than `before`, and the next page's `before` (or null). */
export type ActivityPage = { actions: ActivityEntry[]; next: string | null }

export type ActivityQuery = { account: string; before: string | undefined; limit: number }

/** A request the API refuses, with the reason (a 400). */
export class QueryError extends Error {
  override name = 'QueryError'
}

// An Antelope account name: up to 12 of a-z, 1-5 and dots, not ending with a dot (a 13-character
// name is never an account).
const NAME = /^[a-z1-5.]{0,11}[a-z1-5]$/
const SEQUENCE = /^\d{1,20}$/
const LIMIT = /^\d{1,3}$/
const KNOWN = ['account', 'before', 'limit']

/**
 * The query string's `account` (required, an account name), after checking that only `known`
 * parameters are given, each once; `whose` says what the account is for, in the error.
 */
export function accountParam(
  params: URLSearchParams,
  known: readonly string[],
  whose: string,
): string {
  for (const name of new Set(params.keys())) {
    if (!known.includes(name))
      throw new QueryError(
        `Unknown parameter "${name.slice(0, 40)}": ${known.join(', ').replace(/, ([^,]*)$/, ' and $1')} ${known.length === 1 ? 'is' : 'are'} read.`,
      )
    if (params.getAll(name).length > 1) throw new QueryError(`"${name}" is given more than once.`)
  }
  const account = params.get('account')
  if (account === null || account === '')
    throw new QueryError(`"account" is required: the player ${whose}.`)
  if (!NAME.test(account))
    throw new QueryError(
      `"account" must be an account name (up to 12 of a-z, 1-5 and dots); got "${account.slice(0, 40)}".`,
    )
  return account
}

/** Reads and checks the query string; a bad parameter throws a QueryError that says which. */
export function parseActivityQuery(params: URLSearchParams): ActivityQuery {
  const account = accountParam(params, KNOWN, 'whose activity is read')
  const before = params.get('before') ?? undefined
  if (
    before !== undefined &&
    (!SEQUENCE.test(before) || BigInt(before) > 0xffff_ffff_ffff_ffffn || BigInt(before) === 0n)
  )
    throw new QueryError(
      `"before" must be the "next" of an earlier page (a whole number from 1 to 2^64-1); got "${before.slice(0, 40)}".`,
    )
  const limitText = params.get('limit')
  let limit = DEFAULT_LIMIT
  if (limitText !== null) {
    limit = LIMIT.test(limitText) ? Number(limitText) : Number.NaN
    if (!(limit >= 1 && limit <= MAX_LIMIT))
      throw new QueryError(
        `"limit" must be a whole number from 1 to ${MAX_LIMIT}; got "${limitText.slice(0, 40)}".`,
      )
  }
  return { account, before, limit }
}

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
