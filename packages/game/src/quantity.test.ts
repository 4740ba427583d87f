import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AmountError, formatUnits } from './amount'
import { parseDecimal, toQuantity } from './quantity'

describe('parseDecimal / toQuantity', () => {
  it('"12.3" → 12.3000 = 123000 units', () => {
    expect(parseDecimal('12.3')).toBe(123_000n)
  })
  it('extra decimals are dropped (rounded down): "1.23456" → 12345 units', () => {
    expect(parseDecimal('1.23456')).toBe(12_345n)
  })
  it('"", "." and ".5" read as 0, 0 and 5000 units', () => {
    expect(parseDecimal('')).toBe(0n)
    expect(parseDecimal('.')).toBe(0n)
    expect(parseDecimal('.5')).toBe(5000n)
  })
  it.each(['-1', '1e3', 'abc', '1,5'])('rejects %j', (input) => {
    expect(() => parseDecimal(input)).toThrow(AmountError)
  })
  it('the quantity sent for "12.3" DOVX is "12.3000 DOVX" (§5 4 decimals plus symbol)', () => {
    expect(toQuantity('12.3', 'DOVX')).toBe('12.3000 DOVX')
  })
})

describe('round trip (property)', () => {
  it('parseDecimal(formatUnits(u, 4)) = u for non-negative units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n }), (units) => {
        expect(parseDecimal(formatUnits(units, 4))).toBe(units)
      }),
    )
  })
})

describe('input format', () => {
  it('is not grouped by thousands', () => {
    expect(toQuantity('2500', 'DOVX')).toBe('2500.0000 DOVX')
  })
})
