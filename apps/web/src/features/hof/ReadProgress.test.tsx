import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PlayerWinsReads } from '../../chain/read/game/playerWins'
import { ReadProgress } from './ReadProgress'

/** Reads that have counted `read` owners and change no more. */
function counted(read: number): PlayerWinsReads {
  const progress = {
    total: 1100,
    read,
    players: [],
    failed: [],
    done: false,
    retryFailed: () => {},
  }
  return { subscribe: () => () => {}, progress: () => progress, settled: () => progress }
}

const base = {
  owners: 'ready' as const,
  error: null,
  retry: () => {},
  truncated: false,
  total: 1100,
  reads: counted(412),
  failed: [] as string[],
  done: false,
  retryFailed: () => {},
}

describe('ReadProgress', () => {
  it('while reading: "412 of 1,100 players read" and a progress bar', () => {
    render(<ReadProgress {...base} />)
    expect(screen.getByText('412 of 1,100 players read')).toBeTruthy()
    const bar = screen.getByRole('progressbar', { name: 'Players read' })
    expect(bar?.getAttribute('aria-valuetext')).toBe('412 of 1,100 players read')
  })

  it('done: announces how many players were read, and the bar goes', () => {
    render(<ReadProgress {...base} reads={counted(1100)} done />)
    expect(screen.getByRole('status').textContent).toContain('1,100 players read')
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('failed owners are named, with a Retry that reads them again', async () => {
    const retryFailed = vi.fn()
    render(
      <ReadProgress
        {...base}
        reads={counted(1093)}
        done
        failed={['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']}
        retryFailed={retryFailed}
      />,
    )
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('1,093 of 1,100 players read.')
    expect(status.textContent).toContain(
      'Could not be read: a1, a2, a3, a4, a5 and 2 players more.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retryFailed).toHaveBeenCalledOnce()
  })

  it('the owners cannot be listed: an error with Retry', async () => {
    const retry = vi.fn()
    render(<ReadProgress {...base} owners="error" error={new Error('down')} retry={retry} />)
    expect(screen.getByRole('alert').textContent).toContain('The players could not be listed.')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledOnce()
  })
})
