import { queryOptions, skipToken } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createTestQueryClient } from '../../test/testUtils'
import { useRead } from './queryConfig'

function numbersQuery(fetch: () => Promise<number[]>, ready = true) {
  return queryOptions({
    queryKey: ['chain', 'test', ready] as const,
    queryFn: ready ? fetch : skipToken,
  })
}

describe('useRead', () => {
  it("gives the read's data without a config", async () => {
    const { wrapper } = createTestQueryClient()
    const fetch = vi.fn(async () => [1, 2, 3])
    const { result } = renderHook(() => useRead(numbersQuery(fetch), {}), { wrapper })
    expectTypeOf(result.current.data).toEqualTypeOf<number[] | undefined>()
    await waitFor(() => expect(result.current.data).toEqual([1, 2, 3]))
  })

  it("applies the caller's select, which sets the data type", async () => {
    const { wrapper } = createTestQueryClient()
    const fetch = vi.fn(async () => [1, 2, 3])
    const { result } = renderHook(
      () => useRead(numbersQuery(fetch), { select: (numbers) => numbers.join('+') }),
      { wrapper },
    )
    expectTypeOf(result.current.data).toEqualTypeOf<string | undefined>()
    await waitFor(() => expect(result.current.data).toBe('1+2+3'))
  })

  it("holds the read while the caller's enabled is false", async () => {
    const { wrapper } = createTestQueryClient()
    const fetch = vi.fn(async () => [1])
    const { result, rerender } = renderHook(
      ({ enabled }) => useRead(numbersQuery(fetch), { enabled }),
      { wrapper, initialProps: { enabled: false } },
    )
    expect(result.current).toMatchObject({ fetchStatus: 'idle', status: 'pending' })
    expect(fetch).not.toHaveBeenCalled()
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.data).toEqual([1]))
  })

  it("keeps the read's skipToken even when the caller enables it", () => {
    const { wrapper } = createTestQueryClient()
    const fetch = vi.fn(async () => [1])
    const { result } = renderHook(() => useRead(numbersQuery(fetch, false), { enabled: true }), {
      wrapper,
    })
    expect(result.current.fetchStatus).toBe('idle')
    expect(fetch).not.toHaveBeenCalled()
  })
})
