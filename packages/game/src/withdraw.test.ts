import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AmountError } from './amount'
import { feeLabel, withdrawFee, withdrawNet } from './withdraw'

describe('withdrawNet', () => {
  it('100.0000 − 100.0000 × 5 / 100 = 95.0000', () => {
    expect(withdrawNet(1_000_000n, 5)).toBe(950_000n)
    expect(withdrawFee(1_000_000n, 5)).toBe(50_000n)
  })
  it('rounds the net down: 0.0001 × (1 − 5/100) = 0.000095 → 0', () => {
    expect(withdrawNet(1n, 5)).toBe(0n)
  })
  it('fractional fee 2.5 %: 10.0000 × 0.975 = 9.7500', () => {
    expect(withdrawNet(100_000n, 2.5)).toBe(97_500n)
  })
  it('fee 0 → all; fee 100 → nothing; out of range throws', () => {
    expect(withdrawNet(123n, 0)).toBe(123n)
    expect(withdrawNet(123n, 100)).toBe(0n)
    expect(() => withdrawNet(1n, 101)).toThrow(AmountError)
    expect(() => withdrawNet(1n, Number.NaN)).toThrow(AmountError)
  })
  it('property: 0 ≤ net ≤ amount and net + fee = amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, bp) => {
          const fee = bp / 100
          const net = withdrawNet(a, fee)
          expect(net >= 0n && net <= a).toBe(true)
          expect(net + withdrawFee(a, fee)).toBe(a)
        },
      ),
    )
  })
})

describe('feeLabel', () => {
  it('"5%" when known, "-" when unknown', () => {
    expect(feeLabel({ wfee: 5 })).toBe('5%')
    expect(feeLabel(undefined)).toBe('-')
  })
})
