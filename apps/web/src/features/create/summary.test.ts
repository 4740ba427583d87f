import type { Asset, UnitConfig, Zone } from '@dov/game/rows'
import { describe, expect, it } from 'vitest'
import { divisionSummary, findSlot, slotLabel, slotViews } from './summary'

const card = (id: string, type: string, power: number, bonus: Asset['bonus'], templateId: number) =>
  [
    id,
    {
      asset_id: id,
      name: `${type} ${id}`,
      img: '',
      template_id: templateId,
      schema: 'units',
      fusion: 1,
      rarity: 'Common',
      utility: type,
      type,
      power,
      bonus,
    } satisfies Asset,
  ] as const

const cards = new Map<string, Asset>([
  card(
    '1',
    'officer',
    0,
    [
      { key: 'fx', value: 1 },
      { key: 'order', value: 1 },
      { key: 'bonusw', value: 20_000 },
    ],
    1,
  ),
  card('2', 'combat', 1_000_000, [{ key: 'plain', value: 2000 }], 5),
  card('3', 'support', 0, [{ key: 'bonusd', value: 200_000 }], 2),
])
const udata: UnitConfig[] = [
  {
    template_id: 13,
    type: 'officer',
    power: 0,
    bonus: [
      { key: 'fx', value: 1 },
      { key: 'order', value: 3 },
    ],
  },
]
const zone: Zone = {
  id: 1,
  name: 'Omaha Beach',
  terrain: 'plain',
  open: true,
  nbwins: 1,
  wmini: 0,
  nextZone: 2,
  costs: [],
  resolutions: [
    { key: 'win', value: 50_000 },
    { key: 'draw', value: 20_000 },
  ],
  pre_allow: [],
  power: [
    { key: 'win', value: 1_000_000 },
    { key: 'draw', value: 500_000 },
  ],
}
const units = [
  { key: 'officer', value: '1' },
  { key: 'combat4', value: '2' },
  { key: 'support', value: '3' },
]
const noName = () => undefined

describe('divisionSummary', () => {
  it('power with the terrain and bonusw, authorized, Victory, earnings with bonusd', () => {
    // 100 points × 1.2 (plain) × 1.02 (bonusw) = 122.4; win pays 5 × 1.2 = 6 DOVX.
    expect(divisionSummary(units, cards, zone, udata, noName)).toEqual({
      power: '122.4000',
      zoneChosen: true,
      authorized: true,
      needs: [],
      result: 'win',
      earnings: '6.000',
      net: 'DOVX +6.0000 · DOVH 0.0000',
    })
  })
  it('without a zone: no terrain bonus, unauthorized, no result, no earnings', () => {
    expect(divisionSummary(units, cards, undefined, udata, noName)).toEqual({
      power: '102.0000',
      zoneChosen: false,
      authorized: false,
      needs: [],
      result: 'X',
      earnings: '0.000',
    })
  })
  it('an unmet prerequisite is named; the result is X and pays nothing', () => {
    const guarded = { ...zone, pre_allow: [{ key: '13', value: 100 }] }
    const summary = divisionSummary(units, cards, guarded, udata, (id) =>
      id === 13 ? 'Major' : undefined,
    )
    expect(summary).toMatchObject({
      authorized: false,
      needs: ['Major (officer of order 3 or higher)'],
      result: 'X',
      earnings: '0.000',
    })
  })
  it('a card the player no longer owns counts for nothing', () => {
    const gone = [...units, { key: 'combat5', value: '99' }]
    expect(divisionSummary(gone, cards, zone, udata, noName).power).toBe('122.4000')
  })
})

describe('slotViews', () => {
  it('the headquarter row and combat 4 to 13, with the cards placed', () => {
    const slots = slotViews(units, cards, 'plain')
    expect(slots.headquarter.map((s) => s.label)).toEqual([
      'Officer',
      'Support',
      'Tactic',
      'Godmother',
    ])
    expect(slots.combat.map((s) => s.key)).toHaveLength(10)
    expect(slots.combat[0]).toMatchObject({ label: 'Combat 4', cardType: 'combat', assetId: '2' })
    expect(slots.combat[0]?.card?.terrain).toBe('+20% on plain')
    expect(slots.headquarter[2]).toMatchObject({ assetId: undefined, card: undefined })
    expect(slotLabel('combat13')).toBe('Combat 13')
  })
})

describe('findSlot', () => {
  const slots = slotViews(units, cards, 'plain')
  it('finds a headquarter or a combat slot by its key', () => {
    expect(findSlot(slots, 'officer')).toBe(slots.headquarter[0])
    expect(findSlot(slots, 'combat4')).toMatchObject({ label: 'Combat 4', assetId: '2' })
    expect(findSlot(slots, 'combat13')).toBe(slots.combat[9])
  })
  it('no slot asked for: none', () => {
    expect(findSlot(slots, undefined)).toBeUndefined()
  })
})
