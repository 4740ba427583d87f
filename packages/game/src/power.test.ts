import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  divisionBonus,
  divisionPower,
  formatPower,
  storedDivisionPower,
  type UnitStats,
} from './power'

const combat = (power: number, bonus: UnitStats['bonus'] = []): UnitStats => ({
  type: 'combat',
  power,
  bonus,
})

describe('divisionPower (power units = 1/10000 point)', () => {
  it('no units → 0', () => {
    expect(divisionPower([], 'desert')).toBe(0)
  })
  it('combat 1,000,000 with no bonus: 1,000,000 / 10000 = 100 points = 1,000,000 units', () => {
    expect(divisionPower([combat(1_000_000)], 'desert')).toBe(1_000_000)
  })
  it('terrain +2000 on the zone terrain: 100 × (1 + 2000/10000) = 120 points', () => {
    expect(divisionPower([combat(1_000_000, [{ key: 'desert', value: 2000 }])], 'desert')).toBe(
      1_200_000,
    )
  })
  it('a bonus for another terrain does not count: 100 × 1 = 100 points', () => {
    expect(divisionPower([combat(1_000_000, [{ key: 'forest', value: 2000 }])], 'desert')).toBe(
      1_000_000,
    )
  })
  it('terrain keys match the zone terrain ignoring case: Desert vs desert → 120 points', () => {
    expect(divisionPower([combat(1_000_000, [{ key: 'Desert', value: 2000 }])], 'desert')).toBe(
      1_200_000,
    )
  })
  it('other units add their power plainly: 100 + support 7 = 107 points', () => {
    const support: UnitStats = { type: 'support', power: 7, bonus: [] }
    expect(divisionPower([combat(1_000_000), support], 'desert')).toBe(1_070_000)
  })
  it('terrain bonus only applies to combat units: support 7 with +5000 desert stays 7', () => {
    const support: UnitStats = {
      type: 'support',
      power: 7,
      bonus: [{ key: 'desert', value: 5000 }],
    }
    expect(divisionPower([support], 'desert')).toBe(70_000)
  })
  it('bonusw of every unit multiplies the total: (100 + 50) × (1 + (100,000 + 50,000)/10^6) = 172.5', () => {
    const officer: UnitStats = {
      type: 'officer',
      power: 0,
      bonus: [{ key: 'bonusw', value: 100_000 }],
    }
    const fighter = combat(500_000, [{ key: 'bonusw', value: 50_000 }])
    expect(divisionPower([combat(1_000_000), fighter, officer], 'x')).toBe(1_725_000)
  })
  it('worked example: 1,000,000 × 1.2 × 1.1 → 132 points = 1,320,000 units', () => {
    const unit = combat(1_000_000, [
      { key: 'desert', value: 2000 },
      { key: 'bonusw', value: 100_000 },
    ])
    expect(divisionPower([unit], 'desert')).toBe(1_320_000)
  })
  it('rounds down once at the end: 3 × (1 + 1/10000) = 3.0003 points → 30003 units; 1 × 1.0000333… → 10000', () => {
    expect(divisionPower([combat(30_000, [{ key: 't', value: 1 }])], 't')).toBe(30_003)
    expect(divisionPower([combat(10_000, [{ key: 'bonusw', value: 33 }])], 't')).toBe(10_000)
  })
})

describe('divisionBonus', () => {
  it('sums bonusd over units: 200,000 + 50,000 = 250,000', () => {
    const units = [
      combat(0, [{ key: 'bonusd', value: 200_000 }]),
      combat(0, [{ key: 'bonusd', value: 50_000 }]),
    ]
    expect(divisionBonus(units, 'bonusd')).toBe(250_000)
  })
})

describe('storedDivisionPower', () => {
  it('looks up units by asset id and the terrain by zone id; unknown assets are skipped', () => {
    const stats = new Map<string, UnitStats>([
      ['1099511627776001', combat(1_000_000, [{ key: 'desert', value: 5000 }])],
    ])
    const division = {
      zoneID: 3,
      units: [
        { key: 'combat4', value: '1099511627776001' },
        { key: 'combat5', value: '404' },
      ],
    }
    // 100 × (1 + 5000/10000) = 150 points
    expect(
      storedDivisionPower(division, (id) => stats.get(id), [{ id: 3, terrain: 'desert' }]),
    ).toBe(1_500_000)
    // unknown zone: no terrain bonus, 100 points
    expect(storedDivisionPower(division, (id) => stats.get(id), [])).toBe(1_000_000)
  })
})

describe('formatPower', () => {
  it('1,325,678 units → "132.5" (fight list, Hall of Fame) and "132.5678" (builder)', () => {
    expect(formatPower(1_325_678, 1)).toBe('132.5')
    expect(formatPower(1_325_678, 4)).toBe('132.5678')
  })
})

describe('power properties', () => {
  const terrains = fc.constantFrom('desert', 'forest', 'urban')
  const bonusKey = fc.constantFrom('desert', 'forest', 'urban', 'bonusw', 'bonusd', 'fx', 'order')
  const unit = fc.record({
    type: fc.constantFrom('combat', 'officer', 'support', 'tactic', 'godmother'),
    power: fc.integer({ min: 0, max: 100_000_000 }),
    bonus: fc.array(fc.record({ key: bonusKey, value: fc.integer({ min: 0, max: 1_000_000 }) }), {
      maxLength: 4,
    }),
  })

  it('adding a unit with non-negative power and bonuses never decreases power', () => {
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 14 }), unit, terrains, (units, extra, terrain) => {
        expect(divisionPower([...units, extra], terrain)).toBeGreaterThanOrEqual(
          divisionPower(units, terrain),
        )
      }),
    )
  })
  it('power does not depend on unit order', () => {
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 14 }), terrains, (units, terrain) => {
        expect(divisionPower([...units].reverse(), terrain)).toBe(divisionPower(units, terrain))
      }),
    )
  })
})
