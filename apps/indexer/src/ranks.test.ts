import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RankIndex } from './ranks'

type Entry = { key: string; score: number }
const order = (a: Entry, b: Entry) =>
  b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/** What the index must equal: the entries sorted whole. */
function sorted(entries: ReadonlyMap<string, Entry>) {
  return [...entries.values()].sort(order)
}

describe('a board kept in its order', () => {
  it('ranks and tops like a full sort after any changes, one at a time or reset at once', () => {
    const change = fc.record({
      key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
      score: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    })
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), fc.boolean(), (changes, resetHalfway) => {
        const index = new RankIndex<string, Entry>(order)
        const truth = new Map<string, Entry>()
        changes.forEach(({ key, score }, i) => {
          if (score === undefined) truth.delete(key)
          else truth.set(key, { key, score })
          if (resetHalfway && i === Math.floor(changes.length / 2))
            index.reset([...truth].map(([k, v]) => [k, v]))
          else index.set(key, score === undefined ? undefined : { key, score })
        })
        const expected = sorted(truth)
        expect(index.size).toBe(expected.length)
        expect(index.top(3)).toEqual(expected.slice(0, 3))
        expect(index.top(100)).toEqual(expected)
        for (const key of 'abcdefgh') {
          const at = expected.findIndex((entry) => entry.key === key)
          expect(index.rank(key)).toBe(at === -1 ? undefined : at + 1)
          expect(index.get(key)).toEqual(truth.get(key))
        }
      }),
    )
  })

  it('moves one entry of many without sorting them again', () => {
    const index = new RankIndex<string, Entry>(order)
    index.reset(Array.from({ length: 20_000 }, (_, i) => [`p${i}`, { key: `p${i}`, score: i }]))
    expect(index.rank('p19999')).toBe(1)
    expect(index.rank('p0')).toBe(20_000)
    index.set('p0', { key: 'p0', score: 1_000_000 })
    expect(index.rank('p0')).toBe(1)
    expect(index.rank('p19999')).toBe(2)
    index.set('p0', undefined)
    expect(index.rank('p0')).toBeUndefined()
    expect(index.size).toBe(19_999)
  })
})
