/**
 * Spec §8 "Balance and wins table read failures are swallowed silently.": the hooks of those
 * tables give their last good data, else a default, and never an error state.
 */
import type { UseQueryResult } from '@tanstack/react-query'

export type SilentResult<T> = {
  /** The last good answer, or the default before one arrived or when reads fail. */
  data: T
  /** True while the first answer is on its way (false when logged out). */
  isLoading: boolean
}

export function silent<T>(query: UseQueryResult<T>, fallback: T): SilentResult<T> {
  return { data: query.data ?? fallback, isLoading: query.isLoading }
}
