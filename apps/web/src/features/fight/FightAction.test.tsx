import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SessionContext, type SessionState } from '../../chain/session'
import { network } from '../../config/current'
import { FightAction } from './FightAction'
import type { FightCardView } from './fight'

const card: FightCardView = {
  divID: 4,
  number: 1,
  title: 'DIVISION 1',
  units: [],
  zoneId: 1,
  zoneName: 'Omaha Beach',
  costs: { DOVH: '1.0000', DOVX: '0.5000' },
  winsNeeded: 1,
  victories: 0,
  earnings: '5.325',
  power: '406.9',
  authorized: true,
  needs: [],
  result: 'win',
  endTime: 0,
  blockers: [],
  net: 'DOVX +4.8250 · DOVH \u22121.0000',
  warning: undefined,
}

function setup() {
  const sendTransaction = vi.fn(async () => ({ id: 'ab'.repeat(32) }))
  const session = { account: 'player1', sendTransaction } as unknown as SessionState
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  )
  return { sendTransaction, wrapper }
}

describe('FightAction', () => {
  it('idle: Fight sends startfight for the division and its zone', async () => {
    const { sendTransaction, wrapper } = setup()
    render(<FightAction card={card} now={1_000} account="player1" />, { wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Fight' }))
    expect(sendTransaction).toHaveBeenCalledWith([
      {
        account: network.contracts.game,
        name: 'startfight',
        data: { player: 'player1', division_id: 4, zoneID: 1 },
      },
    ])
  })

  it('idle but refused: Fight is disabled and described by the reasons', () => {
    const { wrapper } = setup()
    const blocked = { ...card, blockers: ['Omaha Beach is closed.'] }
    render(<FightAction card={blocked} now={1_000} account="player1" />, { wrapper })
    const fight = screen.getByRole('button', { name: 'Fight' })
    expect((fight as HTMLButtonElement).disabled).toBe(true)
    expect(fight.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('Omaha Beach is closed.')).toBeTruthy()
  })

  it('fighting: a countdown on the given (chain) time, then Claim at end_time', async () => {
    const { sendTransaction, wrapper } = setup()
    const fighting = { ...card, endTime: 1_180 }
    const { rerender } = render(<FightAction card={fighting} now={1_000} account="player1" />, {
      wrapper,
    })
    expect(screen.getByRole('timer').textContent).toBe('00:03:00')
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<FightAction card={fighting} now={1_180} account="player1" />)
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }))
    expect(sendTransaction).toHaveBeenCalledWith([
      {
        account: network.contracts.game,
        name: 'claimfight',
        data: { player: 'player1', division_id: 4 },
      },
    ])
  })

  it('end_time -1 (reset on expiry) shows Claim', () => {
    const { wrapper } = setup()
    render(<FightAction card={{ ...card, endTime: -1 }} now={1_000} account="player1" />, {
      wrapper,
    })
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy()
  })
})
