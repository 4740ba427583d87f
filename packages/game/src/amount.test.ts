import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AmountError,
  displayAmount,
  displayUnits,
  formatAsset,
  formatDelayHours,
  formatEarnings,
  formatHeaderBalance,
  formatTokenUnits,
  formatUnits,
  groupThousands,
  mulDivFloor,
  parseAsset,
  tokenIn,
  toUnits,
  tryParseAsset,
} from './amount'

describe('parseAsset', () => {
  it('"12.3456 DOVX" is 12 × 10000 + 3456 = 123456 units of precision 4', () => {
    expect(parseAsset('12.3456 DOVX')).toEqual({ units: 123456n, precision: 4, symbol: 'DOVX' })
  })
  it('"3 AVT" is 3 units of precision 0', () => {
    expect(parseAsset('3 AVT')).toEqual({ units: 3n, precision: 0, symbol: 'AVT' })
  })
  it('"-0.0001 DOVH" is -1 unit', () => {
    expect(parseAsset('-0.0001 DOVH').units).toBe(-1n)
  })
  it('keeps amounts beyond 2^53 exact: 99999999999999.9999 → 999999999999999999 units', () => {
    expect(parseAsset('99999999999999.9999 DOVX').units).toBe(999_999_999_999_999_999n)
  })
  it.each(['12.3456', 'DOVX', '12,3456 DOVX', '1.2.3 DOVX', '1 dovx', ''])('rejects %j', (text) => {
    expect(() => parseAsset(text)).toThrow(AmountError)
    expect(tryParseAsset(text)).toBeUndefined()
  })
})

describe('formatAsset / formatUnits', () => {
  it('123456 units, precision 4 → "12.3456 DOVX"', () => {
    expect(formatAsset({ units: 123456n, precision: 4, symbol: 'DOVX' })).toBe('12.3456 DOVX')
  })
  it('5 units, precision 4 → "0.0005"', () => {
    expect(formatUnits(5n, 4)).toBe('0.0005')
  })
  it('3 units, precision 0 → "3 AVT"', () => {
    expect(formatAsset({ units: 3n, precision: 0, symbol: 'AVT' })).toBe('3 AVT')
  })
  it('truncates: 123456 units to 2 decimals is 12.34 (not 12.35)', () => {
    expect(formatUnits(123456n, 4, 2)).toBe('12.34')
  })
  it('pads: 1234 units (precision 2) with 4 decimals → 12.3400', () => {
    expect(formatUnits(1234n, 2, 4)).toBe('12.3400')
  })
  it('negative: -123456 units → -12.3456; -1 unit at 2 decimals → 0.00 (no "-0.00")', () => {
    expect(formatUnits(-123456n, 4)).toBe('-12.3456')
    expect(formatUnits(-1n, 4, 2)).toBe('0.00')
  })
})

describe('display helpers', () => {
  it('header: "12.3456 DOVX" → "12.34"; missing or broken → "0.00"', () => {
    expect(formatHeaderBalance('12.3456 DOVX')).toBe('12.34')
    expect(formatHeaderBalance(undefined)).toBe('0.00')
    expect(formatHeaderBalance('oops')).toBe('0.00')
  })
  it('amounts 4 decimals: 50000 units → "5.0000"', () => {
    expect(formatTokenUnits(50_000n)).toBe('5.0000')
  })
  it('earnings 3 decimals: 30009 units → "3.000"', () => {
    expect(formatEarnings(30_009n)).toBe('3.000')
  })
  it('delay hours: 7200 s / 3600 = "2"; 5400 s = "1.5"; 1000 s = 0.2777… → "0.27"', () => {
    expect(formatDelayHours(7200)).toBe('2')
    expect(formatDelayHours(5400)).toBe('1.5')
    expect(formatDelayHours(1000)).toBe('0.27')
    expect(formatDelayHours(0)).toBe('0')
    expect(formatDelayHours(36000)).toBe('10')
  })
})

describe('integer arithmetic', () => {
  it('mulDivFloor rounds toward −∞: 7 × 1 / 2 = 3; −7 × 1 / 2 = −4', () => {
    expect(mulDivFloor(7n, 1n, 2n)).toBe(3n)
    expect(mulDivFloor(-7n, 1n, 2n)).toBe(-4n)
    expect(mulDivFloor(-6n, 1n, 2n)).toBe(-3n)
  })
  it('toUnits refuses fractions and unsafe integers', () => {
    expect(toUnits(42)).toBe(42n)
    expect(() => toUnits(1.5)).toThrow(AmountError)
    expect(() => toUnits(2 ** 60)).toThrow(AmountError)
  })
  it('property: mulDivFloor(v, n, d) = floor(v·n/d) exactly', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), fc.bigInt({ min: 1n }), (v, n, d) => {
        const q = mulDivFloor(v, n, d)
        expect(q * d <= v * n && v * n < (q + 1n) * d).toBe(true)
      }),
    )
  })
})

describe('round trip (property)', () => {
  const symbol = fc.stringMatching(/^[A-Z]{1,7}$/)
  it('formatAsset then parseAsset gives back the amount', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 8 }), symbol, (units, precision, sym) => {
        const amount = { units, precision, symbol: sym }
        expect(parseAsset(formatAsset(amount))).toEqual(amount)
      }),
    )
  })
  it('a canonical asset string survives parseAsset then formatAsset', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n }), fc.integer({ min: 0, max: 8 }), symbol, (u, p, s) => {
        const text = formatAsset({ units: u, precision: p, symbol: s })
        expect(formatAsset(parseAsset(text))).toBe(text)
      }),
    )
  })
})

describe('grouped thousands (what players read)', () => {
  it('groups the whole part only, keeping the sign and the decimals', () => {
    expect(groupThousands('0.00')).toBe('0.00')
    expect(groupThousands('999.9999')).toBe('999.9999')
    expect(groupThousands('1000.0000')).toBe('1,000.0000')
    expect(groupThousands('-1234567.891')).toBe('-1,234,567.891')
    expect(groupThousands('12345')).toBe('12,345')
    expect(groupThousands('-')).toBe('-')
  })

  it('display helpers group, chain and input formats never do', () => {
    expect(formatTokenUnits(10_000_000n)).toBe('1,000.0000')
    expect(formatEarnings(123_456_789n)).toBe('12,345.678')
    expect(formatHeaderBalance('1234567.8912 DOVX')).toBe('1,234,567.89')
    expect(displayAmount({ units: 25_000_000n, precision: 4, symbol: 'DOVX' })).toBe(
      '2,500.0000 DOVX',
    )
    expect(formatAsset({ units: 25_000_000n, precision: 4, symbol: 'DOVX' })).toBe('2500.0000 DOVX')
  })

  it('removing the commas gives back formatUnits, for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 8 }), (units, precision) => {
        const shown = displayUnits(units, precision)
        expect(shown.replaceAll(',', '')).toBe(formatUnits(units, precision))
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/)
      }),
    )
  })
})

describe('the token a line names', () => {
  it('marks a game token, and nothing else', () => {
    expect(tokenIn('+22.0000 DOVX')).toBe('DOVX')
    expect(tokenIn('Fee 0.5000 DOVF')).toBe('DOVF')
    expect(tokenIn('Zone Omaha Beach')).toBeUndefined()
    expect(tokenIn('+1.00000000 WAX')).toBeUndefined()
  })
})
