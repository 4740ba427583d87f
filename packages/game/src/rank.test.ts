import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { commanderRank, nextRankText, RANKS } from './rank'

describe('commanderRank', () => {
  it('starts each rank at its threshold and keeps it up to the next one', () => {
    const cases: [number, string, number | null][] = [
      [0, 'Private', 1],
      [1, 'Corporal', 5],
      [4, 'Corporal', 5],
      [5, 'Sergeant', 15],
      [14, 'Sergeant', 15],
      [15, 'Lieutenant', 40],
      [39, 'Lieutenant', 40],
      [40, 'Captain', 100],
      [99, 'Captain', 100],
      [100, 'Major', 250],
      [249, 'Major', 250],
      [250, 'Colonel', 600],
      [599, 'Colonel', 600],
      [600, 'General', null],
      [1_000_000, 'General', null],
    ]
    for (const [victories, title, next] of cases)
      expect(commanderRank(victories), `${victories} victories`).toMatchObject({ title, next })
  })

  it('has every rank at its own threshold and one below it the rank before', () => {
    RANKS.forEach((rank, level) => {
      expect(commanderRank(rank.from)).toEqual({
        title: rank.title,
        level,
        next: RANKS[level + 1]?.from ?? null,
      })
      if (level > 0) expect(commanderRank(rank.from - 1).level).toBe(level - 1)
    })
  })

  it('refuses a count that is not a whole number of at least 0', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => commanderRank(bad)).toThrow(RangeError)
  })

  it('never goes down as victories grow, and its next threshold is above the count', () => {
    fc.assert(
      fc.property(fc.nat(2_000), fc.nat(2_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const lower = commanderRank(low)
        const higher = commanderRank(high)
        expect(higher.level).toBeGreaterThanOrEqual(lower.level)
        expect(RANKS[higher.level]?.from).toBeLessThanOrEqual(high)
        if (higher.next !== null) expect(higher.next).toBeGreaterThan(high)
      }),
    )
  })
})

describe('nextRankText', () => {
  it('says the victories left to the next rank, or that none is higher', () => {
    expect(nextRankText(0)).toBe('1 victory to Corporal')
    expect(nextRankText(52)).toBe('48 victories to Major')
    expect(nextRankText(599)).toBe('1 victory to General')
    expect(nextRankText(600)).toBe('The highest rank')
    expect(nextRankText(12_000)).toBe('The highest rank')
  })
})
