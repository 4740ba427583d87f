import { act, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionEvent } from '../session'
import { restoreRetryDelay, useRestore } from './restore'
import { STORAGE_PREFIX } from './storage'
import type { Wallet, WalletSession } from './wallet'

describe('restoreRetryDelay', () => {
  it('1 s, 2 s, 4 s, 8 s, then 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 30].map(restoreRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ])
  })

  it('property: never shorter after another failure, never past 15 s', () => {
    fc.assert(
      fc.property(fc.nat(1_000), (failures) => {
        expect(restoreRetryDelay(failures + 1)).toBeGreaterThanOrEqual(restoreRetryDelay(failures))
        expect(restoreRetryDelay(failures)).toBeLessThanOrEqual(15_000)
      }),
    )
  })
})

describe('useRestore', () => {
  const STORED = `wharf-${STORAGE_PREFIX}-session`

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    localStorage.clear()
    vi.useRealTimers()
  })

  /** A wallet whose restores answer `answers` in turn (an Error: a failed restore). */
  function walletAnswering(answers: (WalletSession | null | Error)[]) {
    const restore = vi.fn(async () => {
      const answer = answers.shift()
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer')
      return answer
    })
    const wallet = { restore } as unknown as Wallet
    return { restore, load: vi.fn(async () => wallet) }
  }

  it('without a stored session, loads no wallet and says nothing', async () => {
    const { load } = walletAnswering([])
    const dispatch = vi.fn<(event: SessionEvent) => void>()
    renderHook(() => useRestore(load, dispatch))
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(load).not.toHaveBeenCalled()
    expect(dispatch).not.toHaveBeenCalled()
  })

  it('a failed restore is tried again after 1 s, then 2 s, until it answers', async () => {
    localStorage.setItem(STORED, '{}')
    const session: WalletSession = { account: 'player2', wallet: 'cloudwallet' }
    const { restore, load } = walletAnswering([new Error('down'), new Error('down'), session])
    const dispatch = vi.fn<(event: SessionEvent) => void>()
    renderHook(() => useRestore(load, dispatch))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(restore).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(restore).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(restore).toHaveBeenCalledTimes(2)
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(restore).toHaveBeenCalledTimes(3)
    expect(dispatch.mock.calls).toEqual([
      [{ type: 'signed-in', account: 'player2', wallet: 'cloudwallet' }],
    ])
  })

  it('a session this app cannot use is nothing restored, not tried again', async () => {
    localStorage.setItem(STORED, '{}')
    const { restore, load } = walletAnswering([null])
    const dispatch = vi.fn<(event: SessionEvent) => void>()
    renderHook(() => useRestore(load, dispatch))
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(restore).toHaveBeenCalledTimes(1)
    expect(dispatch.mock.calls).toEqual([[{ type: 'nothing-restored' }]])
  })

  it('stops on unmount: no retry, and a late answer changes nothing', async () => {
    localStorage.setItem(STORED, '{}')
    const { restore, load } = walletAnswering([new Error('down'), null])
    const dispatch = vi.fn<(event: SessionEvent) => void>()
    const { unmount } = renderHook(() => useRestore(load, dispatch))
    await act(() => vi.advanceTimersByTimeAsync(0))
    unmount()
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(restore).toHaveBeenCalledTimes(1)
    expect(dispatch).not.toHaveBeenCalled()
  })
})
