import type { BattleReport as Report } from '@dov/game/battleReport'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BattleReport } from './BattleReport'
import { SEQUENCE_MS } from './sequence'
import type { ShownReport } from './useBattleReport'

const dov = (units: bigint, symbol: string) => ({ units, precision: 4, symbol })

const REPORT: Report = {
  moved: [dov(62_000n, 'DOVX'), dov(-10_000n, 'DOVH')],
  flows: [
    {
      symbol: 'DOVX',
      precision: 4,
      earned: 62_000n,
      produced: 5_000n,
      spent: 5_000n,
      net: 62_000n,
    },
    { symbol: 'DOVH', precision: 4, earned: 0n, produced: 0n, spent: 10_000n, net: -10_000n },
  ],
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

const shown = (
  report: Report = REPORT,
  places: ShownReport['places'] = undefined,
): ShownReport => ({
  id: 1,
  report,
  returnTo: null,
  formations: new Map([
    [
      7,
      {
        ranks: [
          { img: 'QmOfficer', name: 'Major', count: 1 },
          { img: 'QmRifle', name: 'Rifleman', count: 7 },
        ],
        more: 0,
      },
    ],
  ]),
  places,
  claim: undefined,
})

/** Whether the player prefers reduced motion, as `matchMedia` answers it. */
function motion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const sheet = () => screen.getByRole('dialog', { name: 'Battle report' })

describe('BattleReport', () => {
  it('says per division what the chain did, the net per token first, and takes the focus', () => {
    motion(true)
    render(<BattleReport shown={shown()} onClose={() => {}} />)
    expect(screen.queryByTestId('battle-sequence')).toBeNull()
    const region = sheet()
    expect(region.getAttribute('aria-modal')).toBe('false')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Battle report' }))
    const moved = within(region).getByTestId('report-moved')
    expect(moved.textContent).toBe(
      'Your balances moved by +6.2000 DOVX (earned 6.2000, produced 0.5000, spent 0.5000), -1.0000 DOVH.',
    )
    // Each amount names its token, for the theme's icon and colour.
    expect(within(moved).getByText('-1.0000 DOVH').dataset.token).toBe('DOVH')
    const first = within(region).getByRole('article', { name: 'DIVISION 1 · 1 Omaha Beach' })
    expect(within(first).getByText('Victory')).toBeTruthy()
    expect(within(first).getByText('+5.0000 DOVX')).toBeTruthy()
    expect(within(first).getByText('1 (1 needed)')).toBeTruthy()
    expect(within(first).getByText('Zone 2 Sainte-Mere is open.')).toBeTruthy()
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
    expect(screen.queryByTestId('report-places')).toBeNull()
  })

  it('says the Hall of Fame places the claim changed, once known', () => {
    motion(true)
    render(
      <BattleReport
        shown={shown(REPORT, [{ board: 'bunker', rank: 5, was: 6 }])}
        onClose={() => {}}
      />,
    )
    expect(screen.getByTestId('report-places').textContent).toBe(
      'Hall of Fame: #5 on the Bunker board (was #6).',
    )
  })

  it('says when the results do not account for what the chain moved', () => {
    motion(true)
    render(<BattleReport shown={shown({ ...REPORT, settled: false })} onClose={() => {}} />)
    expect(screen.getByText(/do not account for every amount the chain moved/)).toBeTruthy()
    expect(screen.getByTestId('report-moved').textContent).toBe(
      'Your balances moved by +6.2000 DOVX, -1.0000 DOVH.',
    )
  })

  it('closes on Close and Escape (the focus goes back), and on a tap outside (it stays where tapped)', async () => {
    motion(true)
    const onClose = vi.fn()
    render(
      <>
        <button type="button">Elsewhere</button>
        <BattleReport shown={shown()} onClose={onClose} />
      </>,
    )
    await userEvent.keyboard('{Escape}')
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Close' }))
    // Inside the sheet is not outside.
    await userEvent.click(within(sheet()).getByTestId('report-moved'))
    expect(onClose.mock.calls).toEqual([[true], [true]])
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(onClose.mock.calls).toEqual([[true], [true], [false]])
  })

  it('closes on a swipe down from its top, not on a short drag', () => {
    motion(true)
    const onClose = vi.fn()
    render(<BattleReport shown={shown()} onClose={onClose} />)
    const handle = screen.getByRole('heading', { name: 'Battle report' })
      .parentElement as HTMLElement
    const drag = (dy: number, ms: number) => {
      fireEvent.pointerDown(handle, { clientY: 100, isPrimary: true, pointerId: 1, timeStamp: 0 })
      fireEvent.pointerMove(handle, { clientY: 100 + dy, isPrimary: true, pointerId: 1 })
      fireEvent.pointerUp(handle, {
        clientY: 100 + dy,
        isPrimary: true,
        pointerId: 1,
        timeStamp: ms,
      })
    }
    drag(20, 500)
    expect(onClose).not.toHaveBeenCalled()
    drag(150, 500)
    expect(onClose).toHaveBeenCalledWith(true)
  })

  it('plays the battle first when motion is allowed: the result stamped, then the report', () => {
    motion(false)
    vi.useFakeTimers()
    render(<BattleReport shown={shown()} onClose={() => {}} />)
    const sequence = screen.getByRole('button', { name: 'Battle: skip to the report' })
    expect(document.activeElement).toBe(sequence)
    expect(sequence.textContent).toContain('Victory')
    expect(sequence.textContent).toContain('Defeat')
    expect(sequence.textContent).toContain('×7')
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(SEQUENCE_MS)
    })
    expect(screen.queryByTestId('battle-sequence')).toBeNull()
    expect(sheet()).toBeTruthy()
  })

  it('skips the battle on a click or Escape', async () => {
    motion(false)
    const { unmount } = render(<BattleReport shown={shown()} onClose={() => {}} />)
    await userEvent.click(screen.getByTestId('battle-sequence'))
    expect(sheet()).toBeTruthy()
    unmount()
    render(<BattleReport shown={shown()} onClose={() => {}} />)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByTestId('battle-sequence')).toBeNull()
    expect(sheet()).toBeTruthy()
  })
})
