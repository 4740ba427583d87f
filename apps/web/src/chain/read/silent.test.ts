import type { UseQueryResult } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { silent } from './silent'

function result(partial: Partial<UseQueryResult<number[]>>): UseQueryResult<number[]> {
  return { data: undefined, isLoading: false, refetch: vi.fn(), ...partial } as UseQueryResult<
    number[]
  >
}

describe('silent', () => {
  it('gives the data, else the fallback, and never the error', () => {
    const fallback: number[] = []
    expect(silent(result({ data: [1] }), fallback)).toMatchObject({
      data: [1],
      isLoading: false,
      known: true,
    })
    expect(silent(result({ isLoading: true }), fallback)).toMatchObject({
      data: [],
      isLoading: true,
      known: false,
    })
    const failed = silent(result({ isError: true, error: new Error('down') }), fallback)
    expect(failed).toMatchObject({ data: [], isLoading: false, known: false })
    expect(failed).not.toHaveProperty('error')
    expect(failed.data).toBe(fallback)
    // A failed refetch keeps the last good data, which is still known.
    expect(silent(result({ data: [2], isError: true }), fallback)).toMatchObject({
      data: [2],
      known: true,
    })
  })

  it('retries by refetching', () => {
    const refetch = vi.fn()
    silent(result({ isError: true, refetch }), []).retry()
    expect(refetch).toHaveBeenCalledTimes(1)
  })
})
