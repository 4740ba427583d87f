import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionContext, type SessionState } from '../chain/session'
import { WalletDeclinedError, WalletFailedError } from '../chain/wallet/errors'
import { holdsAsset } from '../chain/write/action'
import { claimBuildings, stakeBuildings } from '../chain/write/staking'
import { deposit } from '../chain/write/token'
import { network } from '../config/current'
import { toast } from '../ui/toast'
import { explorerTransactionLink } from './explorer'
import { shortId, useTransact } from './useTransact'

const ID = 'ab'.repeat(32)

/** A wallet answer the test settles by hand. */
function deferred() {
  let resolve: (value: { id: string }) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<{ id: string }>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function setup(sendTransaction: SessionState['sendTransaction']) {
  const client = new QueryClient()
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
  const session = { account: 'player1', sendTransaction } as unknown as SessionState
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  )
  return { client, invalidate, wrapper }
}

/** Two components' hooks on the same client (e.g. two building cards). */
function renderTwo(sendTransaction: SessionState['sendTransaction']) {
  const { wrapper, invalidate } = setup(sendTransaction)
  const hook = renderHook(() => ({ a: useTransact(), b: useTransact() }), { wrapper })
  return { ...hook, invalidate }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('useTransact', () => {
  it('asks the wallet inside the call itself, with nothing awaited before it', () => {
    const sendTransaction = vi.fn(() => deferred().promise)
    const { result } = renderTwo(sendTransaction)
    const actions = [claimBuildings(['5'])]
    void result.current.a.run(actions)
    expect(sendTransaction).toHaveBeenCalledTimes(1)
    expect(sendTransaction).toHaveBeenCalledWith(actions)
  })

  it('sends one transaction at a time: a second call, from any component, is ignored', async () => {
    const answer = deferred()
    const sendTransaction = vi.fn(() => answer.promise)
    const { result } = renderTwo(sendTransaction)
    let first: Promise<{ id: string } | null> = Promise.resolve(null)
    let second: Promise<{ id: string } | null> = Promise.resolve(null)
    let third: Promise<{ id: string } | null> = Promise.resolve(null)
    act(() => {
      first = result.current.a.run([claimBuildings(['5'])])
      second = result.current.a.run([claimBuildings(['5'])])
      third = result.current.b.run([stakeBuildings('player1', ['6'])])
    })
    expect(sendTransaction).toHaveBeenCalledTimes(1)
    await expect(second).resolves.toBeNull()
    await expect(third).resolves.toBeNull()
    await act(async () => answer.resolve({ id: ID }))
    await expect(first).resolves.toEqual({ id: ID })

    // Once settled, the next click sends again.
    await act(() => result.current.b.run([stakeBuildings('player1', ['6'])]))
    expect(sendTransaction).toHaveBeenCalledTimes(2)
  })

  it('tells every component which action is in flight, until it settles', async () => {
    const answer = deferred()
    const { result } = renderTwo(() => answer.promise)
    expect(result.current.b.pending).toBe(false)
    act(() => void result.current.a.run([claimBuildings(['5', '7'])]))
    await waitFor(() => expect(result.current.b.pending).toBe(true))
    const { b } = result.current
    expect(b.inFlight).toEqual([claimBuildings(['5', '7'])])
    expect(b.isPending('claimmch')).toBe(true)
    expect(b.isPending('claimmch', holdsAsset('7'))).toBe(true)
    expect(b.isPending('claimmch', holdsAsset('6'))).toBe(false)
    expect(b.isPending('deregmch', holdsAsset('5'))).toBe(false)
    expect(b.isPending('transfer')).toBe(false)

    await act(async () => answer.resolve({ id: ID }))
    await waitFor(() => expect(result.current.b.pending).toBe(false))
    expect(result.current.b.isPending('claimmch')).toBe(false)
    expect(result.current.a.inFlight).toEqual([])
  })

  it('matches on the data of the action, e.g. the token of a deposit', async () => {
    const { result } = renderTwo(() => deferred().promise)
    act(() => void result.current.a.run([deposit('player1', '1.0000 DOVR')]))
    await waitFor(() => expect(result.current.a.pending).toBe(true))
    const forToken = (token: string) => (data: { quantity: string }) =>
      data.quantity.endsWith(` ${token}`)
    expect(result.current.a.isPending('transfer', forToken('DOVR'))).toBe(true)
    expect(result.current.a.isPending('transfer', forToken('DOVX'))).toBe(false)
    expect(result.current.a.isPending('withdraw', forToken('DOVR'))).toBe(false)
  })

  it("shows 'Transaction successfull' with the id and the explorer link", async () => {
    const success = vi.spyOn(toast, 'success')
    const { result } = renderTwo(async () => ({ id: ID }))
    await act(() => result.current.a.run([claimBuildings(['5'])]))
    expect(success).toHaveBeenCalledWith({
      title: 'Transaction successfull',
      message: `Transaction ${shortId(ID)}`,
      copy: { label: 'Copy id', text: ID },
      link: explorerTransactionLink(network.explorer, ID),
    })
    await act(() => result.current.a.run([claimBuildings(['5'])], { success: 'Assets unstaked.' }))
    expect(success).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Assets unstaked.', copy: { label: 'Copy id', text: ID } }),
    )
  })

  it("shows a chain failure as 'An error has occurred.' with the chain's message", async () => {
    const error = vi.spyOn(toast, 'error')
    // As the wallet's module (`kit.ts`) gives it: the contract's words.
    const refused = Object.assign(
      new WalletFailedError('assertion failure with message: overdrawn balance'),
      { failure: { kind: 'chain', message: 'overdrawn balance' } as const },
    )
    const { result } = renderTwo(() => Promise.reject(refused))
    let answer: { id: string } | null = { id: '' }
    await act(async () => {
      answer = await result.current.a.run([deposit('player1', '1.0000 DOVS')])
    })
    expect(answer).toBeNull()
    expect(error).toHaveBeenCalledWith({
      title: 'An error has occurred.',
      message: 'overdrawn balance',
    })
  })

  it("says in words that the chain could not be reached, never the transport's text", async () => {
    const error = vi.spyOn(toast, 'error')
    const unreachable = Object.assign(
      new WalletFailedError('EndpointError: http://127.0.0.1:8888: Failed to fetch'),
      {
        failure: {
          kind: 'unreachable',
          error: { name: 'EndpointError', kind: 'network' },
        } as const,
      },
    )
    const { result } = renderTwo(() => Promise.reject(unreachable))
    await act(() => result.current.a.run([claimBuildings(['5'])]))
    expect(error).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith({
      title: 'An error has occurred.',
      message: "The game's chain did not answer. Check your connection, then retry.",
    })
  })

  it("adds nothing to a wallet's own failure that its window has shown", async () => {
    const toasts = [vi.spyOn(toast, 'error'), vi.spyOn(toast, 'info'), vi.spyOn(toast, 'warning')]
    const told = Object.assign(new WalletFailedError('Unable to reach device'), {
      failure: { kind: 'wallet', message: 'Unable to reach device' } as const,
    })
    const { result } = renderTwo(() => Promise.reject(told))
    await act(() => result.current.a.run([claimBuildings(['5'])]))
    for (const spy of toasts) expect(spy).not.toHaveBeenCalled()
  })

  it("turns 'Nothing to claim' into the warning 'Nothing to claim.'", async () => {
    const warning = vi.spyOn(toast, 'warning')
    const error = vi.spyOn(toast, 'error')
    const { result } = renderTwo(() =>
      Promise.reject(new Error('assertion failure with message: Nothing to claim')),
    )
    await act(() => result.current.a.run([claimBuildings(['5'])]))
    expect(warning).toHaveBeenCalledWith({ title: 'Nothing to claim.' })
    expect(error).not.toHaveBeenCalled()
  })

  it('says when the player declined to sign, and reloads nothing', async () => {
    const info = vi.spyOn(toast, 'info')
    // The wallet (`kit.ts`) rejects a declined signature as a `WalletDeclinedError`.
    const { result, invalidate } = renderTwo(() =>
      Promise.reject(new WalletDeclinedError('User declined to sign the transaction')),
    )
    await act(() => result.current.a.run([claimBuildings(['5'])]))
    expect(info).toHaveBeenCalledWith({ title: 'User declined to sign the transaction' })
    expect(invalidate).not.toHaveBeenCalled()
  })

  it('treats a wallet that throws instead of rejecting as a failure', async () => {
    const error = vi.spyOn(toast, 'error')
    const { result } = renderTwo(() => {
      throw new Error('Please connect your wallet first.')
    })
    await act(() => result.current.a.run([claimBuildings(['5'])]))
    expect(error).toHaveBeenCalledWith({
      title: 'An error has occurred.',
      message: 'Please connect your wallet first.',
    })
    expect(result.current.a.pending).toBe(false)
  })

  it('reloads what the actions changed at once and again after 1000 ms (2000 ms after claimmch)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { result, invalidate } = renderTwo(async () => ({ id: ID }))
    const tables = () =>
      invalidate.mock.calls.map(([filters]) => (filters?.queryKey ?? []).slice(3).join('/'))
    await act(() => result.current.a.run([stakeBuildings('player1', ['6'])]))
    expect(tables()).toEqual(['dov.stake/buildings', 'dov.stake/balances'])
    await act(async () => vi.advanceTimersByTime(900))
    expect(invalidate).toHaveBeenCalledTimes(2)
    await act(async () => vi.advanceTimersByTime(100))
    expect(invalidate).toHaveBeenCalledTimes(4)

    invalidate.mockClear()
    await act(() => result.current.a.run([claimBuildings(['5'])]))
    expect(invalidate).toHaveBeenCalledTimes(2)
    await act(async () => vi.advanceTimersByTime(1900))
    expect(invalidate).toHaveBeenCalledTimes(2)
    await act(async () => vi.advanceTimersByTime(100))
    expect(invalidate).toHaveBeenCalledTimes(4)
  })

  it('reloads after a chain refusal too, so the screen catches up with the chain', async () => {
    vi.spyOn(toast, 'warning')
    const { result, invalidate } = renderTwo(() =>
      Promise.reject(new Error('assertion failure with message: Nothing to claim')),
    )
    await act(() => result.current.a.run([claimBuildings(['5'])]))
    expect(invalidate).toHaveBeenCalledTimes(2)
  })
})
