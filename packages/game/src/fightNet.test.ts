import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Amount, TOKEN_PRECISION } from './amount'
import { lastsSeconds } from './economy'
import {
  earningsUnits,
  FIGHT_TOKENS,
  type FightResult,
  fightFlows,
  fightOutcome,
  fightWarning,
  formatNet,
  formatSignedUnits,
  losingTokens,
  warningText,
  zoneCosts,
} from './fight'
import type { Zone } from './rows'
import { afterFight } from './warRoom'

const amount = (units: bigint, symbol: string): Amount => ({
  units,
  precision: TOKEN_PRECISION,
  symbol,
})
const costs = (dovh: bigint, dovx: bigint) => ({
  DOVH: amount(dovh, 'DOVH'),
  DOVX: amount(dovx, 'DOVX'),
})

/** The demo's zone 1: costs 1.0000 DOVH and 0.5000 DOVX; win 5, draw 2, loss 0.5 DOVX. */
const zone1: Pick<Zone, 'terrain' | 'power' | 'pre_allow' | 'resolutions' | 'costs'> = {
  terrain: 'plain',
  costs: [
    { key: 'DOVH', value: 10_000 },
    { key: 'DOVX', value: 5_000 },
  ],
  resolutions: [
    { key: 'win', value: 50_000 },
    { key: 'draw', value: 20_000 },
    { key: 'loss', value: 5_000 },
  ],
  power: [
    { key: 'win', value: 2_000_000 },
    { key: 'draw', value: 1_000_000 },
    { key: 'loss', value: 10_000 },
  ],
  pre_allow: [],
}

describe('fightFlows', () => {
  it('a Defeat in zone 1 pays its loss resolution: 0.5000 DOVX; nets 0 DOVX and −1.0000 DOVH', () => {
    const outcome = fightOutcome([{ type: 'combat', power: 408_000, bonus: [] }], zone1, [])
    expect(outcome.result).toBe('loss')
    expect(outcome.payout).toBe(5_000n)
    const flows = fightFlows(outcome.payout, zoneCosts(zone1))
    expect(flows).toEqual({
      DOVX: { earned: 5_000n, cost: 5_000n, net: 0n },
      DOVH: { earned: 0n, cost: 10_000n, net: -10_000n },
    })
    expect(formatNet(flows)).toBe('DOVX 0.0000 · DOVH \u22121.0000')
    expect(losingTokens(flows)).toEqual(['DOVH'])
  })

  it('a Victory nets its payout less the DOVX cost', () => {
    const flows = fightFlows(53_250n, costs(10_000n, 5_000n))
    expect(formatNet(flows)).toBe('DOVX +4.8250 · DOVH \u22121.0000')
  })

  it('property: net = earnings − costs per token; DOVX earnings are the payout, DOVH none', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (payout, dovh, dovx) => {
          const flows = fightFlows(payout, costs(dovh, dovx))
          expect(flows.DOVX.earned).toBe(payout)
          expect(flows.DOVH.earned).toBe(0n)
          expect(flows.DOVX.cost).toBe(dovx)
          expect(flows.DOVH.cost).toBe(dovh)
          for (const token of FIGHT_TOKENS) {
            expect(flows[token].net).toBe(flows[token].earned - flows[token].cost)
          }
        },
      ),
    )
  })

  it("property: a Defeat's DOVX earnings are what the rules pay (the loss resolution × bonusd)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.integer({ min: 0, max: 10 ** 7 }),
        (loss, bonusd, dovx) => {
          const zone = {
            ...zone1,
            costs: [{ key: 'DOVX', value: dovx }],
            resolutions: [{ key: 'loss', value: loss }],
            power: [{ key: 'loss', value: 1 }],
          }
          const unit = { type: 'combat', power: 10_000, bonus: [{ key: 'bonusd', value: bonusd }] }
          const outcome = fightOutcome([unit], zone, [])
          expect(outcome.result).toBe('loss')
          const flows = fightFlows(outcome.payout, zoneCosts(zone))
          expect(flows.DOVX.earned).toBe(earningsUnits(loss, bonusd))
          expect(flows.DOVX.net).toBe(earningsUnits(loss, bonusd) - BigInt(dovx))
          expect(fightWarning(outcome.result, flows)).toBe('defeat')
        },
      ),
    )
  })
})

describe('formatSignedUnits', () => {
  it('signs what is not 0, with 4 decimals and a true minus', () => {
    expect(formatSignedUnits(12_345n)).toBe('+1.2345')
    expect(formatSignedUnits(-10_000n)).toBe('\u22121.0000')
    expect(formatSignedUnits(0n)).toBe('0.0000')
    expect(formatSignedUnits(-12_345_678_900n)).toBe('\u22121,234,567.8900')
  })
})

