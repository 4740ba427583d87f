import type { Asset } from '@dov/game/rows'
import { describe, expect, it } from 'vitest'
import { cardView, pickerView } from './cards'

const asset = (id: string, overrides: Partial<Asset>): Asset => ({
  asset_id: id,
  name: 'Rifleman',
  img: 'Qm',
  template_id: 1,
  schema: 'units',
  fusion: 1,
  rarity: 'Common',
  utility: 'combat',
  type: 'combat',
  power: 200_000,
  bonus: [],
  ...overrides,
})

const infantry = (id: string, power: number, rarity: Asset['rarity'] = 'Common') =>
  asset(id, { power, rarity, bonus: [{ key: 'forest', value: 2000 }] })
const officer = (id: string, order: number) =>
  asset(id, {
    name: 'Major',
    type: 'officer',
    power: 0,
    bonus: [
      { key: 'order', value: order },
      { key: 'fx', value: 1 },
      { key: 'bonusw', value: 60_000 },
    ],
  })

describe('cardView', () => {
  it('a combat card: power in points and its bonus on the zone terrain (any case)', () => {
    expect(cardView(infantry('7', 450_000), 'Forest')).toMatchObject({
      power: '45.0',
      terrain: '+20% on Forest',
      effects: [],
    })
    expect(cardView(infantry('7', 450_000), 'desert').terrain).toBe('No bonus on desert')
    expect(cardView(infantry('7', 450_000), '').terrain).toBeUndefined()
  })
  it('a headquarter card: no terrain line, its bonuses as effects', () => {
    expect(cardView(officer('8', 3), 'forest')).toMatchObject({
      power: '0.0',
      terrain: undefined,
      effects: ['Division power +6%'],
    })
  })
  it('a card without a name is named by its id', () => {
    expect(cardView(asset('9', { name: ' ' }), '').name).toBe('Card #9')
  })
})

describe('pickerView', () => {
  const cards = [
    infantry('10', 300_000, 'Uncommon'),
    infantry('11', 450_000, 'Rare'),
    asset('12', { power: 360_000, bonus: [{ key: 'plain', value: 2000 }] }),
    infantry('13', 300_000, 'Uncommon'),
    officer('14', 3),
    officer('15', 1),
  ]
  it('the slot’s type, strongest first in the zone (terrain included), then newest', () => {
    expect(pickerView(cards, 'combat4', new Set(), 'All', 'plain').map((c) => c.assetId)).toEqual([
      '11',
      '12',
      '13',
      '10',
    ])
    expect(pickerView(cards, 'combat4', new Set(), 'All', 'forest').map((c) => c.assetId)).toEqual([
      '11',
      '13',
      '10',
      '12',
    ])
  })
  it('headquarter cards by order; placed cards and other rarities hidden', () => {
    expect(pickerView(cards, 'officer', new Set(), 'All', '').map((c) => c.assetId)).toEqual([
      '14',
      '15',
    ])
    expect(pickerView(cards, 'officer', new Set(['14']), 'All', '').map((c) => c.assetId)).toEqual([
      '15',
    ])
    expect(pickerView(cards, 'combat5', new Set(), 'Rare', '').map((c) => c.assetId)).toEqual([
      '11',
    ])
    expect(pickerView(cards, 'tactic', new Set(), 'All', '')).toEqual([])
  })
})
