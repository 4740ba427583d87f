import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { testTank } from '../../test/units'
import { testZone } from '../../test/zones'
import PlanSummary from './PlanSummary'

const tank = testTank()

/** Each marked element's token and text, in order. */
const marks = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('[data-token]')).map((mark) => [
    mark.getAttribute('data-token'),
    mark.textContent,
  ])

describe('PlanSummary (the battle planner on a fight card)', () => {
  it("writes the plan's sentences unchanged, each amount in them marked with its token", () => {
    // 3 minutes a fight in zone 1 (5.0000 DOVX a win, 1.0000 DOVH a fight); 1.5000 DOVH in game.
    render(
      <MemoryRouter>
        <PlanSummary
          units={[{ key: 'combat4', value: '7' }]}
          zoneId={1}
          number={1}
          cards={new Map([[tank.asset_id, tank]])}
          context={{
            zones: [testZone(1, { nbwins: 0 })],
            udata: [],
            wins: [],
            balances: [{ balance: '9.0000 DOVX' }, { balance: '1.5000 DOVH' }],
            fightSecs: 180,
          }}
          idle
        />
      </MemoryRouter>,
    )
    const here = screen.getByTestId('plan-here')
    expect(here.textContent).toBe('100.000 DOVX per hour of fighting here.')
    expect(marks(here)).toEqual([['DOVX', '100.000 DOVX']])
    const best = screen.getByTestId('plan-best')
    expect(best.textContent).toBe(
      'This is its best zone: Victory, 5.000 DOVX per fight, 100.000 DOVX per hour.',
    )
    expect(marks(best)).toEqual([
      ['DOVX', '5.000 DOVX'],
      ['DOVX', '100.000 DOVX'],
    ])
    const after = screen.getByText(
      (_, element) =>
        (element?.textContent ?? '').startsWith('After this fight:') && element?.tagName === 'P',
    )
    expect(after.textContent).toBe('After this fight: 0.5000 DOVH, not enough for the next.')
    expect(marks(after)).toEqual([['DOVH', '0.5000 DOVH']])
  })
})
