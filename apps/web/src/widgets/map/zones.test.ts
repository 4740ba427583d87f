import type { Division, Zone } from '@dov/game/rows'
import { describe, expect, it } from 'vitest'
import { testZone } from '../../test/zones'
import {
  divisionMarks,
  heldNote,
  markText,
  zonesText,
  zoneView,
  zoneViews,
  zoneWords,
} from './zones'

const zones = [
  testZone(1, { name: 'Omaha Beach' }),
  testZone(2, { nbwins: 3 }),
  testZone(3),
  testZone(4, { open: false }),
]
const at = (index: number) => zones[index] as Zone

describe('zoneView', () => {
  it('the first zone is open; costs with 4 decimals; wins from infos (0 when absent)', () => {
    expect(zoneView(zones, at(0), [{ zone: 1, wins: 2 }])).toEqual({
      id: 1,
      name: 'Omaha Beach',
      terrain: 'plain',
      state: 'open',
      reason: undefined,
      costs: { DOVH: '1.0000', DOVX: '0.5000' },
      wins: 2,
      nbwins: 1,
      held: [],
    })
  })
  it('a zone after one whose wins are not reached is locked, and says where to win', () => {
    const two = zoneView(zones, at(1), [])
    expect(two.state).toBe('locked')
    expect(two.reason).toBe('Locked: 1 win needed in Omaha Beach')
    expect(zoneView(zones, at(2), [{ zone: 2, wins: 2 }]).reason).toBe(
      'Locked: 3 wins needed in Zone 2',
    )
    expect(zoneView(zones, at(1), [{ zone: 1, wins: 1 }]).state).toBe('open')
  })
  it('a closed zone that holds nothing says Closed, whatever the wins', () => {
    const four = zoneView(zones, at(3), [{ zone: 3, wins: 9 }])
    expect([four.state, four.reason, four.held]).toEqual(['closed', 'Closed', []])
  })
  it('a zone with no name is called by its terrain and id', () => {
    expect(zoneView(zones, testZone(19, { name: '', terrain: 'desert' }), []).name).toBe(
      'desert 19',
    )
  })
})

describe('a closed zone holding later ones', () => {
  // As in the demo world: 20 zones, Kursk (15) closed, 2 wins needed in each.
  const twenty = Array.from({ length: 20 }, (_, i) =>
    testZone(i + 1, { nbwins: 2, open: i + 1 !== 15, name: i + 1 === 15 ? 'Kursk' : '' }),
  )
  const upTo14 = Array.from({ length: 14 }, (_, i) => ({ zone: i + 1, wins: 2 }))
  const kursk = () => zoneViews(twenty, upTo14).find((zone) => zone.id === 15)

  it('says which zones wait for it to reopen', () => {
    expect(kursk()?.reason).toBe('Closed: zones 16–20 stay locked until it reopens')
    expect(kursk()?.held).toEqual([16, 17, 18, 19, 20])
  })
  it('under the map: what it holds and what the next zone needs there', () => {
    const view = kursk()
    if (view === undefined) throw new Error('no Kursk')
    expect(heldNote(view)).toBe(
      'Kursk (15) is closed: zones 16–20 stay locked until it reopens, and zone 16 needs 2 wins in it.',
    )
  })
  it('one zone held: zone 16 stays locked', () => {
    const wins = [...upTo14, { zone: 16, wins: 2 }]
    const view = zoneViews(twenty, wins).find((zone) => zone.id === 15)
    expect(view?.reason).toBe('Closed: zone 16 stays locked until it reopens')
  })
  it('its wins from before it closed already open zone 16: just Closed', () => {
    const view = zoneViews(twenty, [...upTo14, { zone: 15, wins: 2 }]).find((z) => z.id === 15)
    expect(view?.reason).toBe('Closed')
  })
})

describe('zoneViews', () => {
  it('every zone of the table in id order', () => {
    expect(zoneViews([at(2), at(0), at(3), at(1)], []).map((zone) => zone.id)).toEqual([1, 2, 3, 4])
  })
})

describe('zonesText', () => {
  it('one zone or a range', () => {
    expect(zonesText([16])).toBe('zone 16')
    expect(zonesText([16, 17, 18])).toBe('zones 16–18')
  })
})

describe('divisions on the map', () => {
  const division = (divID: number, zoneID: number, end_time: number): Division => ({
    divID,
    owner: 'player5',
    zoneID,
    end_time,
    units: [],
  })
  const marks = divisionMarks(
    [division(7, 1, 0), division(9, 3, 2_000), division(12, 1, 900)],
    1_000,
  )

  it('DIVISION n in order, where it stands, fighting until its end time, then over', () => {
    expect(marks).toEqual([
      { number: 1, zoneId: 1, status: 'idle' },
      { number: 2, zoneId: 3, status: 'fighting' },
      { number: 3, zoneId: 1, status: 'claim' },
    ])
    expect(marks.map(markText)).toEqual([
      'DIVISION 1 here',
      'DIVISION 2 here, fighting',
      'DIVISION 3 here, fight over',
    ])
  })

  it('a zone in words: id and name first, state, wins, cost, the extra word, its divisions', () => {
    const view = zoneView(zones, at(0), [{ zone: 1, wins: 1 }])
    expect(zoneWords(view, marks, 'expected Victory')).toEqual([
      '1 Omaha Beach',
      'plain',
      '1 win',
      'cost 1.0000 DOVH, 0.5000 DOVX',
      'expected Victory',
      'DIVISION 1 here',
      'DIVISION 3 here, fight over',
    ])
    expect(zoneWords(zoneView(zones, at(1), []), marks)).toEqual([
      '2 Zone 2',
      'Locked: 1 win needed in Omaha Beach',
      '0 wins',
      'cost 1.0000 DOVH, 0.5000 DOVX',
    ])
  })
})
