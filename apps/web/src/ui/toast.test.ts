import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore } from './toast'

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a toast, marks it leaving after 5000 ms and removes it 400 ms later', () => {
    const store = createToastStore()
    store.success({ title: 'Transaction successfull', message: 'abc' })
    expect(store.getSnapshot()).toMatchObject([
      { kind: 'success', title: 'Transaction successfull', message: 'abc', leaving: false },
    ])
    vi.advanceTimersByTime(4999)
    expect(store.getSnapshot()[0]?.leaving).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()[0]?.leaving).toBe(true)
    vi.advanceTimersByTime(399)
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toHaveLength(0)
  })

  it('notifies subscribers and lets a toast be dismissed early, once', () => {
    const store = createToastStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const id = store.error({ title: 'An error has occurred.' })
    store.dismiss(id)
    store.dismiss(id)
    vi.advanceTimersByTime(400)
    expect(store.getSnapshot()).toHaveLength(0)
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    store.info({ title: 'x' })
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('pauses while hovered or focused and then runs on with the time it had left', () => {
    const store = createToastStore()
    const id = store.success({ title: 'Transaction successfull' })
    vi.advanceTimersByTime(3000)
    store.pause(id)
    vi.advanceTimersByTime(60_000)
    expect(store.getSnapshot()[0]?.leaving).toBe(false)
    store.resume(id)
    vi.advanceTimersByTime(1999)
    expect(store.getSnapshot()[0]?.leaving).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()[0]?.leaving).toBe(true)
  })

  it('keeps several toasts in order with distinct ids', () => {
    const store = createToastStore()
    const a = store.warning({ title: 'Nothing to claim.' })
    const b = store.info({ title: 'second' })
    expect(a).not.toBe(b)
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Nothing to claim.', 'second'])
  })
})
