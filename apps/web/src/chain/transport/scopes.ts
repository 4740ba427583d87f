/**
 * The nodeos `get_table_by_scope` client: which scopes a contract's tables have. Apart from
 * `rpc.ts` because only the Hall of Fame lists scopes (`read/game/infoScopes.ts`): its chunk
 * carries this code, not the first route.
 */
import * as v from 'valibot'
import type { EndpointPool } from './failover'
import { parseWith } from './parse'
import { getAllTableRows, post, type TableRowsPage } from './rpc'
import { ChainInt } from './scalars'

/** `get_table_by_scope` parameters: the scopes of `code`'s tables (of one `table`, if given). */
export type ScopeQuery = {
  code: string
  /** Only this table; every table of the contract when absent. */
  table?: string
  /** First scope (a name), inclusive. */
  lower_bound?: string
  /** Last scope (a name), inclusive. */
  upper_bound?: string
  limit?: number
  reverse?: boolean
}

/** One table in one scope, as `get_table_by_scope` lists it (`count`: its rows). */
export type TableScope = {
  code: string
  scope: string
  table: string
  payer: string
  count: number
}

/** One `get_table_by_scope` page; `more` is the next page's bound, undefined on the last page. */
export type ScopesPage = { rows: TableScope[]; more: string | undefined }

const TableScopeSchema = v.object({
  code: v.string(),
  scope: v.string(),
  table: v.string(),
  payer: v.string(),
  count: ChainInt,
})

/** nodeos answers `more` as the scope the next page starts at (a name), '' when done. */
const ScopesEnvelope = v.object({ rows: v.array(TableScopeSchema), more: v.string() })

function scopeSource(query: ScopeQuery): string {
  return `${query.code}/${query.table ?? '*'} scopes`
}

/** One `get_table_by_scope` page. */
export async function getTableByScope(
  pool: EndpointPool,
  query: ScopeQuery,
  signal?: AbortSignal,
): Promise<ScopesPage> {
  const payload = {
    code: query.code,
    table: query.table ?? '',
    lower_bound: query.lower_bound ?? '',
    upper_bound: query.upper_bound ?? '',
    limit: query.limit ?? 10,
    reverse: query.reverse ?? false,
  }
  const answer = await post(pool, '/v1/chain/get_table_by_scope', payload, signal)
  const envelope = parseWith(ScopesEnvelope, answer.body, scopeSource(query))
  return { rows: envelope.rows, more: envelope.more === '' ? undefined : envelope.more }
}

export type AllScopes = {
  rows: TableScope[]
  /** True when the page cap stopped the scan while the node still had more scopes. */
  truncated: boolean
}

/**
 * Every scope from `query`'s bounds on, page after page (`getAllTableRows`): while `more` is not
 * '', the next page starts at it (as `lower_bound`; as `upper_bound` when `reverse`). Stops at
 * `maxPages` (then `truncated`). A repeated `more` (without a `table`, a scope holding more tables
 * than `limit`) is a `ChainDataError` rather than a loop.
 */
export function getAllTableScopes(
  pool: EndpointPool,
  query: ScopeQuery,
  options: { maxPages?: number; signal?: AbortSignal } = {},
): Promise<AllScopes> {
  return getAllTableRows(pool, query, options, scopesPage, scopeSource(query), 'more')
}

/** A `get_table_by_scope` page as `getAllTableRows` pages: `more` is the next page's key. */
async function scopesPage(
  pool: EndpointPool,
  query: ScopeQuery,
  signal?: AbortSignal,
): Promise<TableRowsPage<TableScope>> {
  const { rows, more } = await getTableByScope(pool, query, signal)
  return { rows, more: more !== undefined, next_key: more }
}
