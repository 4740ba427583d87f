import type { RoundPlan } from '@dov/game/round'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { actionText, orderText, type RoundDivision, RoundSummary, roundActions } from './Round'

const dovh = { units: 10_000n, precision: 4, symbol: 'DOVH' }
const units = [{ key: 'officer', value: '100' }]
const same = {
  divID: 4,
  title: 'DIVISION 1',
  zoneID: 2,
  from: 2,
  units,
  costs: [dovh],
  warning: undefined,
}
const moved = {
  divID: 5,
  title: 'DIVISION 2',
  zoneID: 4,
  from: 1,
  units,
  costs: [dovh],
  warning: undefined,
}
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
    const divisions: RoundDivision[] = [
      { divID: 4, title: 'DIVISION 1', same: '2 Sainte-Mere', best: undefined },
      { divID: 5, title: 'DIVISION 2', same: '1 Omaha Beach', best },
    ]
    render(
      <RoundSummary
        round={{ plan, divisions }}
        orders={new Map([[5, 'best']])}
        onOrder={() => {}}
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
    const movedItem = items[4]
    expect(
      Array.from(movedItem?.querySelectorAll('[data-token]') ?? []).map((mark) => [
        mark.getAttribute('data-token'),
        mark.textContent,
      ]),
    ).toEqual([['DOVH', '-1.0000 DOVH']])
    // Each division's standing order, and what it means now, its amount marked the same way.
    const first = screen.getByRole('combobox', { name: 'DIVISION 1: standing order' })
    expect((first as HTMLSelectElement).value).toBe('same')
    const second = screen.getByRole('combobox', { name: 'DIVISION 2: standing order' })
    expect((second as HTMLSelectElement).value).toBe('best')
    const says = document.getElementById(second.getAttribute('aria-describedby') ?? '')
    expect(says?.textContent).toBe(
      "Planner's best zone: 7 Sainte-Mere (Victory, 12.500 DOVX per fight).",
    )
    expect(says?.querySelector('[data-token="DOVX"]')?.textContent).toBe('12.500 DOVX')
  })

  it('says what each order does for a division now', () => {
    const division: RoundDivision = {
      divID: 5,
      title: 'DIVISION 3',
      same: '5 Ardennes Woods',
      best: undefined,
    }
    expect(orderText(division, 'same')).toBe('Fights again in 5 Ardennes Woods.')
    expect(orderText(division, 'best')).toBe(
      'No better zone by the planner: fights again in 5 Ardennes Woods.',
    )
    expect(orderText(division, 'hold')).toBe(
      'Fights again in 5 Ardennes Woods, unless a Defeat or a loss is expected there: then it stays.',
    )
  })

  it('changes an order from its select', async () => {
    const onOrder = vi.fn()
    render(
      <RoundSummary
        round={{
          plan,
          divisions: [{ divID: 4, title: 'DIVISION 1', same: '2 Sainte-Mere', best: undefined }],
        }}
        orders={new Map()}
        onOrder={onOrder}
        balances={[]}
        disabled={false}
        onSign={() => {}}
        onCancel={() => {}}
      />,
    )
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'DIVISION 1: standing order' }),
      'Hold if it would lose',
    )
    expect(onOrder).toHaveBeenCalledWith(4, 'hold')
  })

  it('asks before a fight the single Fight would ask about: Cancel sends nothing, Confirm signs', async () => {
    const warning = 'Expected: Defeat — this fight loses DOVH and DOVX.'
    const warned: RoundPlan = {
      ...plan,
      actions: [...plan.actions.slice(0, 3), { kind: 'startfight', ...same, warning }],
      redeploys: [{ ...same, warning }],
    }
    const onSign = vi.fn()
    render(
      <RoundSummary
        round={{ plan: warned, divisions: [] }}
        orders={new Map()}
        onOrder={() => {}}
        balances={[]}
        disabled={false}
        onSign={onSign}
        onCancel={() => {}}
      />,
    )
    // The action says it, as the fight card does.
    const items = within(screen.getByRole('list', { name: 'Actions, in order' })).getAllByRole(
      'listitem',
    )
    expect(items.at(-1)?.textContent).toBe(
      `Send DIVISION 1 to fight in zone 2 (-1.0000 DOVH) ${warning}`,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send DIVISION 1 to fight?' })
    expect(dialog.textContent).toContain(warning)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onSign).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send DIVISION 1 to fight?' })).getByRole(
        'button',
        { name: 'Confirm' },
      ),
    )
    await waitFor(() => expect(onSign).toHaveBeenCalledTimes(1))
  })
})
