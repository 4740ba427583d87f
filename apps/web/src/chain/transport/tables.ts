/**
 * Table reads of a network: `get_table_rows` over the network's RPC pool, rows parsed by a schema
 * (a malformed row is a `ChainDataError` naming `contract/table`).
 */

import type { Network } from '../../config/network'
import { rpcPool } from './endpoints'
import { parseRows } from './parse'
import { getAllTableRows, getTableRows, type TableQuery, tableSource } from './rpc'
import type { Schema } from './scalars'

/** One page (the spec's limits are page sizes: `limit` rows at most). */
export async function readTable<T>(
  network: Network,
  query: TableQuery,
  schema: Schema<T>,
  signal?: AbortSignal,
): Promise<T[]> {
  const page = await getTableRows(rpcPool(network), query, signal)
  return parseRows(schema, page.rows, tableSource(query))
}

export type AllParsedRows<T> = { rows: T[]; truncated: boolean }

/** Every row, `query.limit` per page, through `more`/`next_key`, up to `maxPages` pages. */
export async function readAllTable<T>(
  network: Network,
  query: TableQuery,
  schema: Schema<T>,
  options: { signal?: AbortSignal; maxPages?: number } = {},
): Promise<AllParsedRows<T>> {
  const all = await getAllTableRows(rpcPool(network), query, options)
  return { rows: parseRows(schema, all.rows, tableSource(query)), truncated: all.truncated }
}
