import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { zonesHeldByClosed } from './closedZones'
import { isZoneReachable, isZoneSelectable, zoneWins } from './zones'

describe('zonesHeldByClosed', () => {
  /** 20 zones needing 2 wins each; zone 15 closed, as in the demo world. */
  const twenty = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    nbwins: 2,
    open: i + 1 !== 15,
  }))
  const winsUpTo = (last: number, count = 2) =>
    Array.from({ length: last }, (_, i) => ({ zone: i + 1, wins: count }))

  it('a closed zone without its wins holds every later zone until one is reachable', () => {
    expect(zonesHeldByClosed(twenty, 15, winsUpTo(14))).toEqual([16, 17, 18, 19, 20])
    expect(zonesHeldByClosed(twenty, 15, [])).toEqual([16, 17, 18, 19, 20])
  })
  it('the run stops at a zone the wins of the one before already open', () => {
    // Wins in 17 (from before) open 18: only 16 and 17 wait for Kursk.
    expect(zonesHeldByClosed(twenty, 15, [...winsUpTo(14), { zone: 17, wins: 2 }])).toEqual([
      16, 17,
    ])
  })
  it('nothing held when its wins already open the next zone, when open, or when last', () => {
    expect(zonesHeldByClosed(twenty, 15, winsUpTo(15))).toEqual([])
    expect(zonesHeldByClosed(twenty, 14, [])).toEqual([])
    const lastClosed = twenty.map((zone) => ({ ...zone, open: zone.id !== 20 }))
    expect(zonesHeldByClosed(lastClosed, 20, [])).toEqual([])
    expect(zonesHeldByClosed(twenty, 99, [])).toEqual([])
  })
  it('a zone needing 0 wins holds nothing even when closed', () => {
    const free = twenty.map((zone) => (zone.id === 15 ? { ...zone, nbwins: 0 } : zone))
    expect(zonesHeldByClosed(free, 15, [])).toEqual([])
  })

  it('property: while it stays closed, no amount of winning elsewhere reaches a held zone', () => {
    const world = fc.record({
      zones: fc.uniqueArray(
        fc.record({ id: fc.integer({ min: 1, max: 20 }), nbwins: fc.nat(3), open: fc.boolean() }),
        { selector: (zone) => zone.id, minLength: 1 },
      ),
      wins: fc.array(fc.record({ zone: fc.integer({ min: 1, max: 20 }), wins: fc.nat(4) })),
      closed: fc.integer({ min: 1, max: 20 }),
    })
    fc.assert(
      fc.property(world, ({ zones, wins, closed }) => {
        const held = zonesHeldByClosed(zones, closed, wins)
        // Fight every selectable zone until its wins open the next, as long as anything changes.
        let now = [...wins]
        for (let changed = true; changed; ) {
          changed = false
          for (const zone of zones) {
            if (isZoneSelectable(zones, zone.id, now) && zoneWins(now, zone.id) < zone.nbwins) {
              now = [...now.filter((row) => row.zone !== zone.id), { zone: zone.id, wins: 9 }]
              changed = true
            }
          }
        }
        return held.every((id) => id > closed && !isZoneReachable(zones, id, now))
      }),
      { numRuns: 500, seed: 1_944 },
    )
  })
})
