import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ordersKey, useStandingOrders } from './standingOrders'

const CHAIN = 'c0ffee'

afterEach(() => {
  localStorage.clear()
})

describe('standing orders on the device', () => {
  it("keeps each account's orders under the app's prefix, per chain", () => {
    expect(ordersKey(CHAIN, 'player5')).toBe('dovwarfare.orders.c0ffee.player5')
    const { result } = renderHook(() => useStandingOrders('player5', CHAIN))
    expect([...result.current.orders]).toEqual([])
    act(() => result.current.setOrder(14, 'hold'))
    expect(result.current.orders.get(14)).toBe('hold')
    expect(localStorage.getItem('dovwarfare.orders.c0ffee.player5')).toBe('{"14":"hold"}')
    // Another account on the same device has its own.
    const other = renderHook(() => useStandingOrders('player4', CHAIN))
    expect([...other.result.current.orders]).toEqual([])
  })

  it('reads what an earlier visit stored, and what another tab stores', () => {
    localStorage.setItem(ordersKey(CHAIN, 'player5'), '{"12":"best"}')
    const { result } = renderHook(() => useStandingOrders('player5', CHAIN))
    expect([...result.current.orders]).toEqual([[12, 'best']])
    act(() => {
      localStorage.setItem(ordersKey(CHAIN, 'player5'), '{"12":"same","13":"hold"}')
      window.dispatchEvent(new StorageEvent('storage', { key: ordersKey(CHAIN, 'player5') }))
    })
    expect([...result.current.orders]).toEqual([
      [12, 'same'],
      [13, 'hold'],
    ])
  })

  it('every part of the page using them sees a change at once', () => {
    const a = renderHook(() => useStandingOrders('player5', CHAIN))
    const b = renderHook(() => useStandingOrders('player5', CHAIN))
    act(() => a.result.current.setOrder(3, 'best'))
    expect(b.result.current.orders.get(3)).toBe('best')
  })
})
