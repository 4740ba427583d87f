import { describe, expect, it } from 'vitest'
import { avatarId, balanceUnits, headerBalances } from './balances'

const rows = [
  { balance: '12.3456 DOVX' },
  { balance: '0.0099 DOVH' },
  { balance: '3 AVT' },
  { balance: 'garbage' },
]

describe('balances', () => {
  it('header: 12.3456 → "12.34", 0.0099 → "0.00", absent → "0.00"', () => {
    expect(headerBalances(rows)).toEqual({
      dovx: '12.34',
      dovf: '0.00',
      dovh: '0.00',
      dovs: '0.00',
      dovr: '0.00',
    })
  })
  it('balanceUnits: DOVX 123456, DOVR absent 0', () => {
    expect(balanceUnits(rows, 'DOVX')).toBe(123_456n)
    expect(balanceUnits(rows, 'DOVR')).toBe(0n)
  })
  it('avatar id from "3 AVT" → "3"; absent → "1"', () => {
    expect(avatarId(rows)).toBe('3')
    expect(avatarId([])).toBe('1')
    expect(avatarId([{ balance: '0 AVT' }])).toBe('1')
  })
})
