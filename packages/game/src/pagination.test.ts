import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAGE_SIZE, pageCount, paginate } from './pagination'

describe('paginate (page size 4)', () => {
  const items = Array.from({ length: 10 }, (_, i) => i + 1)
  it('10 items → 3 pages: 4 + 4 + 2', () => {
    expect(PAGE_SIZE).toBe(4)
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4], page: 1, pageCount: 3 })
    expect(paginate(items, 2).items).toEqual([5, 6, 7, 8])
    expect(paginate(items, 3).items).toEqual([9, 10])
  })
  it('pages out of range are clamped: 0 → 1, 9 → 3', () => {
    expect(paginate(items, 0).page).toBe(1)
    expect(paginate(items, 9).page).toBe(3)
  })
  it('an empty list has one empty page', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 })
    expect(pageCount(0)).toBe(1)
    expect(pageCount(8)).toBe(2)
  })
  it('property: the pages cover every item exactly once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (list, size) => {
        const count = pageCount(list.length, size)
        const joined = Array.from({ length: count }, (_, i) => paginate(list, i + 1, size).items)
        expect(joined.flat()).toEqual(list)
        for (const page of joined) expect(page.length).toBeLessThanOrEqual(size)
      }),
    )
  })
})
