import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useThrottled } from './useThrottled'

afterEach(() => {
  vi.useRealTimers()
})

describe('useThrottled', () => {
  it('passes the first value at once, then at most one every `ms`, and always the latest', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ value, now }) => useThrottled(value, 200, now), {
      initialProps: { value: 1, now: false },
    })
    expect(result.current).toBe(1)
    rerender({ value: 2, now: false })
    expect(result.current).toBe(2) // nothing shown for 200 ms before: at once
    rerender({ value: 3, now: false })
    rerender({ value: 4, now: false })
    expect(result.current).toBe(2)
    act(() => vi.advanceTimersByTime(199))
    expect(result.current).toBe(2)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(4)
  })

  it('with `now`, the value at once', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ value, now }) => useThrottled(value, 200, now), {
      initialProps: { value: 'a', now: false },
    })
    rerender({ value: 'b', now: false })
    rerender({ value: 'c', now: false })
    expect(result.current).toBe('b')
    rerender({ value: 'd', now: true })
    expect(result.current).toBe('d')
  })
})
