import type { RoundPlan } from '@dov/game/round'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { actionText, RoundSummary, roundActions } from './Round'

const dovh = { units: 10_000n, precision: 4, symbol: 'DOVH' }
const units = [{ key: 'officer', value: '100' }]
const same = { divID: 4, title: 'DIVISION 1', zoneID: 2, from: 2, units, costs: [dovh] }
const moved = { divID: 5, title: 'DIVISION 2', zoneID: 4, from: 1, units, costs: [dovh] }
const plan: RoundPlan = {
  actions: [
    { kind: 'claimfight', divID: 4, title: 'DIVISION 1' },
    { kind: 'claimfight', divID: 5, title: 'DIVISION 2' },
    { kind: 'claimmch', buildings: ['10', '11'] },
    { kind: 'startfight', ...same },
    { kind: 'startfight', ...moved },
  ],
  redeploys: [same, moved],
  stays: [],
  claims: [],
  totals: [],
}

describe('Claim and fight again', () => {
  it('says each action in words, the new fights with their costs and a move', () => {
    expect(plan.actions.map(actionText)).toEqual([
      'Claim the fight of DIVISION 1',
      'Claim the fight of DIVISION 2',
      'Claim 2 buildings',
      'Send DIVISION 1 to fight in zone 2 (-1.0000 DOVH)',
      'Send DIVISION 2 to fight in zone 4, moved from zone 1 (-1.0000 DOVH)',
    ])
  })

  it("builds the contracts' actions in the plan's order; a division sent elsewhere is saved there first", () => {
    expect(roundActions('player4', plan).map((action) => [action.name, action.data])).toEqual([
      ['claimfight', { player: 'player4', division_id: 4 }],
      ['claimfight', { player: 'player4', division_id: 5 }],
      ['claimmch', expect.anything()],
      ['startfight', { player: 'player4', division_id: 4, zoneID: 2 }],
      ['editdivision', { divID: 5, player: 'player4', setup: units, zoneID: 4 }],
      ['startfight', { player: 'player4', division_id: 5, zoneID: 4 }],
    ])
  })

  it('lists every action as its sentence, each amount in it marked with its token', () => {
    const best = { zoneId: 7, name: 'Sainte-Mere', earnings: 125_000n }
    render(
      <RoundSummary
        round={{ plan, options: [{ divID: 5, title: 'DIVISION 2', same: '1 Omaha Beach', best }] }}
        targets={new Map()}
        onTarget={() => {}}
        balances={[]}
        disabled={false}
        onSign={() => {}}
        onCancel={() => {}}
      />,
    )
    const items = within(screen.getByRole('list', { name: 'Actions, in order' })).getAllByRole(
      'listitem',
    )
    expect(items.map((item) => item.textContent)).toEqual(plan.actions.map(actionText))
    const moved = items[4]
    expect(
      Array.from(moved?.querySelectorAll('[data-token]') ?? []).map((mark) => [
        mark.getAttribute('data-token'),
        mark.textContent,
      ]),
    ).toEqual([['DOVH', '-1.0000 DOVH']])
    // The planner's best zone says what it pays, marked the same way.
    const choice = screen.getByRole('radio', {
      name: "Planner's best zone: 7 Sainte-Mere (Victory, 12.500 DOVX per fight)",
    })
    expect(choice.closest('label')?.querySelector('[data-token="DOVX"]')?.textContent).toBe(
      '12.500 DOVX',
    )
  })
})
