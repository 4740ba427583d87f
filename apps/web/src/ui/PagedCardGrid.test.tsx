import { paginate } from '@dov/game/pagination'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PagedCardGrid } from './PagedCardGrid'

const ITEMS = ['a', 'b', 'c', 'd', 'e']

describe('PagedCardGrid', () => {
  it('shows one page of cards in a labelled list, and the page navigation', async () => {
    const onPage = vi.fn()
    render(
      <PagedCardGrid
        page={paginate(ITEMS, 1)}
        onPage={onPage}
        pagesLabel="Letter pages"
        aria-label="Letters"
        itemKey={(item) => item}
      >
        {(item) => <span>Card {item}</span>}
      </PagedCardGrid>,
    )
    const list = screen.getByRole('list', { name: 'Letters' })
    expect(list.querySelectorAll('li')).toHaveLength(4)
    expect(screen.getByText('Card d')).toBeTruthy()
    expect(screen.queryByText('Card e')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPage).toHaveBeenCalledWith(2)
    expect(screen.getByRole('navigation', { name: 'Letter pages' })).toBeTruthy()
  })

  it('says "No assets to show" instead of an empty list', () => {
    render(
      <PagedCardGrid
        page={paginate([], 1)}
        onPage={() => {}}
        pagesLabel="Letter pages"
        itemKey={(item: string) => item}
      >
        {(item) => item}
      </PagedCardGrid>,
    )
    expect(screen.getByText('No assets to show')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
