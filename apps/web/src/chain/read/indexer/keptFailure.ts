import { useRef } from 'react'

/**
 * An indexer query's failure, kept while it is asked again. Asked again after it failed (on a
 * focus, at its interval), a query with no data has neither data nor error until it answers
 * (TanStack Query clears the error as the fetch starts): a screen that chose the chain's reads on
 * that failure would go back to waiting (every board removed, then drawn again). The kept failure
 * ends when the query answers (data or a new error) or `key` changes (another account's page
 * waits for its own first answer).
 */
export function useKeptFailure(
  query: { data: unknown; error: Error | null },
  key: string | null = null,
): Error | null {
  const kept = useRef<{ key: string | null; error: Error | null }>({ key, error: null })
  if (query.data !== undefined || query.error !== null || kept.current.key !== key)
    kept.current = { key, error: query.error }
  return query.error ?? kept.current.error
}
