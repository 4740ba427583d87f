/**
 * A small typed client for nodeos's `/v1/chain` API over an endpoint pool: plain `fetch` + JSON,
 * no `@wharfkit/antelope` (it would put ~85 KB gzip on the first route; it stays in the wallet
 * chunk). Envelopes are checked with valibot; rows stay `unknown` for the row schema of each
 * read (`chain/read/<contract>/<table>.ts`) to parse.
 */
import * as v from 'valibot'
import { apiErrorFrom, ChainDataError } from './errors'
import type { EndpointPool, PoolAnswer } from './failover'
import { parseWith } from './parse'
import { ChainInt, parseChainTime } from './scalars'

export type KeyType = 'i64' | 'i128' | 'name' | 'float64' | 'float128' | 'sha256' | 'ripemd160'

/** `get_table_rows` parameters (always `json: true`). */
export type TableQuery = {
  code: string
  scope: string
  table: string
  lower_bound?: string
  upper_bound?: string
  limit?: number
  reverse?: boolean
  /** 1 = primary, 2 = first secondary index, … */
  index_position?: number
  key_type?: KeyType
}

export type TableRowsPage<R = unknown> = { rows: R[]; more: boolean; next_key: string | undefined }

const TableRowsEnvelope = v.object({
  rows: v.array(v.unknown()),
  more: v.boolean(),
  next_key: v.optional(v.string()),
})

/** The path of a table, for errors: `dov.game/zones`. */
export function tableSource(query: Pick<TableQuery, 'code' | 'table'>): string {
  return `${query.code}/${query.table}`
}

function throwUnlessOk(answer: PoolAnswer): void {
  if (!answer.ok) throw apiErrorFrom(answer.status, answer.body)
}

/** POSTs `payload` to `path` over the pool; a nodeos error answer throws `ChainApiError`. */
export async function post(
  pool: EndpointPool,
  path: string,
  payload: unknown,
  signal?: AbortSignal,
) {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  }
  if (signal !== undefined) init.signal = signal
  const answer = await pool.request(path, init)
  throwUnlessOk(answer)
  return answer
}

/** One `get_table_rows` page. */
export async function getTableRows(
  pool: EndpointPool,
  query: TableQuery,
  signal?: AbortSignal,
): Promise<TableRowsPage> {
  const payload = {
    json: true,
    code: query.code,
    scope: query.scope,
    table: query.table,
    lower_bound: query.lower_bound ?? '',
    upper_bound: query.upper_bound ?? '',
    limit: query.limit ?? 10,
    reverse: query.reverse ?? false,
    index_position: String(query.index_position ?? 1),
    key_type: query.key_type ?? '',
  }
  const answer = await post(pool, '/v1/chain/get_table_rows', payload, signal)
  const envelope = parseWith(TableRowsEnvelope, answer.body, tableSource(query))
  const nextKey = envelope.next_key === '' ? undefined : envelope.next_key
  return { rows: envelope.rows, more: envelope.more, next_key: nextKey }
}

export type AllRows<R = unknown> = {
  rows: R[]
  /** True when the page cap stopped the scan while the node still had more rows. */
  truncated: boolean
}

/** Default page cap of `getAllTableRows`: 100 pages (100,000 rows at 1000 a page). */
export const MAX_PAGES = 100

/** What a paged nodeos read is asked with: its bounds and page size. */
export type PagedQuery = Pick<TableQuery, 'lower_bound' | 'upper_bound' | 'limit' | 'reverse'>

/** Reads one page of a paged nodeos read, as `getTableRows` does. */
export type PageReader<R, Q> = (
  pool: EndpointPool,
  query: Q,
  signal?: AbortSignal,
) => Promise<TableRowsPage<R>>

export type PagingOptions = { maxPages?: number; signal?: AbortSignal }

/**
 * Every row from `query`'s bounds on, page after page, as nodeos 2.x/3.x pages: while `more`, the
 * next page starts at `next_key` (as `lower_bound`; as `upper_bound` when `reverse`). A secondary
 * index read with `key_type: 'name'` goes on as `i64` (nodeos's next_key is numeric). Stops at
 * `maxPages` (then `truncated`). A node that says `more` without a `next_key`, or repeats a key,
 * is a `ChainDataError` rather than a loop.
 */
