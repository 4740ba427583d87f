import { describe, expect, it } from 'vitest'
import { readyBreakdown, shortfallText } from './readyText'

describe('readyBreakdown', () => {
  it('names buildings and fights, singular or plural, leaving out what is 0', () => {
    expect(readyBreakdown(2, 1)).toBe('2 buildings, 1 fight')
    expect(readyBreakdown(1, 3)).toBe('1 building, 3 fights')
    expect(readyBreakdown(0, 2)).toBe('2 fights')
    expect(readyBreakdown(1, 0)).toBe('1 building')
    expect(readyBreakdown(0, 0)).toBe('')
  })
})

describe('shortfallText', () => {
  it('one sentence per token, with 4 decimals and thousands grouped', () => {
    expect(shortfallText([{ symbol: 'DOVX', needed: 1_500_000n, balance: 1_000_000n }])).toBe(
      'Not enough DOVX in game: claiming all costs 150.0000, you have 100.0000.',
    )
    expect(
      shortfallText([
        { symbol: 'DOVX', needed: 12_345_000_000n, balance: 0n },
        { symbol: 'DOVS', needed: 7_500n, balance: 2_500n },
      ]),
    ).toBe(
      'Not enough DOVX in game: claiming all costs 1,234,500.0000, you have 0.0000. ' +
        'Not enough DOVS in game: claiming all costs 0.7500, you have 0.2500.',
    )
  })

  it('nothing short: no words', () => {
    expect(shortfallText([])).toBe('')
  })
})
