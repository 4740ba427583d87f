import { describe, expect, it } from 'vitest'
import { pairGet, pairSum, pairSumIgnoreCase } from './pairs'

describe('key/value vectors', () => {
  const pairs = [
    { key: 'bonusw', value: 100 },
    { key: 'Desert', value: 5 },
    { key: 'bonusw', value: 20 },
  ]
  it('pairSum adds every entry of a key: 100 + 20 = 120; absent → 0', () => {
    expect(pairSum(pairs, 'bonusw')).toBe(120)
    expect(pairSum(pairs, 'bonusd')).toBe(0)
  })
  it('pairGet returns the first entry or undefined', () => {
    expect(pairGet(pairs, 'bonusw')).toBe(100)
    expect(pairGet(pairs, 'nope')).toBeUndefined()
  })
  it('terrain keys match ignoring case: desert → 5', () => {
    expect(pairSumIgnoreCase(pairs, 'desert')).toBe(5)
  })
})