export function getAllTableRows(
  pool: EndpointPool,
  query: TableQuery,
  options?: PagingOptions,
): Promise<AllRows>
/**
 * Every row of another nodeos read that pages the same way (`get_table_by_scope`, `scopes.ts`):
 * `page` reads one of its pages as a `TableRowsPage`; `source` names the read in errors and `key`
 * its next page's bound.
 */
export function getAllTableRows<R, Q extends PagedQuery>(
  pool: EndpointPool,
  query: Q,
  options: PagingOptions,
  page: PageReader<R, Q>,
  source: string,
  key: string,
): Promise<AllRows<R>>
export async function getAllTableRows(
  pool: EndpointPool,
  query: TableQuery,
  options: PagingOptions = {},
  page: PageReader<unknown, TableQuery> = getTableRows,
  source = tableSource(query),
  key = 'next_key',
): Promise<AllRows> {
  const maxPages = options.maxPages ?? MAX_PAGES
  const rows: unknown[] = []
  const seen = new Set<string>()
  const start = query.reverse ? query.upper_bound : query.lower_bound
  if (start) seen.add(start)
  let bounds = { lower_bound: query.lower_bound, upper_bound: query.upper_bound }
  let keyType = query.key_type
  for (let count = 1; ; count++) {
    const pageQuery = { ...query, ...bounds, ...(keyType ? { key_type: keyType } : {}) }
    const result = await page(pool, pageQuery, options.signal)
    rows.push(...result.rows)
    if (!result.more) return { rows, truncated: false }
    const next = result.next_key
    if (next === undefined) {
      throw new ChainDataError(source, 'the node says more rows but gives no next_key')
    }
    if (seen.has(next)) {
      // More rows share one key than a page holds (nodeos cannot page within one secondary key,
      // nor within one scope's tables): a bigger `limit` is needed.
      throw new ChainDataError(
        source,
        `${key} ${next} came twice (more rows under one key than limit ${query.limit ?? 10}); paging stopped`,
      )
    }
    seen.add(next)
    if (count >= maxPages) return { rows, truncated: true }
    bounds = query.reverse ? { ...bounds, upper_bound: next } : { ...bounds, lower_bound: next }
    // nodeos gives a name index's next_key as the name's uint64 in decimal, which is not a valid
    // `name` bound: go on as i64 (same index; i64 bounds also accept names).
    if (keyType === 'name' && /^\d+$/.test(next)) keyType = 'i64'
  }
}

export type ChainInfo = {
  chain_id: string
  head_block_num: number
  /** Unix ms (nodeos writes UTC without the `Z`). */
  head_block_time: number
  /** The endpoint that answered. */
  endpoint: string
}

const InfoEnvelope = v.object({
  chain_id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'expected a 64-digit hex chain id')),
  head_block_num: ChainInt,
  head_block_time: v.string(),
})

/** An answer to `get_info` as `ChainInfo`; its head is reported to the pool's lag rule. */
function toInfo(pool: EndpointPool, answer: PoolAnswer): ChainInfo {
  throwUnlessOk(answer)
  const info = parseWith(InfoEnvelope, answer.body, 'get_info')
  const time = parseChainTime(info.head_block_time)
  if (time === undefined) {
    throw new ChainDataError('get_info', `head_block_time: not a time: ${info.head_block_time}`)
  }
  pool.reportHeadTime(answer.endpoint, time)
  return {
    chain_id: info.chain_id,
    head_block_num: info.head_block_num,
    head_block_time: time,
    endpoint: answer.endpoint,
  }
}

/** `get_info` from the first healthy endpoint; reports its head to the pool's lag rule. */
export async function getInfo(pool: EndpointPool, signal?: AbortSignal): Promise<ChainInfo> {
  return toInfo(pool, await pool.request('/v1/chain/get_info', signal ? { signal } : undefined))
}

/** `get_info` from one endpoint (health probe); reports its head to the pool's lag rule. */
export async function getInfoFrom(
  pool: EndpointPool,
  endpoint: string,
  signal?: AbortSignal,
): Promise<ChainInfo> {
  const init = signal ? { signal } : undefined
  return toInfo(pool, await pool.requestFrom(endpoint, '/v1/chain/get_info', init))
}
