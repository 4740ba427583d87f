import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './CopyButton'

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers())

  it('copies the whole text and says so for 2 s', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.assign(navigator, { clipboard: { writeText } })
    vi.useFakeTimers()
    render(<CopyButton copy={{ label: 'Copy id', text: 'ab'.repeat(32) }} />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy id' }))
    })
    expect(writeText).toHaveBeenCalledWith('ab'.repeat(32))
    expect(screen.getByRole('button').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(2_000))
    expect(screen.getByRole('button').textContent).toBe('Copy id')
  })
})
