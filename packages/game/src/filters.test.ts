import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUSION_CHOICES, filterAssets, RARITY_CHOICES, UTILITY_CHOICES } from './filters'
import { RARITIES, UTILITIES } from './rows'

const items = [
  { asset_id: '1', utility: 'Repair', fusion: 1, type: 'Repair', rarity: 'Common' },
  { asset_id: '2', utility: 'Fuel', fusion: 2, type: 'Fuel', rarity: 'Rare' },
  { asset_id: '3', utility: 'Fuel', fusion: 1, type: 'Fuel', rarity: 'Supreme' },
]
const ids = (list: { asset_id: string }[]) => list.map((item) => item.asset_id)

describe('filterAssets', () => {
  it('choices start with All', () => {
    expect(UTILITY_CHOICES).toEqual(['All', 'Repair', 'Health', 'Supply', 'Fuel'])
    expect(FUSION_CHOICES).toEqual(['All', 1, 2, 3, 4])
    expect(RARITY_CHOICES[0]).toBe('All')
    expect(RARITY_CHOICES).toHaveLength(7)
  })
  it('utility Fuel → 2, 3', () => {
    expect(ids(filterAssets(items, { utility: 'Fuel' }))).toEqual(['2', '3'])
  })
  it('utility Fuel and fusion 1 → 3', () => {
    expect(ids(filterAssets(items, { utility: 'Fuel', fusion: 1 }))).toEqual(['3'])
  })
  it('type and rarity filters', () => {
    expect(ids(filterAssets(items, { type: 'Repair' }))).toEqual(['1'])
    expect(ids(filterAssets(items, { rarity: 'Rare' }))).toEqual(['2'])
    expect(ids(filterAssets(items, { rarity: 'Epic' }))).toEqual([])
  })
  it('property: All on every filter is the identity', () => {
    const item = fc.record({
      asset_id: fc.string(),
      utility: fc.constantFrom(...UTILITIES),
      fusion: fc.integer({ min: 1, max: 4 }),
      type: fc.string(),
      rarity: fc.constantFrom(...RARITIES),
    })
    fc.assert(
      fc.property(fc.array(item), (list) => {
        expect(
          filterAssets(list, { utility: 'All', fusion: 'All', type: 'All', rarity: 'All' }),
        ).toEqual(list)
        expect(filterAssets(list, {})).toEqual(list)
      }),
    )
  })
  it('property: a filter result only holds matching items and is idempotent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UTILITY_CHOICES), (utility) => {
        const once = filterAssets(items, { utility })
        expect(filterAssets(once, { utility })).toEqual(once)
      }),
    )
  })
})
