import type { RoundPlan } from '@dov/game/round'
import { describe, expect, it } from 'vitest'
import { actionText, roundActions } from './Round'

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
})
