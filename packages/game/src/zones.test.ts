import { describe, expect, it } from 'vitest'
import {
  isZoneReachable,
  isZoneSelectable,
  objectiveVictories,
  zoneGroupStart,
  zoneGroups,
  zoneName,
  zoneWins,
} from './zones'

const zones = [
  { id: 3, nbwins: 0, open: true },
  { id: 1, nbwins: 2, open: true },
  { id: 2, nbwins: 5, open: false },
  { id: 4, nbwins: 1, open: true },
]

describe('zoneWins', () => {
  it('returns the wins of the zone, or 0 when absent', () => {
    const wins = [{ zone: 1, wins: 4 }]
    expect(zoneWins(wins, 1)).toBe(4)
    expect(zoneWins(wins, 2)).toBe(0)
  })
})

describe('zoneName', () => {
  it('uses the name when present', () => {
    expect(zoneName({ id: 3, name: 'Hill 112', terrain: 'desert' })).toBe('Hill 112')
  })
  it('falls back to terrain plus id: "desert" + 3 → "desert 3"', () => {
    expect(zoneName({ id: 3, name: '', terrain: 'desert' })).toBe('desert 3')
    expect(zoneName({ id: 3, name: '  ', terrain: 'desert' })).toBe('desert 3')
  })
})

describe('isZoneReachable', () => {
  it('the first zone (lowest id, whatever the list order) is reachable with no wins', () => {
    expect(isZoneReachable(zones, 1, [])).toBe(true)
  })
  it('zone 2: wins in zone 1 = 1 < nbwins 2 → unreachable; 2 ≥ 2 → reachable', () => {
    expect(isZoneReachable(zones, 2, [{ zone: 1, wins: 1 }])).toBe(false)
    expect(isZoneReachable(zones, 2, [{ zone: 1, wins: 2 }])).toBe(true)
  })
  it('zone 4: previous zone 3 needs 0 wins → reachable even with no wins anywhere', () => {
    expect(isZoneReachable(zones, 4, [])).toBe(true)
  })
  it('zone 3: previous zone 2 needs 5, player has 5 → reachable (not chained through zone 1)', () => {
    expect(isZoneReachable(zones, 3, [{ zone: 2, wins: 5 }])).toBe(true)
  })
  it('an unknown zone is unreachable', () => {
    expect(isZoneReachable(zones, 9, [])).toBe(false)
  })
})

describe('isZoneSelectable', () => {
  it('needs reachable and open: zone 2 reachable but closed → not selectable', () => {
    expect(isZoneSelectable(zones, 2, [{ zone: 1, wins: 9 }])).toBe(false)
    expect(isZoneSelectable(zones, 1, [])).toBe(true)
    expect(isZoneSelectable(zones, 9, [])).toBe(false)
  })
})

describe('zoneGroups', () => {
  it('5 groups starting at 1, 5, 9, 13, 17 with zones start..start+3', () => {
    const all = Array.from({ length: 21 }, (_, i) => ({ id: 21 - i }))
    const groups = zoneGroups(all)
    expect(groups.map((g) => g.start)).toEqual([1, 5, 9, 13, 17])
    expect(groups.map((g) => g.zones.map((z) => z.id))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
      [13, 14, 15, 16],
      [17, 18, 19, 20],
    ])
  })
  it('missing zones leave gaps; zone 21 is in no group', () => {
    expect(zoneGroups([{ id: 6 }])[1]?.zones).toEqual([{ id: 6 }])
    expect(zoneGroupStart(8)).toBe(5)
    expect(zoneGroupStart(21)).toBeUndefined()
    expect(zoneGroupStart(0)).toBeUndefined()
  })
})

describe('objectiveVictories', () => {
  it('sums the wins of the zones with an objective, as the officers’ board counts them', () => {
    expect(objectiveVictories([])).toBe(0)
    expect(
      objectiveVictories([
        { zone: 1, wins: 3 },
        { zone: 20, wins: 2 },
        { zone: 21, wins: 9 },
        { zone: 0, wins: 4 },
      ]),
    ).toBe(5)
  })
})
