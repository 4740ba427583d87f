/**
 * How a read hook takes its caller's query options (Bulletproof React's `queryConfig`), here
 * through the silent hooks of `silent.ts`:
 *
 * ```ts
 * const wins = useZoneWins(account) // SilentResult<readonly ZoneWins[]>
 * const total = useZoneWins(account, { select: totalWins }) // SilentResult<number>
 * const later = useZoneWins(account, { enabled: ready.fights.length > 0 }) // read when needed
 * ```
 *
 * The read owns its key and its fetcher; everything else of `useQuery` passes through, and
 * `select` changes the type of the data the hook returns.
 */
import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query'
import type { TableReadKey } from '../transport/keys'

/**
 * A read hook's options: `useQuery`'s without the key and the fetcher. `TQueryFnData` is what the
 * read fetches, `TData` what `select` makes of it, `TQueryKey` the read's key type (a table
 * read's unless given).
 */
export type QueryConfig<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = TableReadKey,
> = Omit<UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>, 'queryKey' | 'queryFn'>

/** What a read's `queryOptions` factory gives: its key, its fetcher and defaults, no `select`. */
export type ReadOptions<TQueryFnData, TQueryKey extends QueryKey> = Omit<
  UseQueryOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>,
  'select'
>

/** `useQuery` over a read's own options with the caller's config on top. */
export function useRead<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  read: ReadOptions<TQueryFnData, TQueryKey>,
  config: QueryConfig<TQueryFnData, TData, TQueryKey>,
): UseQueryResult<TData, Error> {
  return useQuery({ ...read, ...config })
}
