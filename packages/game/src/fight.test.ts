import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  earningsUnits,
  type FightResult,
  fightOutcome,
  fightResult,
  resolutionFor,
  resultLabel,
  resultRank,
  zoneCosts,
} from './fight'
import type { UnitConfig, Zone } from './rows'

const thresholds = [
  { key: 'loss', value: 100 },
  { key: 'draw', value: 200 },
  { key: 'win', value: 300 },
]

describe('fightResult', () => {
  it('unauthorized → X even above every threshold', () => {
    expect(fightResult(1000, thresholds, false)).toBe('X')
  })
  it('99 < loss 100 → X', () => {
    expect(fightResult(99, thresholds, true)).toBe('X')
  })
  it('100 ≥ loss 100, < draw 200 → loss', () => {
    expect(fightResult(100, thresholds, true)).toBe('loss')
  })
  it('250 ≥ draw 200, < win 300 → draw', () => {
    expect(fightResult(250, thresholds, true)).toBe('draw')
  })
  it('300 ≥ win 300 → win', () => {
    expect(fightResult(300, thresholds, true)).toBe('win')
  })
  it('a key missing from the thresholds is never reached: only loss 100, power 10^9 → loss', () => {
    expect(fightResult(1e9, [{ key: 'loss', value: 100 }], true)).toBe('loss')
  })
  it('no thresholds → X', () => {
    expect(fightResult(1e9, [], true)).toBe('X')
  })
  it('misordered thresholds: win 10, draw 50, power 60 → win (best key met)', () => {
    const odd = [
      { key: 'win', value: 10 },
      { key: 'draw', value: 50 },
    ]
    expect(fightResult(60, odd, true)).toBe('win')
  })
  it('labels: win Victory, draw Draw, loss Defeat, X none', () => {
    expect(resultLabel('win')).toBe('Victory')
    expect(resultLabel('draw')).toBe('Draw')
    expect(resultLabel('loss')).toBe('Defeat')
    expect(resultLabel('X')).toBeUndefined()
  })
})

describe('fightResult properties', () => {
  const pairs = fc.array(
    fc.record({
      key: fc.constantFrom('win', 'draw', 'loss'),
      value: fc.integer({ min: 0, max: 1e9 }),
    }),
    { maxLength: 4 },
  )
  const rank = (r: FightResult) => resultRank(r)
  it('more power (meeting a higher threshold) never yields a worse result', () => {
    fc.assert(
      fc.property(
        pairs,
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.boolean(),
        (t, a, b, auth) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(rank(fightResult(high, t, auth))).toBeGreaterThanOrEqual(
            rank(fightResult(low, t, auth)),
          )
        },
      ),
    )
  })
  it('raising a threshold never yields a better result', () => {
    fc.assert(
      fc.property(
        pairs.filter((t) => t.length > 0),
        fc.nat(),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        (t, index, raise, power) => {
          const i = index % t.length
          const raised = t.map((p, j) => (j === i ? { ...p, value: p.value + raise } : p))
          expect(rank(fightResult(power, raised, true))).toBeLessThanOrEqual(
            rank(fightResult(power, t, true)),
          )
        },
      ),
    )
  })
})

describe('earningsUnits', () => {
  it('resolution 25,000 (2.5 DOVX) × (1 + 200,000/10^6) = 3.0 DOVX = 30,000 units', () => {
    expect(earningsUnits(25_000, 200_000)).toBe(30_000n)
  })
  it('no bonus: 12,345 units stay 12,345', () => {
    expect(earningsUnits(12_345, 0)).toBe(12_345n)
  })
  it('rounds down: 10,001 × 1.5 = 15,001.5 → 15,001', () => {
    expect(earningsUnits(10_001, 500_000)).toBe(15_001n)
  })
  it('never negative: bonusd −2,000,000 → 0', () => {
    expect(earningsUnits(10_000, -2_000_000)).toBe(0n)
  })
})

const udata: UnitConfig[] = [
  { template_id: 500, type: 'officer', power: 0, bonus: [{ key: 'order', value: 1 }] },
]
const zone: Zone = {
  id: 2,
  name: 'Hill',
  terrain: 'desert',
  open: true,
  nbwins: 3,
  wmini: 0,
  nextZone: 3,
  costs: [
    { key: 'DOVH', value: 50_000 },
    { key: 'DOVX', value: 12_345 },
  ],
  resolutions: [
    { key: 'loss', value: 1_000 },
    { key: 'draw', value: 5_000 },
    { key: 'win', value: 20_000 },
  ],
  pre_allow: [{ key: '500', value: 100 }],
  power: [
    { key: 'loss', value: 500_000 },
    { key: 'draw', value: 1_000_000 },
    { key: 'win', value: 1_500_000 },
  ],
}

describe('fightOutcome', () => {
  const officer = {
    type: 'officer',
    power: 0,
    bonus: [
      { key: 'order', value: 1 },
      { key: 'bonusd', value: 100_000 },
    ],
  }
  const fighter = { type: 'combat', power: 1_000_000, bonus: [{ key: 'desert', value: 5000 }] }
  it('officer + combat 100 × 1.5 = 150 points ≥ win 150 → win, payout 20,000 × 1.1 = 22,000', () => {
    expect(fightOutcome([officer, fighter], zone, udata)).toEqual({
      power: 1_500_000,
      authorized: true,
      result: 'win',
      bonusd: 100_000,
      bonusw: 0,
      payout: 22_000n,
    })
  })
  it('without the officer: unauthorized → X, payout 0', () => {
    const outcome = fightOutcome([fighter], zone, udata)
    expect(outcome.result).toBe('X')
    expect(outcome.payout).toBe(0n)
  })
  it('resolutionFor: draw → 5,000; X → 0; an unlisted key → 0', () => {
    expect(resolutionFor(zone, 'draw')).toBe(5_000)
    expect(resolutionFor(zone, 'X')).toBe(0)
    expect(resolutionFor({ resolutions: [] }, 'win')).toBe(0)
  })
})

describe('zoneCosts', () => {
  it('DOVH 50,000 units = 5.0000, DOVX 12,345 units = 1.2345; a missing key is 0', () => {
    expect(zoneCosts(zone).DOVH.units).toBe(50_000n)
    expect(zoneCosts(zone).DOVX.units).toBe(12_345n)
    expect(zoneCosts({ costs: [] }).DOVX.units).toBe(0n)
  })
})
