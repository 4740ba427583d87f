import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALL, FUSION_CHOICES } from './filters'
import {
  INVENTORY_ORDERS,
  INVENTORY_SCHEMAS,
  type InventoryItem,
  inventoryItems,
  inventoryView,
  matchesInventoryFilter,
  useLabel,
} from './inventory'
import { type Asset, RARITIES, rarityRank, UTILITIES } from './rows'

const asset = (asset_id: string, extra: Partial<Asset> = {}): Asset => ({
  asset_id,
  name: `Asset ${asset_id}`,
  img: '',
  template_id: 1,
  schema: 'units',
  fusion: 1,
  rarity: 'Common',
  utility: '',
  type: 'combat',
  power: 0,
  bonus: [],
  ...extra,
})

describe('inventoryItems', () => {
  const assets = [
    asset('10', { schema: 'buildings' }),
    asset('11', { schema: 'tools' }),
    asset('12'),
    asset('13'),
    asset('14'),
  ]
  const items = inventoryItems(
    assets,
    {
      buildings: [
        {
          asset_id: '10',
          owner: 'p',
          template_id: 1,
          last_claim: 0,
          type: 'Repair',
          rarity: 'Rare',
        },
      ],
      tools: [{ asset_id: '11', owner: 'p', type: 'clock', rarity: 'Common' }],
    },
    [
      // Numbered by division id, as the builder numbers them: 5 is DIVISION 1, 9 is DIVISION 2.
      { divID: 9, owner: 'p', zoneID: 1, end_time: 0, units: [{ key: 'officer', value: '13' }] },
      { divID: 5, owner: 'p', zoneID: 1, end_time: 0, units: [{ key: 'combat4', value: '12' }] },
    ],
  )

  it('says where each owned asset is in use, and keeps the order and every asset', () => {
    expect(items.map((item) => [item.asset_id, useLabel(item.use)])).toEqual([
      ['10', 'Staked in a building slot'],
      ['11', 'Staked in the clock tool slot'],
      ['12', 'Placed in DIVISION 1'],
      ['13', 'Placed in DIVISION 2'],
      ['14', 'Not in use'],
    ])
  })

  it('ignores rows of assets the player does not hold and empty division slots', () => {
    const only = inventoryItems(
      [asset('1')],
      { buildings: [], tools: [{ asset_id: '2', owner: 'p', type: 'booster', rarity: 'Rare' }] },
      [{ divID: 1, owner: 'p', zoneID: 1, end_time: 0, units: [{ key: 'support', value: '' }] }],
    )
    expect(only).toEqual([{ ...asset('1'), use: { kind: 'free' } }])
  })
})

const itemArbitrary: fc.Arbitrary<InventoryItem> = fc
  .record({
    id: fc.bigInt({ min: 1n, max: 2n ** 64n - 1n }),
    schema: fc.constantFrom(...INVENTORY_SCHEMAS),
    rarity: fc.constantFrom(...RARITIES),
    utility: fc.constantFrom('', ...UTILITIES),
    fusion: fc.integer({ min: 1, max: 4 }),
    power: fc.integer({ min: 0, max: 2_000_000 }),
  })
  .map(({ id, ...fields }) => ({ ...asset(String(id), fields), use: { kind: 'free' } }))

const filterArbitrary = fc.record({
  schema: fc.constantFrom(ALL, ...INVENTORY_SCHEMAS),
  rarity: fc.constantFrom(ALL, ...RARITIES),
  utility: fc.constantFrom(ALL, ...UTILITIES),
  fusion: fc.constantFrom(...FUSION_CHOICES),
})

describe('inventoryView', () => {
  it('keeps exactly the items passing the filter, each once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(itemArbitrary, { selector: (item) => item.asset_id }),
        filterArbitrary,
        fc.constantFrom(...INVENTORY_ORDERS),
        (items, filter, order) => {
          const view = inventoryView(items, filter, order)
          const expected = items.filter((item) => matchesInventoryFilter(item, filter))
          expect(new Set(view.map((item) => item.asset_id))).toEqual(
            new Set(expected.map((item) => item.asset_id)),
          )
          expect(view).toHaveLength(expected.length)
        },
      ),
    )
  })

  it('orders by power, rarity or id, largest first, ties newest first', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(itemArbitrary, { selector: (item) => item.asset_id }),
        fc.constantFrom(...INVENTORY_ORDERS),
        (items, order) => {
          const view = inventoryView(items, {}, order)
          const key = (item: InventoryItem) =>
            order === 'power' ? item.power : order === 'rarity' ? rarityRank(item.rarity) : 0
          for (let i = 1; i < view.length; i++) {
            const [before, after] = [view[i - 1] as InventoryItem, view[i] as InventoryItem]
            expect(key(before)).toBeGreaterThanOrEqual(key(after))
            if (key(before) === key(after)) {
              expect(BigInt(before.asset_id) > BigInt(after.asset_id)).toBe(true)
            }
          }
        },
      ),
    )
  })

  it('filters by schema as well as the popups’ filters', () => {
    const items = inventoryItems(
      [
        asset('1', { schema: 'tools', rarity: 'Rare' }),
        asset('2', { schema: 'units', rarity: 'Rare' }),
        asset('3', { schema: 'units', rarity: 'Epic' }),
      ],
      { buildings: [], tools: [] },
      [],
    )
    expect(
      inventoryView(items, { schema: 'units', rarity: 'Rare' }, 'id').map((i) => i.asset_id),
    ).toEqual(['2'])
    expect(inventoryView(items, {}, 'rarity').map((i) => i.asset_id)).toEqual(['3', '2', '1'])
  })
})
