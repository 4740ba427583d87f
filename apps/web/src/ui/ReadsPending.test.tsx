import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ReadsPending } from './ReadsPending'

describe('ReadsPending', () => {
  it('shows a labelled spinner while the reads load', () => {
    render(
      <ReadsPending
        reads={{ status: 'loading', error: null, retry: () => {} }}
        what="your tools"
      />,
    )
    expect(screen.getByRole('progressbar', { name: 'Loading your tools' })).toBeTruthy()
  })

  it('says what failed, with a retry', async () => {
    const retry = vi.fn()
    render(
      <ReadsPending
        reads={{ status: 'error', error: new Error('boom'), retry }}
        what="the crafts"
      />,
    )
    expect(screen.getByText('The crafts could not be loaded.')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledOnce()
  })
})
