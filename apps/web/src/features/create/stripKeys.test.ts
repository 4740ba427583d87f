import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stripMove, stripTabStop } from './stripKeys'

describe('stripMove', () => {
  it('right and down go to the next cell, left and up to the previous', () => {
    expect(stripMove('ArrowRight', 3, 20)).toBe(4)
    expect(stripMove('ArrowDown', 3, 20)).toBe(4)
    expect(stripMove('ArrowLeft', 3, 20)).toBe(2)
    expect(stripMove('ArrowUp', 3, 20)).toBe(2)
  })

  it('wraps at both ends', () => {
    expect(stripMove('ArrowRight', 19, 20)).toBe(0)
    expect(stripMove('ArrowLeft', 0, 20)).toBe(19)
  })

  it('Home and End: the first and the last cell', () => {
    expect(stripMove('Home', 7, 20)).toBe(0)
    expect(stripMove('End', 7, 20)).toBe(19)
  })

  it('any other key: none (the strip leaves it to the browser)', () => {
    expect(stripMove('Enter', 7, 20)).toBeUndefined()
    expect(stripMove(' ', 7, 20)).toBeUndefined()
    expect(stripMove('Tab', 7, 20)).toBeUndefined()
  })

  it('property: every move lands on a cell, and right then left comes back', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 30 })
          .chain((count) => fc.tuple(fc.constant(count), fc.nat({ max: count - 1 }))),
        fc.constantFrom('ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'),
        ([count, current], key) => {
          const next = stripMove(key, current, count)
          expect(next).toBeGreaterThanOrEqual(0)
          expect(next).toBeLessThan(count)
          const right = stripMove('ArrowRight', current, count) ?? -1
          expect(stripMove('ArrowLeft', right, count)).toBe(current)
        },
      ),
    )
  })
})

describe('stripTabStop', () => {
  const cells = [1, 2, 3, 4].map((zoneId) => ({ zoneId }))

  it('the cell focused last holds it', () => {
    expect(stripTabStop(cells, 3, 1)).toBe(1)
  })

  it('else the chosen zone, else the first cell', () => {
    expect(stripTabStop(cells, 3, undefined)).toBe(2)
    expect(stripTabStop(cells, undefined, undefined)).toBe(0)
    expect(stripTabStop(cells, 9, undefined)).toBe(0)
  })

  it('never past the last cell when the strip has fewer cells than before', () => {
    expect(stripTabStop(cells, undefined, 7)).toBe(3)
  })
})
