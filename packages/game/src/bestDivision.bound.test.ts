import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardTerms } from './bestDivision'
import { fightOutcome } from './fight'
import { divisionPower, exactPower, type UnitStats } from './power'
import type { Zone } from './rows'

// `bestDivision` prunes with bounds that hold only while the rules' power is additive per card:
// a division's power is exactPower(Σ unit term, Σ bonusw) and its bonusd Σ bonusd, over the very
// per-card terms the search reads (`cardTerms`). These properties check that assumption against
// the rules themselves (`divisionPower`, `fightOutcome`), so a power rule where a card's worth
// depends on the other cards (a set bonus, a cap per class) fails here instead of silently
// making the proposal suboptimal.

const TERRAINS = ['plain', 'forest', 'desert'] as const
/** Exact power (1/10^14 points) per power unit (1/10^4 point). */
const UNITS_DIVISOR = 10n ** 10n

/** Units as the planner sees them: every unit type, terrain bonuses (any case), bonusw, bonusd. */
const unitArb: fc.Arbitrary<UnitStats> = fc
  .record({
    type: fc.constantFrom(
      'combat',
      'combat',
      'combat',
      'officer',
      'support',
      'tactic',
      'godmother',
    ),
    power: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000_000 })),
    terrain: fc.constantFrom(...TERRAINS, 'Plain', 'FOREST'),
    terrainBonus: fc.oneof(fc.constant(0), fc.integer({ min: -5_000, max: 5_000 })),
    bonusw: fc.oneof(fc.constant(0), fc.integer({ min: -100_000, max: 250_000 })),
    bonusd: fc.oneof(fc.constant(0), fc.integer({ min: -50_000, max: 250_000 })),
    order: fc.integer({ min: 1, max: 6 }),
  })
  .map(({ type, power, terrain, terrainBonus, bonusw, bonusd, order }) => ({
    type,
    power,
    bonus: [
      { key: 'fx', value: 5 },
      { key: 'order', value: order },
      ...(terrainBonus ? [{ key: terrain, value: terrainBonus }] : []),
      ...(bonusw ? [{ key: 'bonusw', value: bonusw }] : []),
      ...(bonusd ? [{ key: 'bonusd', value: bonusd }] : []),
    ],
  }))

/** Up to a full division's 14 units, several of a type (where a set bonus would show). */
const divisionArb = fc.record({
  units: fc.array(unitArb, { maxLength: 14 }),
  terrain: fc.constantFrom(...TERRAINS),
})

/** Rounded toward −∞, as the rules round the power once. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q
}

function zoneOn(terrain: string): Zone {
  return {
    id: 1,
    name: 'Omaha Beach',
    terrain,
    open: true,
    nbwins: 1,
    wmini: 0,
    nextZone: 2,
    costs: [],
    resolutions: [],
    pre_allow: [],
    power: [],
  }
}

describe('bestDivision: the power is additive per card, as its pruning bounds assume', () => {
  it("the rules' power of a division is exactPower of the sums of its cards' terms", () => {
    fc.assert(
      fc.property(divisionArb, ({ units, terrain }) => {
        let base = 0n
        let bonusw = 0
        let bonusd = 0
        for (const unit of units) {
          const terms = cardTerms(unit, terrain)
          base += terms.base
          bonusw += terms.bonusw
          bonusd += terms.bonusd
        }
        const fromTerms = Number(floorDiv(exactPower(base, bonusw), UNITS_DIVISOR))
        expect(divisionPower(units, terrain)).toBe(fromTerms)
        const outcome = fightOutcome(units, zoneOn(terrain), [])
        expect(outcome.power).toBe(fromTerms)
        expect(outcome.bonusw).toBe(bonusw)
        expect(outcome.bonusd).toBe(bonusd)
      }),
      { numRuns: 500, seed: 5 },
    )
  })

  it('taken cards plus any r more stay under the bound from the r best terms (the search domain)', () => {
    // The bound's reasoning, against the rules' power: sums of the cards taken plus, per sum on its
    // own, the r best positive values of the cards left. Non-negative terms and a positive bonusw
    // factor, as in the domain where the search is exact.
    const inDomain = fc.record({
      taken: fc.array(unitArb, { maxLength: 6 }),
      pool: fc.array(unitArb, { maxLength: 8 }),
      picks: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      r: fc.integer({ min: 0, max: 8 }),
      terrain: fc.constantFrom(...TERRAINS),
    })
    fc.assert(
      fc.property(inDomain, ({ taken, pool, picks, r, terrain }) => {
        const all = [...taken, ...pool]
        fc.pre(all.every((unit) => cardTerms(unit, terrain).base >= 0n))
        fc.pre(all.every((unit) => cardTerms(unit, terrain).bonusw >= -60_000))
        const best = (values: number[]) =>
          values
            .filter((v) => v > 0)
            .sort((x, y) => y - x)
            .slice(0, r)
        let base = 0n
        let bonusw = 0
        for (const unit of taken) {
          base += cardTerms(unit, terrain).base
          bonusw += cardTerms(unit, terrain).bonusw
        }
        const poolTerms = pool.map((unit) => cardTerms(unit, terrain))
        for (const b of best(poolTerms.map((t) => Number(t.base)))) base += BigInt(b)
        for (const w of best(poolTerms.map((t) => t.bonusw))) bonusw += w
        const bound = Number(floorDiv(exactPower(base, bonusw), UNITS_DIVISOR))
        const added = pool.filter((_, k) => picks[k]).slice(0, r)
        expect(divisionPower([...taken, ...added], terrain)).toBeLessThanOrEqual(bound)
      }),
      { numRuns: 300, seed: 6 },
    )
  })
})
