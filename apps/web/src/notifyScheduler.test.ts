import { afterEach, describe, expect, it, vi } from 'vitest'
import { coalescingScheduler } from './notifyScheduler'

afterEach(() => {
  vi.useRealTimers()
})

describe('coalescingScheduler', () => {
  it('runs every batch scheduled before its timer in one task, in order, after the current one', () => {
    vi.useFakeTimers()
    const schedule = coalescingScheduler()
    const ran: string[] = []
    schedule(() => ran.push('a'))
    schedule(() => ran.push('b'))
    schedule(() => ran.push('c'))
    expect(ran).toEqual([])
    expect(vi.getTimerCount()).toBe(1)
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['a', 'b', 'c'])
  })

  it('starts a new task for what a notification schedules, and for what comes after', () => {
    vi.useFakeTimers()
    const schedule = coalescingScheduler()
    const ran: string[] = []
    schedule(() => {
      ran.push('first')
      schedule(() => ran.push('from the first'))
    })
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['first'])
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['first', 'from the first'])
    schedule(() => ran.push('later'))
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['first', 'from the first', 'later'])
  })
})
