/**
 * A table read, declared once: which contract (a key of the network's `contracts`), which table,
 * whose scope, how many rows a page, whether every page is read, and the row schema. From that
 * declaration come its fetcher (`get`, for code outside React) and its `queryOptions` factory
 * (`query`), which screens consume with `useQuery` and prefetch with `prefetchOf`; the query
 * key (network first, then contract, table, scope and parameters) is derived, never written by
 * hand, so a transaction's invalidation (`chain/write/changes.ts`) reaches every read of a table.
 *
 * Three kinds, by scope:
 * - `contractTable`: the contract's own scope (`zones`, `udata`, `configs`, …);
 * - `ownerTable`: the contract's own scope, every page, filtered by `owner` (`mships`,
 *   `buildings`: the spec gives them no owner index);
 * - `accountTable`: the scope of an account (`balances`, token `accounts`, `infos`).
 * Reads that are none of these (`sdivisions` through its owner index, the `infos` scopes, the Hall
 * of Fame's many owners, the asset API) are written out in their modules with the same keys.
 */
import {
  type FetchQueryOptions,
  type Query,
  type QueryClient,
  queryOptions,
  skipToken,
} from '@tanstack/react-query'
import type { Network } from '../../config/network'
import { type KeyParams, tableQueryKey } from '../transport/keys'
import type { Schema } from '../transport/scalars'
import { type AllParsedRows, readAllTable, readTable } from '../transport/tables'

/** Options a composite read passes to each of its reads (`usePlayerCards`, `useBuildingEconomy`). */
export type SharedReadOptions = {
  /** False holds the reads (a screen that needs them only in some states). */
  enabled?: boolean
  /** E.g. `retryWhileUnknown`: read again by itself after a failure. */
  refetchInterval?: (query: Pick<Query, 'state'>) => number | false
}

/** The contracts whose tables the app reads. */
export type TableContract = 'game' | 'staking' | 'token'

export type TableSpec<Row> = {
  contract: TableContract
  table: string
  /** Rows a page (the spec's limits are page sizes). */
  limit: number
  schema: Schema<Row>
}

type PagedSpec<Row> = TableSpec<Row> & {
  /** `one`: the first page only; `all`: every page through `more`/`next_key`. */
  pages: 'one' | 'all'
}

async function readPages<Row>(
  network: Network,
  spec: PagedSpec<Row>,
  scope: string,
  signal: AbortSignal | undefined,
): Promise<AllParsedRows<Row>> {
  const query = {
    code: network.contracts[spec.contract],
    scope,
    table: spec.table,
    limit: spec.limit,
  }
  if (spec.pages === 'all') return readAllTable(network, query, spec.schema, { signal })
  return { rows: await readTable(network, query, spec.schema, signal), truncated: false }
}

const rowsOf = <Row>(all: AllParsedRows<Row>): Row[] => all.rows

/**
 * A table in its contract's own scope. `result` makes the read's data of the rows read (default:
 * the rows; `(all) => all` keeps `truncated`).
 */
export function contractTable<Row, Data = Row[]>(
  spec: PagedSpec<Row> & { result?: (all: AllParsedRows<Row>) => Data },
) {
  const result = spec.result ?? (rowsOf as (all: AllParsedRows<Row>) => Data)
  const get = async (network: Network, signal?: AbortSignal): Promise<Data> =>
    result(await readPages(network, spec, network.contracts[spec.contract], signal))
  return {
    ...spec,
    get,
    query: (network: Network) => {
      const code = network.contracts[spec.contract]
      return queryOptions({
        queryKey: tableQueryKey(network, code, spec.table, code, { limit: spec.limit }),
        queryFn: ({ signal }): Promise<Data> => get(network, signal),
      })
    },
  }
}

/**
 * The query of one account's rows (`get`), keyed by `key`'s scope and parameters; no account, no
 * read (`skipToken`).
 */
function accountQuery<Row, Data extends readonly Row[]>(
  spec: TableSpec<Row>,
  get: (network: Network, account: string, signal?: AbortSignal) => Promise<Data>,
  key: (code: string, account: string | null) => { scope: string | null; params: KeyParams },
) {
  return (network: Network, account: string | null) => {
    const code = network.contracts[spec.contract]
    const { scope, params } = key(code, account)
    return queryOptions({
      queryKey: tableQueryKey(network, code, spec.table, scope, params),
      queryFn:
        account === null ? skipToken : ({ signal }): Promise<Data> => get(network, account, signal),
    })
  }
}

/** A table in its contract's own scope whose rows name an `owner`: every page, one owner's rows. */
export function ownerTable<Row extends { owner: string }>(spec: TableSpec<Row>) {
  const get = async (network: Network, owner: string, signal?: AbortSignal): Promise<Row[]> => {
    const code = network.contracts[spec.contract]
    const all = await readPages(network, { ...spec, pages: 'all' }, code, signal)
    return all.rows.filter((row) => row.owner === owner)
  }
  const query = accountQuery(spec, get, (code, account) => ({
    scope: code,
    params: { owner: account, limit: spec.limit },
  }))
  return { ...spec, get, query }
}

/** A table in an account's scope: one page. */
export function accountTable<Row>(spec: TableSpec<Row>) {
  const get = async (
    network: Network,
    account: string,
    signal?: AbortSignal,
  ): Promise<readonly Row[]> =>
    (await readPages(network, { ...spec, pages: 'one' }, account, signal)).rows
  const query = accountQuery(spec, get, (_code, account) => ({
    scope: account,
    params: { limit: spec.limit },
  }))
  return { ...spec, get, query }
}

/**
 * A read's options of any data and key type. `any`, not `unknown`: an option such as `staleTime`
 * may be a function of the query, so options typed for `Zone[]` are not options for `unknown`.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; each read stays typed where it is declared
type Prefetchable = FetchQueryOptions<any, Error, any, any>

/**
 * A screen's `prefetch` (its `reads.ts`; the shell loads it beside the screen's code): starts
 * every read of `queriesOf(account)` at once while the screen's code is still on its way, none
 * when logged out. A failure shows when the screen reads it.
 */
export function prefetchOf(queriesOf: (account: string) => Readonly<Record<string, Prefetchable>>) {
  return (queryClient: QueryClient, account: string | null): void => {
    if (account === null) return
    for (const query of Object.values(queriesOf(account))) void queryClient.prefetchQuery(query)
  }
}
