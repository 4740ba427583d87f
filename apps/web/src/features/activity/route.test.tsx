import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { network } from '../../config/current'
import { Component } from './route'

/** An action as the indexer answers it (apps/indexer README "The API"). */
const action = (id: number, quantity: string) => ({
  id: String(id),
  block_num: id,
  block_time: '2026-11-25T12:00:00.000Z',
  trx_id: 'ef'.repeat(32),
  action_ordinal: 1,
  account: 'player2',
  contract: 'dov.token',
  action: 'transfer',
  data: { from: 'player2', to: 'dov.stake', quantity, memo: 'deposit' },
  effects: [
    { balance: 'game', quantity },
    { balance: 'wallet', quantity: `-${quantity}` },
  ],
})
const page = (actions: unknown[], next: string | null) => ({
  chain_id: network.chainId,
  as_of: { block_num: 99, block_id: 'ab', time: '2026-11-25T12:00:01.000Z' },
  catching_up: false,
  account: 'player2',
  actions,
  next,
})

/** Serves the indexer's pages by `before` (a failure where the map says so). */
function serve(pages: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input))
      if (url.origin === network.indexerUrl && url.pathname === '/v1/activity')
        return (
          pages[url.searchParams.get('before') ?? 'first']?.() ??
          new Response('{}', { status: 500 })
        )
      return new Response('{}', { status: 500 })
    }),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  )
  render(<Component account="player2" />, { wrapper })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const entries = () =>
  within(screen.getByRole('list', { name: 'Your activity' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Your activity')

describe('the activity screen', () => {
  it('lists the actions newest first with their effects, and Older loads the page before', async () => {
    serve({
      first: () => Response.json(page([action(9, '3.0000 DOVX'), action(8, '2.0000 DOVX')], '8')),
      '8': () => Response.json(page([action(7, '1.0000 DOVX')], null)),
    })
    await screen.findByRole('list', { name: 'Your activity' })
    expect(entries()).toHaveLength(2)
    const [newest] = entries()
    expect(newest?.textContent).toContain('Deposit')
    expect(newest?.textContent).toContain('+3.0000 DOVX in game')
    expect(newest?.textContent).toContain('−3.0000 DOVX wallet')
    // No explorer on the devchain: the transaction's short id as text.
    expect(newest?.textContent).toContain('Transaction efefefef')
    fireEvent.click(screen.getByRole('button', { name: 'Older' }))
    expect(await screen.findByText('That is all of your activity.')).toBeTruthy()
    expect(entries()).toHaveLength(3)
  })

  it('says when there is nothing yet', async () => {
    serve({ first: () => Response.json(page([], null)) })
    expect(await screen.findByText('No game actions yet.')).toBeTruthy()
  })

  it('shows a malformed answer as an error with Retry, and what was wrong', async () => {
    serve({ first: () => Response.json({ ...page([], null), actions: [{ id: 'x' }] }) })
    expect(await screen.findByText('Your activity could not be loaded.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain(
      "The indexer's activity is not readable",
    )
  })
})
