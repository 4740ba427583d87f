import { describe, expect, it } from 'vitest'
import { MAP, nameLines, percentOf, theatreOf, zonePoint } from './layout'

const ids = Array.from({ length: 20 }, (_, i) => i + 1)
const point = (id: number) => {
  const found = zonePoint(id)
  if (found === undefined) throw new Error(`no point for zone ${id}`)
  return found
}

describe('zonePoint', () => {
  it('puts each zone inside its own theatre, under the banner, its whole hit area on the map', () => {
    for (const id of ids) {
      const { x, y } = point(id)
      const left = (theatreOf(id) ?? -1) * MAP.theatre
      const half = MAP.target / 2
      expect(x - half, `zone ${id}`).toBeGreaterThanOrEqual(left)
      expect(x + half, `zone ${id}`).toBeLessThanOrEqual(left + MAP.theatre)
      expect(y - half, `zone ${id}`).toBeGreaterThanOrEqual(MAP.banner)
      expect(y + half, `zone ${id}`).toBeLessThanOrEqual(MAP.height)
    }
  })

  it('no two hit areas overlap', () => {
    for (const a of ids) {
      for (const b of ids.filter((id) => id > a)) {
        const [p, q] = [point(a), point(b)]
        const apart = Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y))
        expect(apart, `zones ${a} and ${b}`).toBeGreaterThanOrEqual(MAP.target)
      }
    }
  })

  it('the road from zone to zone is short: each next zone is a step away, never across the map', () => {
    for (const id of ids.slice(0, -1)) {
      const [p, q] = [point(id), point(id + 1)]
      expect(Math.hypot(p.x - q.x, p.y - q.y), `${id} to ${id + 1}`).toBeLessThanOrEqual(
        MAP.theatre,
      )
    }
  })

  it('zones 1 to 4 go down the first theatre, 5 to 8 up the second', () => {
    expect([1, 2, 3, 4].map((id) => point(id).y)).toEqual([96, 154, 212, 270])
    expect([5, 6, 7, 8].map((id) => point(id).y)).toEqual([270, 212, 154, 96])
    expect(point(5).x).toBeGreaterThan(MAP.theatre)
  })

  it('no point outside zones 1 to 20', () => {
    expect(zonePoint(0)).toBeUndefined()
    expect(zonePoint(21)).toBeUndefined()
    expect(theatreOf(21)).toBeUndefined()
  })
})

describe('percentOf', () => {
  it('a point as a share of the map', () => {
    expect(percentOf({ x: 380, y: 165 })).toEqual({ left: '50%', top: '50%' })
  })
})

describe('nameLines', () => {
  it('a short name on one line', () => {
    expect(nameLines('Sainte-Mere')).toEqual(['Sainte-Mere'])
  })
  it('a longer one split between words', () => {
    expect(nameLines('Atlantic Bunker')).toEqual(['Atlantic', 'Bunker'])
    expect(nameLines('Hill 112 North Ridge')).toEqual(['Hill 112', 'North Ridge'])
  })
  it('a word too long for a line is cut with an ellipsis', () => {
    expect(nameLines('Oosterbeekperimeter')).toEqual(['Oosterbeekp…'])
    expect(nameLines('The Longest Bridgehead')).toEqual(['The Longest', 'Bridgehead'])
    expect(nameLines('Ardennes Woodsandhills')).toEqual(['Ardennes', 'Woodsandhil…'])
  })
})
