import type { UnitStats } from '@dov/game/power'
import type { BuildingData, Division, StakedBuilding, Zone } from '@dov/game/rows'
import { describe, expect, it } from 'vitest'
import { type EconomyInput, economyView, MAX_BAR, toolTexts } from './economyView'

const WORKSHOP: BuildingData = {
  template_id: 7,
  type: 'Repair',
  token_in: ['3.0000 DOVX'],
  token_out: ['9.0000 DOVR'],
  rarity: 'Rare',
  delay: 1200,
}
const building = (asset_id: string, template_id = 7): StakedBuilding => ({
  asset_id,
  owner: 'player3',
  template_id,
  last_claim: 0,
  type: 'Repair',
  rarity: 'Rare',
})
const ZONE: Zone = {
  id: 1,
  name: 'Omaha Beach',
  terrain: 'plain',
  open: true,
  nbwins: 1,
  wmini: 0,
  nextZone: 2,
  costs: [
    { key: 'DOVH', value: 10_000 },
    { key: 'DOVX', value: 5_000 },
  ],
  resolutions: [{ key: 'win', value: 30_000 }],
  pre_allow: [],
  power: [{ key: 'win', value: 1_000_000 }],
}
const division = (divID: number, zoneID: number): Division => ({
  divID,
  owner: 'player3',
  zoneID,
  end_time: 0,
  units: [
    { key: 'officer', value: '10' },
    { key: 'combat4', value: '11' },
  ],
})
const CARDS = new Map<string, UnitStats>([
  ['10', { type: 'officer', power: 0, bonus: [] }],
  ['11', { type: 'combat', power: 1_500_000, bonus: [] }],
])

function input(partial: Partial<EconomyInput> = {}): EconomyInput {
  return {
    staked: [building('101')],
    bdata: [WORKSHOP],
    tools: {},
    buildingAssets: [
      {
        asset_id: '101',
        name: 'Workshop Mk 2',
        img: '',
        template_id: 7,
        schema: 'buildings',
        fusion: 2,
        rarity: 'Rare',
        utility: 'Repair',
      },
    ],
    divisions: [division(5, 1), division(9, 0)],
    zones: [ZONE],
    udata: [],
    cards: CARDS,
    wins: [],
    fightSecs: 180,
    ...partial,
  }
}

describe('economyView', () => {
  it('per token: produced, consumed and signed net with 4 decimals; bars on one scale', () => {
    const view = economyView(input())
    expect(view.empty).toBe(false)
    const rows = Object.fromEntries(view.tokens.map((t) => [t.symbol, t]))
    // Buildings: 9 DOVR made, 3 DOVX used an hour. Fighting (180 s): 3 DOVX earned, 1 DOVH and
    // 0.5 DOVX spent a fight, × 20 an hour.
    expect(rows.DOVX).toMatchObject({
      produced: '60.0000',
      consumed: '13.0000',
      net: '+47.0000',
      sign: 'positive',
    })
    expect(rows.DOVH).toMatchObject({ produced: '0.0000', net: '-20.0000', sign: 'negative' })
    expect(rows.DOVR).toMatchObject({ produced: '9.0000', net: '+9.0000' })
    expect(rows.DOVF).toMatchObject({ net: '0.0000', sign: 'zero' })
    // DOVX's longer side (60 produced) takes the whole half; its other bars in proportion.
    expect(rows.DOVX?.bars).toEqual({
      buildingsProduced: 0,
      fightingProduced: MAX_BAR,
      buildingsConsumed: 2.4,
      fightingConsumed: 8,
    })
    // Each token on its own scale: DOVR's only side fills its half.
    expect(rows.DOVR?.bars.buildingsProduced).toBe(MAX_BAR)
    expect(view.chartLabel).toContain('DOVX: produced 60.0000, consumed 13.0000, net +47.0000.')
  })

  it('sources: each building per hour with its cycle, each division with a zone per hour of fighting', () => {
    const view = economyView(input({ tools: { clock: 'Rare' } }))
    expect(view.buildings).toEqual([
      {
        key: 'building-101',
        name: 'Workshop Mk 2',
        detail: '#101 · a cycle every 15 min',
        produced: ['12.0000 DOVR'],
        consumed: ['4.0000 DOVX'],
        missing: undefined,
      },
    ])
    // DIVISION n counts every division in id order (the fight list's numbering); no zone: left out.
    expect(view.divisions).toEqual([
      {
        key: 'division-5',
        name: 'DIVISION 1',
        detail: 'Omaha Beach · Victory · 3.0000 DOVX a fight',
        produced: ['60.0000 DOVX'],
        consumed: ['20.0000 DOVH', '10.0000 DOVX'],
        missing: undefined,
      },
    ])
    expect(view.scope).toBe(
      'Your staked buildings, with your tools, and your divisions fighting back to back (a fight lasts 3 min).',
    )
    expect(view.tools).toEqual(['Rare clock: cycles 25\u00a0% shorter'])
  })

  it('an unknown fight duration is said, never shown as 0: the totals are the buildings alone', () => {
    for (const [fightSecs, why] of [
      [null, 'The game sets no fight duration on chain'],
      ['error', 'The fight duration could not be read'],
    ] as const) {
      const view = economyView(input({ fightSecs }))
      expect(view.fightingUnknown).toMatch(why)
      expect(view.scope).toBe('Buildings only: fighting is not counted.')
      expect(view.divisions[0]).toMatchObject({
        produced: undefined,
        consumed: undefined,
        missing: 'Unknown',
      })
      expect(view.tokens.find((t) => t.symbol === 'DOVX')).toMatchObject({
        produced: '0.0000',
        consumed: '3.0000',
      })
    }
  })

  it('what cannot be counted says why', () => {
    const view = economyView(
      input({
        staked: [building('102', 99)],
        buildingAssets: [],
        divisions: [division(5, 1), division(6, 4), { ...division(7, 1), units: [] }],
      }),
    )
    expect(view.buildings[0]).toMatchObject({
      name: 'Repair building',
      detail: '#102',
      missing: 'Not counted: no production data',
    })
    expect(view.divisions.map((d) => [d.name, d.detail, d.missing])).toEqual([
      ['DIVISION 1', 'Omaha Beach · Victory · 3.0000 DOVX a fight', undefined],
      ['DIVISION 2', 'Zone 4 · no result', 'Not counted: its zone does not exist'],
      ['DIVISION 3', 'Omaha Beach · no result · 0.0000 DOVX a fight', undefined],
    ])
  })

  it('a division that cannot fight does not hide the figures of the others', () => {
    const view = economyView(input({ zones: [{ ...ZONE, open: false }] }))
    expect(view.divisions[0]?.missing).toBe('Not counted: its zone is closed')
    expect(view.fightingUnknown).toBeUndefined()
    expect(view.scope).toBe('Your staked buildings, with your tools.')
  })

  it('nothing staked and no division in a zone: empty', () => {
    expect(economyView(input({ staked: [], divisions: [division(9, 0)] })).empty).toBe(true)
  })
})

describe('texts', () => {
  it('tools say what they do', () => {
    expect(toolTexts({ clock: 'Common', booster: 'Rare', effort: 'Uncommon' })).toEqual([
      'Common clock: cycles 8.3\u00a0% shorter',
      'Rare booster: output +15\u00a0%',
      'Uncommon effort: DOVX consumption −10\u00a0%',
    ])
    expect(toolTexts({})).toEqual([])
  })
})
