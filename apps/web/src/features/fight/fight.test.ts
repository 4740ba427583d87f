import type { Division, UnitConfig, Zone } from '@dov/game/rows'
import { describe, expect, it } from 'vitest'
import { testTank } from '../../test/units'
import { testZone } from '../../test/zones'
import { fightCards } from './fight'

const zone = (id: number, overrides: Partial<Zone> = {}): Zone =>
  testZone(id, { name: id === 1 ? 'Omaha Beach' : `Zone ${id}`, ...overrides })
const zones = [
  zone(1),
  zone(2, { pre_allow: [{ key: '13', value: 100 }] }),
  zone(3, { open: false }),
]
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
const tank = testTank({ bonus: [{ key: 'plain', value: 2000 }] })
const cards = new Map([[tank.asset_id, tank]])
const division = (divID: number, zoneID: number, endTime = 0): Division => ({
  divID,
  owner: 'player1',
  zoneID,
  end_time: endTime,
  units: [{ key: 'combat4', value: '7' }],
})
const balances = [{ balance: '500.0000 DOVX' }, { balance: '200.0000 DOVH' }]

describe('fightCards', () => {
  it('DIVISION n with the zone, its costs, the wins, earnings (3 decimals) and power (1 decimal)', () => {
    const [card] = fightCards({
      divisions: [division(4, 1)],
      zones,
      udata,
      cards,
      wins: [{ zone: 1, wins: 2 }],
      balances,
      nameOf: () => undefined,
    })
    expect(card).toEqual({
      divID: 4,
      number: 1,
      title: 'DIVISION 1',
      units: [{ key: 'combat4', value: '7' }],
      zoneId: 1,
      zoneName: 'Omaha Beach',
      costs: { DOVH: '1.0000', DOVX: '0.5000' },
      winsNeeded: 1,
      victories: 2,
      earnings: '5.000',
      power: '120.0',
      authorized: true,
      needs: [],
      result: 'win',
      endTime: 0,
      blockers: [],
      net: 'DOVX +4.5000 · DOVH \u22121.0000',
    })
  })

  it('says before signing why startfight would refuse: locked, unauthorized, closed, unpayable', () => {
    const [locked, closed] = fightCards({
      divisions: [division(4, 2), division(5, 3)],
      zones,
      udata,
      cards,
      wins: [],
      balances: [{ balance: '0.5000 DOVH' }],
      nameOf: (id) => (id === 13 ? 'Major' : undefined),
    })
    expect(locked?.title).toBe('DIVISION 1')
    expect(locked?.blockers).toEqual([
      'Zone 2 is locked: 1 win needed in Omaha Beach.',
      'Unauthorized to fight: needs Major (officer of order 3 or higher).',
      'Not enough DOVH: the fight costs 1.0000, you have 0.5000 in game.',
      'Not enough DOVX: the fight costs 0.5000, you have 0.0000 in game.',
    ])
    expect(locked?.result).toBe('X')
    expect(locked?.earnings).toBe('0.000')
    expect(closed?.blockers[0]).toBe('Zone 3 is closed.')
  })

  it('unknown balances (a failed read) never call a cost unpayable', () => {
    const [card] = fightCards({
      divisions: [division(4, 1)],
      zones,
      udata,
      cards,
      wins: [],
      balances: undefined,
      nameOf: () => undefined,
    })
    expect(card?.blockers).toEqual([])
  })

  it('a zone missing from the table: no numbers made up, and a reason', () => {
    const [card] = fightCards({
      divisions: [division(4, 42)],
      zones,
      udata,
      cards,
      wins: [],
      balances,
      nameOf: () => undefined,
    })
    expect(card).toMatchObject({
      zoneName: 'Zone 42',
      costs: { DOVH: '-', DOVX: '-' },
      authorized: false,
      result: 'X',
      blockers: ['Zone 42 does not exist: choose another in the builder.'],
    })
  })
})
