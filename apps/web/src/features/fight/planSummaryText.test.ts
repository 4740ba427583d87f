import type { Zone } from '@dov/game/rows'
import { battlePlan } from '@dov/game/warRoom'
import { describe, expect, it } from 'vitest'
import { testTank } from '../../test/units'
import { testZone } from '../../test/zones'
import { planSummary } from './planSummaryText'

// 5.0000 DOVX for a win, 0.5000 for a loss; no win needed.
const zone = (id: number, overrides: Partial<Zone> = {}): Zone =>
  testZone(id, { nbwins: 0, ...overrides })
const tank = testTank()
const cards = new Map([[tank.asset_id, tank]])
const units = [{ key: 'combat4', value: '7' }]
// Zone 2 wins only above 200 power points: the tank loses there.
const zones = [
  zone(1),
  zone(2, {
    power: [
      { key: 'win', value: 2_000_000 },
      { key: 'loss', value: 1 },
    ],
  }),
]
const plan = (
  fightSecs: number | undefined,
  balances = [{ balance: '9.0000 DOVX' }, { balance: '9.0000 DOVH' }],
) => battlePlan(units, cards, { zones, udata: [], wins: [], balances, fightSecs })

describe('planSummary (the battle planner on /fight)', () => {
  it('in its best zone: says so, with what a fight and an hour of fighting pay', () => {
    // 3 minutes a fight: 20 fights an hour, 20 × 5.000 DOVX.
    expect(planSummary(plan(180), 1)).toEqual({
      here: '100.000 DOVX per hour of fighting here.',
      best: 'This is its best zone: Victory, 5.000 DOVX per fight, 100.000 DOVX per hour.',
      elsewhere: undefined,
    })
  })

  it('elsewhere: names the best zone and offers the builder', () => {
    expect(planSummary(plan(180), 2)).toEqual({
      here: '10.000 DOVX per hour of fighting here.',
      best: 'Its best zone: 1 Zone 1, Victory, 5.000 DOVX per fight, 100.000 DOVX per hour.',
      elsewhere: 1,
    })
  })

  it('an unknown fight duration: no per-hour figure is made up', () => {
    expect(planSummary(plan(undefined), 2)).toEqual({
      here: undefined,
      best: 'Its best zone: 1 Zone 1, Victory, 5.000 DOVX per fight.',
      elsewhere: 1,
    })
  })

  it('no zone it can pay for gives a Victory: says that', () => {
    expect(planSummary(plan(180, [{ balance: '0.1000 DOVH' }]), 1).best).toBe(
      'No zone it can choose and pay for gives this division a Victory.',
    )
  })
})
