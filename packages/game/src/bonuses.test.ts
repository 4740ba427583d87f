import { describe, expect, it } from 'vitest'
import { divisionEffects, percent, terrainEffects } from './bonuses'

describe('percent', () => {
  it('signed, at most 2 decimals', () => {
    expect(percent(2000, 100)).toBe('+20%')
    expect(percent(25_000, 10_000)).toBe('+2.5%')
    expect(percent(-50, 100)).toBe('-0.5%')
    expect(percent(1, 30_000)).toBe('+0%')
  })
})

describe('bonus effects', () => {
  const bonus = [
    { key: 'bonusw', value: 20_000 },
    { key: 'bonusd', value: 25_000 },
    { key: 'order', value: 3 },
    { key: 'fx', value: 5 },
    { key: 'plain', value: 2000 },
    { key: 'forest', value: -500 },
    { key: 'urban', value: 0 },
  ]

  it('names the division bonuses, summed per key, and leaves out a zero', () => {
    expect(divisionEffects(bonus)).toEqual(['Division power +2%', 'Earnings +2.5%'])
    expect(divisionEffects([...bonus, { key: 'bonusw', value: -20_000 }])).toEqual([
      'Earnings +2.5%',
    ])
  })

  it('names every terrain with a bonus, and nothing else', () => {
    expect(terrainEffects(bonus)).toEqual(['+20% on plain', '-5% on forest'])
  })
})
