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

/**
 * The one reader behind every declaration: `scope` of the contract (its own, or an account's)
 * read one page or every page, and the rows made into the read's data. `key` gives the query
 * key's scope and parameters; with `account` null there is no read (`skipToken`).
 */
function tableRead<Row, Data>(
  spec: PagedSpec<Row>,
  scope: (code: string, account: string) => string,
  key: (code: string, account: string | null) => [string | null, KeyParams],
  data: (all: AllParsedRows<Row>, account: string) => Data,
) {
  const get = async (network: Network, account: string, signal?: AbortSignal): Promise<Data> => {
    const code = network.contracts[spec.contract]
    const query = { code, scope: scope(code, account), table: spec.table, limit: spec.limit }
    const all =
      spec.pages === 'all'
        ? await readAllTable(network, query, spec.schema, { signal })
        : { rows: await readTable(network, query, spec.schema, signal), truncated: false }
    return data(all, account)
  }
  const query = (network: Network, account: string | null) => {
    const code = network.contracts[spec.contract]
    return queryOptions({
      queryKey: tableQueryKey(network, code, spec.table, ...key(code, account)),
      queryFn:
        account === null ? skipToken : ({ signal }): Promise<Data> => get(network, account, signal),
    })
  }
  return { ...spec, get, query }
}

const ownScope = (code: string) => code

/**
 * A table in its contract's own scope. `result` makes the read's data of the rows read (default:
 * the rows; `(all) => all` keeps `truncated`).
 */
export function contractTable<Row, Data = Row[]>(
  spec: PagedSpec<Row> & { result?: (all: AllParsedRows<Row>) => Data },
) {
  const read = tableRead(
    spec,
    ownScope,
    (code) => [code, { limit: spec.limit }],
    spec.result ?? ((all) => all.rows as Data),
  )
  // No account: the scope is the contract's, and the read always runs.
  return {
    ...spec,
    get: (network: Network, signal?: AbortSignal) => read.get(network, '', signal),
    query: (network: Network) => read.query(network, ''),
  }
}

/** A table in its contract's own scope whose rows name an `owner`: every page, one owner's rows. */
export function ownerTable<Row extends { owner: string }>(spec: TableSpec<Row>) {
  return tableRead(
    { ...spec, pages: 'all' },
    ownScope,
    (code, account) => [code, { owner: account, limit: spec.limit }],
    (all, owner): Row[] => all.rows.filter((row) => row.owner === owner),
  )
}

/** A table in an account's scope: one page. */
export function accountTable<Row>(spec: TableSpec<Row>) {
  return tableRead(
    { ...spec, pages: 'one' },
    (_code, account) => account,
    (_code, account) => [account, { limit: spec.limit }],
    (all): readonly Row[] => all.rows,
  )
}

/**
 * A read's options of any data and key type. `any`, not `unknown`: an option such as `staleTime`
 * may be a function of the query, so options typed for `Zone[]` are not options for `unknown`.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; each read stays typed where it is declared
export type Prefetchable = FetchQueryOptions<any, Error, any, any>

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
