/**
 * Spec §8 "Balance and wins table read failures are swallowed silently.": the hooks of those
 * tables give their last good data, else a default, and never an error state.
 */
import type { Query, QueryKey, UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import { network as currentNetwork } from '../../config/current'
import type { Network } from '../../config/network'
import type { TableReadKey } from '../transport/keys'
import { type QueryConfig, type ReadOptions, useRead } from './queryConfig'

/** How often a silent read that has never answered tries again by itself. */
export const UNKNOWN_RETRY_MS = 10_000

/**
 * A silent read shows no error, so nobody may be there to press Retry (the header's `?`): while
 * it has no answer it reads again every UNKNOWN_RETRY_MS, and the figures come back by themselves
 * once the chain does. With an answer, nothing polls.
 */
export function retryWhileUnknown(query: Pick<Query, 'state'>): number | false {
  return query.state.data === undefined && query.state.status === 'error' ? UNKNOWN_RETRY_MS : false
}

export type SilentResult<T> = {
  /** The last good answer, or the default before one arrived or when reads fail. */
  data: T
  /** True while the first answer is on its way (false when logged out). */
  isLoading: boolean
  /**
   * Whether `data` is an answer of the chain. False while loading, when logged out, and when
   * every read failed: the default is then not the truth (a balance that could not be read is
   * unknown, not zero), and a screen that acts on it says so.
   */
  known: boolean
  /** Reads again: the Retry next to an unknown figure. */
  retry: () => void
}

export function silent<T>(query: UseQueryResult<T>, fallback: T): SilentResult<T> {
  const { refetch } = query
  return {
    data: query.data ?? fallback,
    isLoading: query.isLoading,
    known: query.data !== undefined,
    retry: () => void refetch(),
  }
}

/**
 * `useRead` whose failures are swallowed: the default is `empty` (no rows), or what the caller's
 * `select` makes of it. Give a stable `select` (module level or `useCallback`) when the default's
 * identity matters, as TanStack Query advises for `select` anyway.
 */
export function useSilentRead<TQueryFnData, TData, TQueryKey extends QueryKey>(
  read: ReadOptions<TQueryFnData, TQueryKey>,
  config: QueryConfig<TQueryFnData, TData, TQueryKey>,
  empty: TQueryFnData,
): SilentResult<TData> {
  const query = useRead(read, { refetchInterval: retryWhileUnknown, ...config })
  const { select } = config
  // Without a `select`, TanStack Query's TData is TQueryFnData: `empty` is the data type then.
  const fallback = useMemo(
    () => (select ? select(empty) : (empty as unknown as TData)),
    [select, empty],
  )
  return silent(query, fallback)
}

/**
 * The silent hook of an account's table (balances, wins): `useSilentRead` over the read's query
 * for `account`, with no rows as the default.
 */
export function silentAccountHook<Row>(read: {
  query: (network: Network, account: string | null) => ReadOptions<readonly Row[], TableReadKey>
}) {
  const none: readonly Row[] = []
  return function useSilentAccountRead<TData = readonly Row[]>(
    account: string | null,
    options: QueryConfig<readonly Row[], TData> = {},
    network: Network = currentNetwork,
  ): SilentResult<TData> {
    return useSilentRead(read.query(network, account), options, none)
  }
}
