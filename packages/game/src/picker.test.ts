import { describe, expect, it } from 'vitest'
import { pickerCards } from './picker'

const cards = [
  { asset_id: '1', type: 'officer', rarity: 'Common' },
  { asset_id: '2', type: 'officer', rarity: 'Epic' },
  { asset_id: '3', type: 'combat', rarity: 'Epic' },
  { asset_id: '4', type: 'combat', rarity: 'Common' },
]
const ids = (list: { asset_id: string }[]) => list.map((card) => card.asset_id)

describe('pickerCards', () => {
  it('officer slot → officer cards (1, 2)', () => {
    expect(ids(pickerCards(cards, 'officer', new Set()))).toEqual(['1', '2'])
  })
  it('combat7 slot → combat cards (3, 4)', () => {
    expect(ids(pickerCards(cards, 'combat7', new Set()))).toEqual(['3', '4'])
  })
  it('cards placed in any division are hidden: 3 placed → 4', () => {
    expect(ids(pickerCards(cards, 'combat4', new Set(['3'])))).toEqual(['4'])
  })
  it('rarity filter Epic → 3; All → 3, 4', () => {
    expect(ids(pickerCards(cards, 'combat4', new Set(), 'Epic'))).toEqual(['3'])
    expect(ids(pickerCards(cards, 'combat4', new Set(), 'All'))).toEqual(['3', '4'])
  })
  it('no tactic cards → empty', () => {
    expect(pickerCards(cards, 'tactic', new Set())).toEqual([])
  })
})
