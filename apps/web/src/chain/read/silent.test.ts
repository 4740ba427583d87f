import type { UseQueryResult } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { silent } from './silent'

function result(partial: Partial<UseQueryResult<number[]>>): UseQueryResult<number[]> {
  return { data: undefined, isLoading: false, ...partial } as UseQueryResult<number[]>
}

describe('silent', () => {
  it('gives the data, else the fallback, and never the error', () => {
    const fallback: number[] = []
    expect(silent(result({ data: [1] }), fallback)).toEqual({ data: [1], isLoading: false })
    expect(silent(result({ isLoading: true }), fallback)).toEqual({ data: [], isLoading: true })
    const failed = silent(result({ isError: true, error: new Error('down') }), fallback)
    expect(failed).toEqual({ data: [], isLoading: false })
    expect(failed.data).toBe(fallback)
    // A failed refetch keeps the last good data.
    expect(silent(result({ data: [2], isError: true }), fallback).data).toEqual([2])
  })
})
