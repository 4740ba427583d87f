import type { RoundPlan } from '@dov/game/round'
import { describe, expect, it } from 'vitest'
import { actionText, roundActions } from './Round'

const dovh = { units: 10_000n, precision: 4, symbol: 'DOVH' }
const plan: RoundPlan = {
  actions: [
    { kind: 'claimfight', divID: 4, title: 'DIVISION 1' },
    { kind: 'claimmch', buildings: ['10', '11'] },
    { kind: 'startfight', divID: 4, title: 'DIVISION 1', zoneID: 2, costs: [dovh] },
  ],
  redeploys: [{ divID: 4, title: 'DIVISION 1', zoneID: 2, costs: [dovh] }],
  stays: [],
  claims: [],
  totals: [],
}

describe('Claim and fight again', () => {
  it('says each action in words, the new fight with its costs', () => {
    expect(plan.actions.map(actionText)).toEqual([
      'Claim the fight of DIVISION 1',
      'Claim 2 buildings',
      'Send DIVISION 1 to fight in zone 2 (-1.0000 DOVH)',
    ])
  })

  it("builds the contracts' actions in the plan's order", () => {
    expect(roundActions('player4', plan).map((action) => [action.name, action.data])).toEqual([
      ['claimfight', { player: 'player4', division_id: 4 }],
      ['claimmch', expect.anything()],
      ['startfight', { player: 'player4', division_id: 4, zoneID: 2 }],
    ])
  })
})
