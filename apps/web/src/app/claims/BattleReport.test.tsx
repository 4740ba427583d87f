import type { BattleReport as Report } from '@dov/game/battleReport'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { BattleReport } from './BattleReport'

const dov = (units: bigint, symbol: string) => ({ units, precision: 4, symbol })

const REPORT: Report = {
  moved: [dov(62_000n, 'DOVX'), dov(-10_000n, 'DOVH')],
  settled: true,
  divisions: [
    {
      divID: 7,
      title: 'DIVISION 1',
      zoneID: 1,
      zone: 'Omaha Beach',
      result: 'win',
      label: 'Victory',
      earned: [dov(50_000n, 'DOVX')],
      wins: 1,
      nbwins: 1,
      unlocked: [{ zoneId: 2, name: 'Sainte-Mere', open: true }],
      best: { zoneId: 2, name: 'Sainte-Mere', earnings: 70_000n, here: true },
      again: { zoneId: 2, name: 'Sainte-Mere' },
    },
    {
      divID: 8,
      title: 'DIVISION 2',
      zoneID: 5,
      zone: 'Ardennes Woods',
      result: 'loss',
      label: 'Defeat',
      earned: [dov(12_000n, 'DOVX')],
      wins: 0,
      nbwins: 2,
      unlocked: [],
      best: undefined,
      again: undefined,
    },
  ],
}

describe('BattleReport', () => {
  it('says per division what the chain did, and takes the focus', () => {
    render(<BattleReport report={REPORT} onClose={() => {}} />)
    const region = screen.getByRole('region', { name: 'Battle report' })
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Battle report' }))
    const moved = within(region).getByTestId('report-moved')
    expect(moved.textContent).toBe('Your balances moved by +6.2000 DOVX, -1.0000 DOVH.')
    // Each amount names its token, for the theme's icon and colour.
    expect(within(moved).getByText('-1.0000 DOVH').dataset.token).toBe('DOVH')
    const first = within(region).getByRole('article', { name: 'DIVISION 1 · 1 Omaha Beach' })
    expect(within(first).getByText('Victory')).toBeTruthy()
    expect(within(first).getByText('+5.0000 DOVX')).toBeTruthy()
    expect(within(first).getByText('1 (1 needed)')).toBeTruthy()
    expect(within(first).getByText('Sainte-Mere is open.')).toBeTruthy()
    expect(within(first).getByText('Fighting again in 2 Sainte-Mere.')).toBeTruthy()
    // The sentence as it was, its amount marked with its token.
    const next = within(first).getByTestId('report-next-7')
    expect(next.textContent).toBe('Best next: where it is, Victory, 7.000 DOVX per fight.')
    expect(within(next).getByText('7.000 DOVX').dataset.token).toBe('DOVX')
    const second = within(region).getByRole('article', { name: 'DIVISION 2 · 5 Ardennes Woods' })
    expect(within(second).getByText('Defeat')).toBeTruthy()
    const none = within(second).getByTestId('report-next-8')
    expect(none.textContent).toBe(
      'Best next: no zone it can choose and pay for gives it a Victory.',
    )
    expect(none.querySelector('[data-token]')).toBeNull()
    expect(screen.queryByText(/do not account for/)).toBeNull()
  })

  it('says when the results do not account for what the chain moved', () => {
    render(<BattleReport report={{ ...REPORT, settled: false }} onClose={() => {}} />)
    expect(screen.getByText(/do not account for every amount the chain moved/)).toBeTruthy()
  })

  it('closes on Close and on Escape', async () => {
    const onClose = vi.fn()
    render(<BattleReport report={REPORT} onClose={onClose} />)
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
