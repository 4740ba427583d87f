import type { Zone } from '@dov/game/rows'
import { describe, expect, it } from 'vitest'
import { zoneNameIn, zonePanel, zoneView } from './zones'

const zone = (id: number, overrides: Partial<Zone> = {}): Zone => ({
  id,
  name: `Zone ${id}`,
  terrain: 'plain',
  open: true,
  nbwins: 1,
  wmini: 0,
  nextZone: id + 1,
  costs: [
    { key: 'DOVH', value: 10_000 },
    { key: 'DOVX', value: 5_000 },
  ],
  resolutions: [],
  pre_allow: [],
  power: [],
  ...overrides,
})

describe('zoneView', () => {
  const zones = [
    zone(1, { name: 'Omaha Beach' }),
    zone(2, { nbwins: 3 }),
    zone(3),
    zone(4, { open: false }),
  ]
  it('the first zone is open; costs with 4 decimals; wins from infos (0 when absent)', () => {
    expect(zoneView(zones, zones[0] as Zone, [{ zone: 1, wins: 2 }])).toEqual({
      id: 1,
      name: 'Omaha Beach',
      terrain: 'plain',
      state: 'open',
      reason: undefined,
      costs: { DOVH: '1.0000', DOVX: '0.5000' },
      wins: 2,
      nbwins: 1,
    })
  })
  it('a zone after one whose wins are not reached is locked, and says where to win', () => {
    const two = zoneView(zones, zones[1] as Zone, [])
    expect(two.state).toBe('locked')
    expect(two.reason).toBe('Locked: 1 win needed in Omaha Beach')
    expect(zoneView(zones, zones[2] as Zone, [{ zone: 2, wins: 2 }]).reason).toBe(
      'Locked: 3 wins needed in Zone 2',
    )
    expect(zoneView(zones, zones[1] as Zone, [{ zone: 1, wins: 1 }]).state).toBe('open')
  })
  it('a closed zone says so, whatever the wins', () => {
    const four = zoneView(zones, zones[3] as Zone, [{ zone: 3, wins: 9 }])
    expect([four.state, four.reason]).toEqual(['closed', 'Closed'])
  })
})

describe('zonePanel', () => {
  it('5 groups of 4 from zones 1, 5, 9, 13, 17, with their pictures', () => {
    const zones = Array.from({ length: 20 }, (_, i) => zone(i + 1))
    const groups = zonePanel(zones, [])
    expect(groups.map((g) => [g.start, g.end, g.image, g.zones.length])).toEqual([
      [1, 4, '/art/zone-1.svg', 4],
      [5, 8, '/art/zone-5.svg', 4],
      [9, 12, '/art/zone-9.svg', 4],
      [13, 16, '/art/zone-13.svg', 4],
      [17, 20, '/art/zone-17.svg', 4],
    ])
  })
})

describe('zoneNameIn', () => {
  const groups = zonePanel([zone(1, { name: 'Omaha Beach' }), zone(6, { name: 'Carentan' })], [])
  it('the name of a zone in any group', () => {
    expect(zoneNameIn(groups, 1)).toBe('Omaha Beach')
    expect(zoneNameIn(groups, 6)).toBe('Carentan')
  })
  it('a zone the table lacks: Zone <id>', () => {
    expect(zoneNameIn(groups, 7)).toBe('Zone 7')
    expect(zoneNameIn([], 1)).toBe('Zone 1')
  })
})