describe('fightWarning', () => {
  const flows = (payout: bigint, dovh: bigint, dovx: bigint) =>
    fightFlows(payout, costs(dovh, dovx))
  it('a Defeat is warned, whatever it nets', () => {
    expect(fightWarning('loss', flows(5_000n, 10_000n, 5_000n))).toBe('defeat')
    expect(fightWarning('loss', flows(90_000n, 0n, 0n))).toBe('defeat')
  })
  it('a fight that loses every token it moves is warned', () => {
    expect(fightWarning('draw', flows(4_000n, 10_000n, 5_000n))).toBe('loses')
    // X (authorized, below every threshold) pays nothing and still costs.
    expect(fightWarning('X', flows(0n, 10_000n, 5_000n))).toBe('loses')
    // A token it neither pays nor charges does not count.
    expect(fightWarning('win', flows(0n, 0n, 5_000n))).toBe('loses')
  })
  it('a fight that breaks even or gains in some token is not', () => {
    expect(fightWarning('win', flows(53_250n, 10_000n, 5_000n))).toBeUndefined()
    expect(fightWarning('draw', flows(5_000n, 10_000n, 5_000n))).toBeUndefined()
    expect(fightWarning('win', flows(0n, 0n, 0n))).toBeUndefined()
  })
  it('property: not a Defeat → warned ⇔ some token moves and every moved token nets < 0', () => {
    const results: FightResult[] = ['win', 'draw', 'X']
    fc.assert(
      fc.property(
        fc.constantFrom(...results),
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
        (result, payout, dovh, dovx) => {
          const f = flows(payout, dovh, dovx)
          const dovxMoves = payout > 0n || dovx > 0n
          // DOVH is only ever charged: when it moves, it loses.
          const expected = (dovxMoves || dovh > 0n) && (!dovxMoves || payout < dovx)
          expect(fightWarning(result, f) === 'loses').toBe(expected)
          // Whatever is warned leaves the player fewer of some token.
          if (fightWarning(result, f)) expect(losingTokens(f).length).toBeGreaterThan(0)
        },
      ),
    )
  })
})

describe('afterFight', () => {
  const zone = costs(10_000n, 5_000n)
  it('1.5000 DOVH in game, a fight costing 1.0000: 0.5000 left, not enough for the next', () => {
    const balances = [{ balance: '1.5000 DOVH' }, { balance: '10.0000 DOVX' }]
    expect(afterFight(balances, fightFlows(5_000n, zone))).toEqual([
      { token: 'DOVX', after: 100_000n, enough: true },
      { token: 'DOVH', after: 5_000n, enough: false },
    ])
  })
  it("the claim's DOVX pays for the next fight", () => {
    const balances = [{ balance: '0.5000 DOVX' }, { balance: '5.0000 DOVH' }]
    const [dovx] = afterFight(balances, fightFlows(5_000n, zone))
    expect(dovx).toEqual({ token: 'DOVX', after: 5_000n, enough: true })
  })
  it('an absent row is 0', () => {
    const [, dovh] = afterFight([], fightFlows(0n, zone))
    expect(dovh?.after).toBe(-10_000n)
    expect(dovh?.enough).toBe(false)
  })
  it('property: after = balance + net; enough ⇔ after ≥ cost', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (h, x, payout, dovh, dovx) => {
          const balances = [{ balance: `${amount4(h)} DOVH` }, { balance: `${amount4(x)} DOVX` }]
          const flows = fightFlows(payout, costs(dovh, dovx))
          const [ax, ah] = afterFight(balances, flows)
          expect(ax?.after).toBe(x + payout - dovx)
          expect(ah?.after).toBe(h - dovh)
          expect(ax?.enough).toBe(x + payout - dovx >= dovx)
          expect(ah?.enough).toBe(h - dovh >= dovh)
        },
      ),
    )
  })
})

function amount4(units: bigint): string {
  return `${units / 10_000n}.${String(units % 10_000n).padStart(4, '0')}`
}

describe('lastsSeconds', () => {
  it('80.0000 DOVH at −20.0000 per hour lasts 4 h', () => {
    expect(lastsSeconds(800_000n, -200_000n)).toBe(14_400n)
  })
  it('a net that is not negative never runs out', () => {
    expect(lastsSeconds(800_000n, 0n)).toBeUndefined()
    expect(lastsSeconds(0n, 5n)).toBeUndefined()
  })
  it('an empty balance lasts 0', () => {
    expect(lastsSeconds(0n, -1n)).toBe(0n)
    expect(lastsSeconds(-5n, -1n)).toBe(0n)
  })
  it('property: rounded down: lasts × rate ≤ balance × 3600 < (lasts + 1) × rate', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        (balance, rate) => {
          const lasts = lastsSeconds(balance, -rate)
          if (lasts === undefined) throw new Error('a negative net runs out')
          expect(lasts * rate <= balance * 3600n).toBe(true)
          expect(balance * 3600n < (lasts + 1n) * rate).toBe(true)
        },
      ),
    )
  })
})

describe('warningText', () => {
  it('names the expected Defeat and the tokens lost, DOVH first', () => {
    expect(warningText('defeat', ['DOVH'])).toBe('Expected: Defeat — this fight loses DOVH.')
    expect(warningText('defeat', ['DOVX', 'DOVH'])).toBe(
      'Expected: Defeat — this fight loses DOVH and DOVX.',
    )
    expect(warningText('defeat', [])).toBe('Expected: Defeat.')
    expect(warningText('loses', ['DOVX', 'DOVH'])).toBe(
      'This fight costs more than it earns — this fight loses DOVH and DOVX.',
    )
    expect(warningText(undefined, ['DOVH'])).toBeUndefined()
  })
})
