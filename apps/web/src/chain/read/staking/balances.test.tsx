import { skipToken } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { UNKNOWN_RETRY_MS } from '../silent'
import { stakingBalancesRead, useStakingBalances } from './balances'

afterEach(() => {
  vi.unstubAllGlobals()
})

const BALANCES = [{ balance: '12.3456 DOVX' }, { balance: '3 AVT' }]

describe('staking balances', () => {
  it('reads the account scope, under a namespaced key', async () => {
    const { requests } = serveTables({ 'dov.stake/player1/balances': { rows: BALANCES } })
    const network = fakeNetwork()
    const options = stakingBalancesRead.query(network, 'player1')
    expect(options.queryKey).toEqual([
      'chain',
      fakeNetwork().chainId,
      'table',
      'dov.stake',
      'balances',
      'player1',
      { limit: 100 },
    ])
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(options)).resolves.toEqual(BALANCES)
    expect(requests[0]?.body).toMatchObject({
      code: 'dov.stake',
      scope: 'player1',
      table: 'balances',
      limit: 100,
    })
  })

  it('skips the read while logged out', () => {
    expect(stakingBalancesRead.query(fakeNetwork(), null).queryFn).toBe(skipToken)
  })

  it('swallows a failing read: the hook gives no rows and no error', async () => {
    serveTables({}) // the node answers "no such table"
    const { wrapper } = createTestQueryClient()
    const { result } = renderHook(() => useStakingBalances('player1', {}, fakeNetwork()), {
      wrapper,
    })
    expect(result.current).toMatchObject({ data: [], isLoading: true, known: false })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    // No error state, and the default is not taken for the chain's answer.
    expect(result.current).toMatchObject({ data: [], isLoading: false, known: false })
    expect(result.current).not.toHaveProperty('error')
  })

  it('reads again by itself while the balances are unknown, and stops once they are read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { fetch } = serveTables({}) // the chain is down: no answer, no Retry pressed
      const { wrapper } = createTestQueryClient()
      const { result } = renderHook(() => useStakingBalances('player1', {}, fakeNetwork()), {
        wrapper,
      })
      await waitFor(() => expect(result.current.isLoading).toBe(false))
      expect(result.current.known).toBe(false)
      const failedReads = fetch.mock.calls.length
      // The chain comes back: the next timed read finds the balances.
      serveTables({ 'dov.stake/player1/balances': { rows: BALANCES } })
      await vi.advanceTimersByTimeAsync(UNKNOWN_RETRY_MS)
      await waitFor(() => expect(result.current).toMatchObject({ data: BALANCES, known: true }))
      expect(failedReads).toBeGreaterThan(0)
      // Known balances are not polled.
      const { fetch: after } = serveTables({ 'dov.stake/player1/balances': { rows: BALANCES } })
      await vi.advanceTimersByTimeAsync(3 * UNKNOWN_RETRY_MS)
      expect(after).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives the rows once read, and nothing while logged out', async () => {
    serveTables({ 'dov.stake/player1/balances': { rows: BALANCES } })
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const { result, rerender } = renderHook(
      ({ account }) => useStakingBalances(account, {}, network),
      { wrapper, initialProps: { account: 'player1' as string | null } },
    )
    await waitFor(() => expect(result.current.data).toEqual(BALANCES))
    expect(result.current.known).toBe(true)
    rerender({ account: null })
    expect(result.current).toMatchObject({ data: [], isLoading: false, known: false })
  })

  it("passes the caller's select through, also to the default of a failed read", async () => {
    serveTables({ 'dov.stake/player1/balances': { rows: BALANCES } })
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const count = (rows: readonly unknown[]) => rows.length
    const { result } = renderHook(() => useStakingBalances('player1', { select: count }, network), {
      wrapper,
    })
    expectTypeOf(result.current.data).toEqualTypeOf<number>()
    expect(result.current).toMatchObject({ data: 0, isLoading: true, known: false })
    await waitFor(() => expect(result.current.data).toBe(2))
  })

  it("passes the caller's enabled through: no read while it is false", async () => {
    const { fetch } = serveTables({ 'dov.stake/player1/balances': { rows: BALANCES } })
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const { result } = renderHook(
      () => useStakingBalances('player1', { enabled: false }, network),
      { wrapper },
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current).toMatchObject({ data: [], isLoading: false, known: false })
    expect(fetch).not.toHaveBeenCalled()
  })
})
