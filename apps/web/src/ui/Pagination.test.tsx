import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from './Pagination'

describe('Pagination', () => {
  it('moves between pages and disables the ends', async () => {
    const onPage = vi.fn()
    const { rerender } = render(
      <Pagination page={1} pageCount={3} onPage={onPage} label="Building pages" />,
    )
    expect(screen.getByRole('navigation', { name: 'Building pages' })).toBeTruthy()
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPage).toHaveBeenCalledWith(2)
    rerender(<Pagination page={3} pageCount={3} onPage={onPage} label="Building pages" />)
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPage={() => {}} />)
    expect(container.innerHTML).toBe('')
  })
})
