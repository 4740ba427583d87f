import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { refetchChainReads } from './refetch'

describe('refetchChainReads', () => {
  it('asks again for the chain reads on screen, not those off screen nor other data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const read = (queryKey: readonly unknown[]) => {
      const queryFn = vi.fn(async () => 1)
      client.setQueryData(queryKey, 0)
      return { queryKey, queryFn }
    }
    const shown = read(['chain', 'ab', 'table', 'dov.game', 'zones', 'dov.game', {}])
    const hidden = read(['chain', 'ab', 'info'])
    const other = read(['indexer', 'ab', 'hof'])
    const watch = (query: ReturnType<typeof read>) =>
      new QueryObserver(client, { ...query, staleTime: Number.POSITIVE_INFINITY }).subscribe(
        () => {},
      )
    // Shown once, then left: the query keeps its fetcher but nothing shows it.
    watch(hidden)()
    const stop = [watch(shown), watch(other)]
    await refetchChainReads(client)
    expect(shown.queryFn).toHaveBeenCalledTimes(1)
    expect(hidden.queryFn).not.toHaveBeenCalled()
    expect(other.queryFn).not.toHaveBeenCalled()
    for (const unsubscribe of stop) unsubscribe()
    client.clear()
  })
})
