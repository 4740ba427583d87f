import { describe, expect, it } from 'vitest'
import { testZone } from '../../test/zones'
import { zoneFigures, zoneNameIn } from './zones'

const zones = [
  testZone(1, { name: 'Omaha Beach' }),
  testZone(6, { name: '', terrain: 'forest', nbwins: 3 }),
]

describe('zoneFigures', () => {
  it('the chosen zone: its name, terrain, costs with 4 decimals, the wins there and needed', () => {
    expect(zoneFigures(zones, [{ zone: 1, wins: 2 }], 1)).toEqual({
      name: 'Omaha Beach',
      terrain: 'plain',
      costs: { DOVH: '1.0000', DOVX: '0.5000' },
      wins: 2,
      nbwins: 1,
    })
    expect(zoneFigures(zones, [], 6)).toMatchObject({ name: 'forest 6', wins: 0, nbwins: 3 })
  })
  it('none chosen, or a zone the table lacks: none', () => {
    expect(zoneFigures(zones, [], undefined)).toBeUndefined()
    expect(zoneFigures(zones, [], 7)).toBeUndefined()
  })
})

describe('zoneNameIn', () => {
  it('the name of a zone of the table, its terrain and id when it has none', () => {
    expect(zoneNameIn(zones, 1)).toBe('Omaha Beach')
    expect(zoneNameIn(zones, 6)).toBe('forest 6')
  })
  it('a zone the table lacks: Zone <id>', () => {
    expect(zoneNameIn(zones, 7)).toBe('Zone 7')
    expect(zoneNameIn([], 1)).toBe('Zone 1')
  })
})
