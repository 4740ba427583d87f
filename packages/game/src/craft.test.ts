import { describe, expect, it } from 'vitest'
import { canCraft, craftCosts, craftList } from './craft'

describe('craft', () => {
  it('shows the first 6 of 8', () => {
    expect(craftList([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6])
  })
  it('craft button only when available > 0', () => {
    expect(canCraft({ available: 1 })).toBe(true)
    expect(canCraft({ available: 0 })).toBe(false)
  })
  it('costs parsed: "10.0000 DOVX" → 100000 units', () => {
    expect(craftCosts({ costs: ['10.0000 DOVX', 'bad'] })).toEqual([
      { units: 100_000n, precision: 4, symbol: 'DOVX' },
    ])
  })
})
