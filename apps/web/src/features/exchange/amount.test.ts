import { describe, expect, it } from 'vitest'
import { balanceText, checkAmount, totalText } from './amount'

const BALANCE = 1_000_000n // 100.0000

describe('checkAmount', () => {
  it('accepts a deposit within the balance; the total is the amount', () => {
    expect(checkAmount('12.5', 'deposit', BALANCE, undefined)).toEqual({
      ok: true,
      units: 125_000n,
      total: 125_000n,
    })
  })

  it('an unknown balance (a failed read) is never taken for zero or for enough', () => {
    expect(checkAmount('5', 'deposit', undefined, 5)).toEqual({
      ok: false,
      message: 'Your balance could not be read, so this amount cannot be checked yet.',
      total: undefined,
    })
  })

  it('withdrawal total is the amount less the fee: 100 at 5% → 95.0000', () => {
    expect(checkAmount('100', 'withdraw', BALANCE, 5)).toEqual({
      ok: true,
      units: 1_000_000n,
      total: 950_000n,
    })
  })

  it('explains every bad input and keeps a total where one exists', () => {
    expect(checkAmount('', 'deposit', BALANCE, 5)).toMatchObject({
      ok: false,
      message: 'Enter an amount.',
    })
    expect(checkAmount('abc', 'deposit', BALANCE, 5)).toMatchObject({
      ok: false,
      message: 'Amounts are numbers, like 12.5',
    })
    expect(checkAmount('-1', 'deposit', BALANCE, 5).ok).toBe(false)
    expect(checkAmount('1e3', 'deposit', BALANCE, 5).ok).toBe(false)
    expect(checkAmount('1.23456', 'deposit', BALANCE, 5)).toMatchObject({
      message: 'At most 4 decimals.',
    })
    expect(checkAmount('0', 'deposit', BALANCE, 5)).toMatchObject({
      message: 'Enter an amount above 0.',
      total: 0n,
    })
    expect(checkAmount('100.0001', 'deposit', BALANCE, 5)).toMatchObject({
      message: 'That is more than your balance (100.0000).',
      total: undefined,
    })
  })

  it('refuses a withdrawal while the fee is unknown, and one the fee eats whole', () => {
    expect(checkAmount('1', 'withdraw', BALANCE, undefined)).toEqual({
      ok: false,
      message: 'The withdrawal fee is not known yet.',
      total: undefined,
    })
    // 0.0001 at 5 %: floor(1 × 0.95) = 0
    expect(checkAmount('0.0001', 'withdraw', BALANCE, 5)).toMatchObject({
      ok: false,
      message: 'Too small to withdraw after the fee.',
    })
  })

  it('accepts "1." and ".5" as numbers', () => {
    expect(checkAmount('1.', 'deposit', BALANCE, 5)).toMatchObject({ ok: true, units: 10_000n })
    expect(checkAmount('.5', 'deposit', BALANCE, 5)).toMatchObject({ ok: true, units: 5_000n })
  })
})

describe('balanceText', () => {
  it('being read: …; not readable: unknown, never 0; else 4 decimals', () => {
    expect(balanceText(undefined, true)).toBe('…')
    expect(balanceText(BALANCE, true)).toBe('…')
    expect(balanceText(undefined, false)).toBe('unknown')
    expect(balanceText(0n, false)).toBe('0.0000')
    expect(balanceText(BALANCE, false)).toBe('100.0000')
  })
})

describe('totalText', () => {
  it('what arrives, with 4 decimals; - while it cannot be told', () => {
    expect(totalText(checkAmount('100', 'withdraw', BALANCE, 5))).toBe('95.0000')
    expect(totalText(checkAmount('0', 'deposit', BALANCE, undefined))).toBe('0.0000')
    expect(totalText(checkAmount('', 'deposit', BALANCE, undefined))).toBe('-')
    expect(totalText(checkAmount('100', 'withdraw', BALANCE, undefined))).toBe('-')
  })
})
