import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Amount, formatAsset, parseAsset } from './amount'
import { formatMissing, insufficientMessage, shortfalls, totalCosts } from './costs'

const amount = (text: string) => parseAsset(text)
const SYMBOLS = ['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR'] as const

const cost = fc.record({
  units: fc.bigInt({ min: 0n, max: 10_000_000n }),
  precision: fc.constant(4),
  symbol: fc.constantFrom(...SYMBOLS),
})
const balance = fc.record({
  units: fc.bigInt({ min: 0n, max: 10_000_000n }),
  symbol: fc.constantFrom(...SYMBOLS),
})

describe('totalCosts', () => {
  it('sums a token listed twice, in the order tokens first appear', () => {
    expect(
      totalCosts([amount('1.5000 DOVX'), amount('2.0000 DOVS'), amount('0.2500 DOVX')]),
    ).toEqual([amount('1.7500 DOVX'), amount('2.0000 DOVS')])
  })

  it('adds different precisions at the larger one: 1.5 + 0.0001 = 1.5001', () => {
    expect(totalCosts([amount('1.5 DOVX'), amount('0.0001 DOVX')])).toEqual([amount('1.5001 DOVX')])
  })

  it('keeps every unit and names each token once (property)', () => {
    fc.assert(
      fc.property(fc.array(cost, { maxLength: 8 }), (costs) => {
        const totals = totalCosts(costs)
        expect(new Set(totals.map((t) => t.symbol)).size).toBe(totals.length)
        for (const total of totals) {
          const sum = costs
            .filter((c) => c.symbol === total.symbol)
            .reduce((s, c) => s + c.units, 0n)
          expect(total.units).toBe(sum)
        }
      }),
    )
  })
})

describe('shortfalls', () => {
  const rows = [{ balance: '500.0000 DOVX' }, { balance: '200.0000 DOVR' }, { balance: '3 AVT' }]

  it('none when the balances cover every cost, exactly too', () => {
    expect(shortfalls([amount('500.0000 DOVX'), amount('200.0000 DOVR')], rows)).toEqual([])
  })

  it('750 DOVX against 500: 250 missing; an absent token is 0', () => {
    expect(shortfalls([amount('750.0000 DOVX'), amount('1.0000 DOVS')], rows)).toEqual([
      {
        cost: amount('750.0000 DOVX'),
        balance: amount('500.0000 DOVX'),
        missing: amount('250.0000 DOVX'),
      },
      {
        cost: amount('1.0000 DOVS'),
        balance: amount('0.0000 DOVS'),
        missing: amount('1.0000 DOVS'),
      },
    ])
  })

  it('one unit short is short: 500.0001 DOVX against 500', () => {
    expect(shortfalls([amount('500.0001 DOVX')], rows).map((s) => formatAsset(s.missing))).toEqual([
      '0.0001 DOVX',
    ])
  })

  it('none ⇔ paying leaves no balance negative; missing = cost − balance (property)', () => {
    fc.assert(
      fc.property(fc.array(cost, { maxLength: 6 }), fc.array(balance, { maxLength: 6 }), (c, b) => {
        const held = new Map<string, bigint>(b.map((x) => [x.symbol, x.units]))
        const rows = [...held].map(([symbol, units]) => ({
          balance: formatAsset({ units, precision: 4, symbol }),
        }))
        const short = shortfalls(c, rows)
        const after = totalCosts(c).map((t: Amount) => (held.get(t.symbol) ?? 0n) - t.units)
        expect(short.length === 0).toBe(after.every((units) => units >= 0n))
        for (const s of short) {
          expect(s.missing.units).toBe(s.cost.units - s.balance.units)
          expect(s.missing.units).toBeGreaterThan(0n)
        }
      }),
    )
  })

  it('the refusal names the token: "Insufficient DOVX balance"', () => {
    expect(insufficientMessage('DOVX')).toBe('Insufficient DOVX balance')
  })
})

describe('formatMissing', () => {
  const rows = [{ balance: '500.0000 DOVX' }]
  const short = (costs: string[]) => shortfalls(costs.map(amount), rows)

  it('one, two and three tokens, with 4 decimals', () => {
    expect(formatMissing([])).toBe('')
    expect(formatMissing(short(['750 DOVX']))).toBe('250.0000 DOVX')
    expect(formatMissing(short(['750.0000 DOVX', '0.5 DOVS']))).toBe(
      '250.0000 DOVX and 0.5000 DOVS',
    )
    expect(formatMissing(short(['1.0000 DOVH', '1.0000 DOVR', '501.0000 DOVX']))).toBe(
      '1.0000 DOVH, 1.0000 DOVR and 1.0000 DOVX',
    )
  })
})
