import { skipToken } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inOwnTask, nextTask, subscribeInNextTask } from './nextTask'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('nextTask', () => {
  it('resolves after the current task and its microtasks, with a timer where there is no scheduler', async () => {
    const order: string[] = []
    const done = nextTask().then(() => order.push('next task'))
    await Promise.resolve()
    queueMicrotask(() => order.push('microtask'))
    await done
    expect(order).toEqual(['microtask', 'next task'])
  })

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yieldTask = vi.fn(async () => {})
    vi.stubGlobal('scheduler', { yield: yieldTask })
    await nextTask()
    expect(yieldTask).toHaveBeenCalledOnce()
  })
})

describe('inOwnTask', () => {
  it("starts the query's read in a later task, with its context, and gives its answer", async () => {
    const read = vi.fn(async (context: { signal: AbortSignal }) => context.signal.aborted)
    const query = inOwnTask({ queryKey: ['k'], queryFn: read, staleTime: 5 })
    expect(query.queryKey).toEqual(['k'])
    expect(query.staleTime).toBe(5)
    const context = { signal: new AbortController().signal }
    const answer = (query.queryFn as (context: unknown) => Promise<boolean>)(context)
    await Promise.resolve()
    expect(read).not.toHaveBeenCalled()
    expect(await answer).toBe(false)
    expect(read).toHaveBeenCalledWith(context)
  })

  it('leaves a query without a read as it is', () => {
    const skipped = { queryKey: ['k'], queryFn: skipToken }
    expect(inOwnTask(skipped)).toBe(skipped)
  })
})

describe('subscribeInNextTask', () => {
  it('subscribes in a later task and calls the listener once then; unsubscribing ends it', async () => {
    const unsubscribe = vi.fn()
    const subscribe = vi.fn((_listener: () => void) => unsubscribe)
    const listener = vi.fn()
    const stop = subscribeInNextTask(subscribe, listener)
    await Promise.resolve()
    expect(subscribe).not.toHaveBeenCalled()
    await nextTask()
    expect(subscribe).toHaveBeenCalledWith(listener)
    expect(listener).toHaveBeenCalledOnce()
    stop()
    expect(unsubscribe).toHaveBeenCalledOnce()
  })

  it('never subscribes once unsubscribed before its task', async () => {
    const subscribe = vi.fn((_listener: () => void) => () => {})
    const listener = vi.fn()
    subscribeInNextTask(subscribe, listener)()
    await nextTask()
    await nextTask()
    expect(subscribe).not.toHaveBeenCalled()
    expect(listener).not.toHaveBeenCalled()
  })
})
