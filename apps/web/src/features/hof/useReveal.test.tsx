import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Reveal, useReveal, useRevealed } from './useReveal'

let screenRenders = 0

function Part({ reveal, order }: { reveal: Reveal; order: number }) {
  return <p>{`${order}: ${useRevealed(reveal, order) ? 'drawn' : 'placeholder'}`}</p>
}

function Screen({ ready }: { ready: boolean[] }) {
  screenRenders += 1
  const reveal = useReveal(ready)
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts are their places, never reordered
  return ready.map((_, order) => <Part key={order} reveal={reveal} order={order} />)
}

const states = () => screen.getAllByRole('paragraph').map((part) => part.textContent)

beforeEach(() => {
  vi.useFakeTimers()
  screenRenders = 0
})
afterEach(() => vi.useRealTimers())

describe('useReveal', () => {
  it('reveals one part per task, in order, drawing that part and not the screen', async () => {
    render(<Screen ready={[true, true, true]} />)
    expect(states()).toEqual(['0: placeholder', '1: placeholder', '2: placeholder'])
    const rendered = screenRenders
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(states()).toEqual(['0: drawn', '1: placeholder', '2: placeholder'])
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(states()).toEqual(['0: drawn', '1: drawn', '2: placeholder'])
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(states()).toEqual(['0: drawn', '1: drawn', '2: drawn'])
    expect(screenRenders).toBe(rendered)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('waits for a part with content, and counts on from where it stopped', async () => {
    const { rerender } = render(<Screen ready={[false, false, false]} />)
    await act(() => vi.runAllTimersAsync())
    expect(states()).toEqual(['0: placeholder', '1: placeholder', '2: placeholder'])
    rerender(<Screen ready={[false, true, false]} />)
    await act(() => vi.runAllTimersAsync())
    // The parts before a ready one are passed (they draw their own loading state meanwhile).
    expect(states()).toEqual(['0: drawn', '1: drawn', '2: placeholder'])
    rerender(<Screen ready={[false, true, true]} />)
    expect(states()[2]).toBe('2: placeholder')
    await act(() => vi.runAllTimersAsync())
    expect(states()).toEqual(['0: drawn', '1: drawn', '2: drawn'])
  })

  it('stops when the screen is gone', async () => {
    const { unmount } = render(<Screen ready={[true, true]} />)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
