import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { network } from '../../config/current'
import { sessionWrapper } from '../../test/testUtils'
import { FightAction } from './FightAction'
import { FightCard } from './FightCard'
import type { FightCardView } from './fight'

/** player3's weak division in zone 1: an expected Defeat that pays back its DOVX cost only. */
const defeat: FightCardView = {
  divID: 7,
  number: 2,
  title: 'DIVISION 2',
  units: [],
  zoneId: 1,
  zoneName: 'Omaha Beach',
  costs: { DOVH: '1.0000', DOVX: '0.5000' },
  winsNeeded: 1,
  victories: 2,
  earnings: '0.500',
  power: '40.8',
  authorized: true,
  needs: [],
  result: 'loss',
  endTime: 0,
  blockers: [],
  net: 'DOVX 0.0000 · DOVH \u22121.0000',
  warning: 'Expected: Defeat — this fight loses DOVH.',
}
const victory: FightCardView = {
  ...defeat,
  divID: 4,
  number: 1,
  title: 'DIVISION 1',
  earnings: '5.325',
  result: 'win',
  net: 'DOVX +4.8250 · DOVH \u22121.0000',
  warning: undefined,
}

function setup() {
  const sendTransaction = vi.fn(async () => ({ id: 'ab'.repeat(32) }))
  return { sendTransaction, wrapper: sessionWrapper({ account: 'player3', sendTransaction }) }
}

const startfight = (divID: number) => [
  {
    account: network.contracts.game,
    name: 'startfight',
    data: { player: 'player3', division_id: divID, zoneID: 1 },
  },
]

describe('a fight that loses, marked and confirmed', () => {
  it('the card says the expected Defeat in words and the net per fight per token', () => {
    const { wrapper } = setup()
    const plan = { cards: new Map(), context: { zones: [], udata: [], wins: [] } }
    render(<FightCard card={defeat} now={1_000} account="player3" plan={plan} />, { wrapper })
    expect(screen.getByText('Expected: Defeat — this fight loses DOVH.')).toBeTruthy()
    expect(screen.getByTestId('net').textContent).toBe('DOVX 0.0000 · DOVH \u22121.0000')
    // Every existing text stays: authorization, earnings with 3 decimals, costs with 4.
    expect(screen.getByText('Authorized to fight')).toBeTruthy()
    expect(screen.getByTestId('earnings').textContent).toBe('0.500 DOVX')
    const fight = screen.getByRole('button', { name: 'Fight' })
    expect(fight.getAttribute('data-variant')).toBe('secondary')
    expect(fight.textContent).toBe('Fight')
  })

  it('Fight asks first; Cancel sends nothing and closes the dialog', async () => {
    const { sendTransaction, wrapper } = setup()
    render(<FightAction card={defeat} now={1_000} account="player3" />, { wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Fight' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send DIVISION 2 to fight?' })
    expect(dialog.textContent).toContain('Expected: Defeat — this fight loses DOVH.')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('Escape declines too (keyboard): nothing is sent', async () => {
    const { sendTransaction, wrapper } = setup()
    render(<FightAction card={defeat} now={1_000} account="player3" />, { wrapper })
    screen.getByRole('button', { name: 'Fight' }).focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('dialog')
    // A browser's showModal moves the focus into the dialog; jsdom does not.
    screen.getByRole('button', { name: 'Cancel' }).focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('Confirm signs startfight as a winning fight does', async () => {
    const { sendTransaction, wrapper } = setup()
    render(<FightAction card={defeat} now={1_000} account="player3" />, { wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Fight' }))
    await screen.findByRole('dialog')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(sendTransaction).toHaveBeenCalledWith(startfight(7))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('a winning fight signs at once, with no dialog', async () => {
    const { sendTransaction, wrapper } = setup()
    render(<FightAction card={victory} now={1_000} account="player3" />, { wrapper })
    const fight = screen.getByRole('button', { name: 'Fight' })
    expect(fight.getAttribute('data-variant')).toBe('primary')
    await userEvent.click(fight)
    expect(sendTransaction).toHaveBeenCalledWith(startfight(4))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
