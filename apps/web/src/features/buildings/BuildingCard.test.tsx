import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SessionContext, type SessionState } from '../../chain/session'
import { network } from '../../config/current'
import { BuildingCard } from './BuildingCard'
import { stakedViews } from './slots'

const view = stakedViews(
  [{ asset_id: '77', owner: 'p', template_id: 1, last_claim: 1_000, type: 'Fuel', rarity: 'Rare' }],
  [
    {
      template_id: 1,
      type: 'Fuel',
      token_in: ['1.0000 DOVX'],
      token_out: ['3.0000 DOVF'],
      rarity: 'Rare',
      delay: 600,
    },
  ],
  {},
  [],
)[0]

function setup() {
  const sendTransaction = vi.fn(async () => ({ id: 'ab'.repeat(32) }))
  const session = {
    account: 'player1',
    sendTransaction,
  } as unknown as SessionState
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  )
  return { sendTransaction, wrapper }
}

describe('BuildingCard', () => {
  if (view === undefined) throw new Error('no view')

  it('turns to "Is Finished" when the clock reaches the end, and never claims by itself', async () => {
    const { sendTransaction, wrapper } = setup()
    const { rerender } = render(<BuildingCard view={view} now={1_599} account="player1" />, {
      wrapper,
    })
    expect(screen.getByText('Will end in')).toBeTruthy()
    expect(screen.getByRole('timer').textContent).toBe('00:00:01')
    expect(screen.getByText('10 min')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull()

    rerender(<BuildingCard view={view} now={1_600} account="player1" />)
    expect(screen.getByText('Is Finished')).toBeTruthy()
    expect(sendTransaction).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Claim' }))
    expect(sendTransaction).toHaveBeenCalledWith([
      { account: network.contracts.staking, name: 'claimmch', data: { asset_ids: ['77'] } },
    ])
  })

  it('shows the amounts over the whole delay', () => {
    const { wrapper } = setup()
    render(<BuildingCard view={view} now={1_000} account="player1" />, {
      wrapper,
    })
    expect(screen.getByTestId('consumes').textContent).toBe('0.1666 DOVX')
    expect(screen.getByTestId('produces').textContent).toBe('0.5000 DOVF')
  })
})
