import { isoWeekStart, weekBoard } from '@dov/game/week'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ClaimedVictory, WeekProjection } from './week'

const DAY = 86_400_000
/** Wednesday 2026-11-25, noon UTC. */
const START = Date.UTC(2026, 10, 25, 12)

describe('the week’s board in memory', () => {
  it('counts victories, starts over with a new week, and is read anew the same', () => {
    const week = new WeekProjection()
    week.reset(new Date(START), [
      ['b', 2],
      ['a', 0],
    ])
    expect(week.shown()).toEqual({
      start: '2026-11-23T00:00:00.000Z',
      top: [{ rank: 1, owner: 'b', victories: 2 }],
    })
    expect(week.add([{ account: 'a', time: new Date(START + 1) }], new Date(START + 1))).toBe(true)
    expect(week.add([], new Date(START + 2))).toBe(false)
    expect(week.add([{ account: 'a', time: new Date(START + 3) }], new Date(START + 3))).toBe(true)
    expect(week.shown().top).toEqual([
      { rank: 1, owner: 'a', victories: 2 },
      { rank: 2, owner: 'b', victories: 2 },
    ])
    // Monday: a block without victories empties the board; the week's first victory starts it.
    const monday = Date.UTC(2026, 10, 30)
    expect(week.add([], new Date(monday + 5))).toBe(true)
    expect(week.shown()).toEqual({ start: '2026-11-30T00:00:00.000Z', top: [] })
    week.add(
      [
        { account: 'b', time: new Date(monday + 6) },
        { account: 'c', time: new Date(monday + 7) },
      ],
      new Date(monday + 7),
    )
    expect(week.shown().top.map((row) => row.owner)).toEqual(['b', 'c'])
  })

  it('equals @dov/game’s board of every victory so far, after any blocks', () => {
    const block = fc.array(
      fc.record({
        account: fc.constantFrom('a', 'b', 'c', 'a.b', 'player1', 'player2'),
        victory: fc.boolean(),
      }),
      { maxLength: 5 },
    )
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: DAY }), block), { maxLength: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (blocks, restartAt) => {
          let week = new WeekProjection()
          week.reset(new Date(START), [])
          let time = START
          const seen: { owner: string; time: number }[] = []
          blocks.forEach(([gap, actions], index) => {
            time += gap
            const won: ClaimedVictory[] = actions
              .filter((action) => action.victory)
              .map((action) => ({ account: action.account, time: new Date(time) }))
            for (const victory of won) seen.push({ owner: victory.account, time })
            week.add(won, new Date(time))
            const expected = weekBoard(seen, time)
            expect(week.shown()).toEqual({
              start: new Date(isoWeekStart(time)).toISOString(),
              top: expected,
            })
            // A process that reads the week whole at this block: the same board.
            if (index === restartAt) {
              const counts = new Map<string, number>()
              for (const victory of seen)
                if (victory.time >= isoWeekStart(time))
                  counts.set(victory.owner, (counts.get(victory.owner) ?? 0) + 1)
              week = new WeekProjection()
              week.reset(new Date(time), counts)
              expect(week.shown().top).toEqual(expected)
            }
          })
        },
      ),
      { numRuns: 300 },
    )
  })
})
