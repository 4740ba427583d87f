import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isoWeekStart, TOP_WEEK, weekBoard } from './week'

const DAY = 86_400_000

describe('isoWeekStart', () => {
  it('is the Monday at 00:00 UTC of the week', () => {
    const monday = Date.UTC(2026, 10, 23)
    expect(isoWeekStart(monday)).toBe(monday)
    expect(isoWeekStart(monday + 3 * DAY + 5_000)).toBe(monday)
    // Sunday 23:59:59.999 is still the week; the next millisecond starts another.
    expect(isoWeekStart(monday + 7 * DAY - 1)).toBe(monday)
    expect(isoWeekStart(monday + 7 * DAY)).toBe(monday + 7 * DAY)
    expect(isoWeekStart(monday - 1)).toBe(monday - 7 * DAY)
    // A year's turn inside a week: 2026-01-01 is a Thursday of the week from 2025-12-29.
    expect(isoWeekStart(Date.UTC(2026, 0, 1, 12))).toBe(Date.UTC(2025, 11, 29))
    expect(isoWeekStart(0)).toBe(Date.UTC(1969, 11, 29))
  })

  it('is a Monday at midnight within the last 7 days, for any time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 4e12 }), (time) => {
        const start = isoWeekStart(time)
        expect(new Date(start).getUTCDay()).toBe(1)
        expect(Math.abs(start % DAY)).toBe(0)
        expect(start).toBeLessThanOrEqual(time)
        expect(time - start).toBeLessThan(7 * DAY)
      }),
    )
  })
})

describe('weekBoard', () => {
  const now = Date.UTC(2026, 10, 25, 12)
  const monday = Date.UTC(2026, 10, 23)

  it('counts the victories of the week up to now, ranked by count then name', () => {
    const board = weekBoard(
      [
        { owner: 'b', time: monday },
        { owner: 'b', time: monday + DAY },
        { owner: 'a', time: monday + 2 * DAY },
        { owner: 'a', time: monday + 2 * DAY + 1 },
        { owner: 'c', time: monday + DAY },
        // Last week's and the future's are not this week's.
        { owner: 'c', time: monday - 1 },
        { owner: 'c', time: now + 1 },
      ],
      now,
    )
    expect(board).toEqual([
      { rank: 1, owner: 'a', victories: 2 },
      { rank: 2, owner: 'b', victories: 2 },
      { rank: 3, owner: 'c', victories: 1 },
    ])
  })

  it('shows the first TOP_WEEK players, and none on a Monday before any victory', () => {
    const many = Array.from({ length: 15 }, (_, index) => ({
      owner: `p${String(index).padStart(2, '0')}`,
      time: monday + index,
    }))
    expect(weekBoard(many, now)).toHaveLength(TOP_WEEK)
    expect(weekBoard(many, monday + 7 * DAY)).toEqual([])
  })
})
