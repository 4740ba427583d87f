import { describe, expect, it } from 'vitest'
import {
  forceRows,
  objectiveView,
  playerRows,
  playersText,
  progressText,
  sameRanking,
  winsState,
} from './boards'

describe('Hall of Fame rows', () => {
  it('forces: power units / 10000 with 1 decimal, truncated; the player’s rows marked', () => {
    const rows = forceRows(
      [
        { rank: 1, owner: 'player5', divID: 12, power: 4_069_999 },
        { rank: 2, owner: 'army.ike', divID: 3, power: 408_000 },
      ],
      'player5',
    )
    expect(rows).toEqual([
      { rank: 1, owner: 'player5', divID: 12, power: '406.9', own: true },
      { rank: 2, owner: 'army.ike', divID: 3, power: '40.8', own: false },
    ])
  })

  it('players: "N Victories" (also for 1); nobody marked when logged out', () => {
    const rows = playerRows(
      [
        { rank: 1, owner: 'a', victories: 12 },
        { rank: 2, owner: 'b', victories: 1 },
      ],
      null,
    )
    expect(rows.map((r) => [r.victories, r.own])).toEqual([
      ['12 Victories', false],
      ['1 Victories', false],
    ])
  })

  it('objectives: name, zones and picture', () => {
    expect(objectiveView('hq')).toEqual({
      name: 'HQ',
      zones: 'Zones 13–16',
      picture: '/art/hq.svg',
    })
  })

  it('progress with thousands separators', () => {
    expect(progressText(412, 1100)).toBe('412 of 1,100 players read')
    expect(playersText(1)).toBe('1 player')
    expect(playersText(1100)).toBe('1,100 players')
  })
})

describe('winsState', () => {
  const ready = { owners: 'ready' as const, truncated: false, done: true, failed: 0 }
  it('complete only when every owner answered and none failed', () => {
    expect(winsState(ready)).toBe('complete')
    expect(winsState({ ...ready, failed: 1 })).toBe('partial')
    expect(winsState({ ...ready, truncated: true })).toBe('partial')
  })
  it('loading while owners are still read: the boards are drawn once, when all have answered', () => {
    expect(winsState({ ...ready, done: false })).toBe('loading')
    expect(winsState({ ...ready, done: false, failed: 1 })).toBe('loading')
  })
  it('the owners’ list decides first', () => {
    expect(winsState({ ...ready, owners: 'loading' })).toBe('loading')
    expect(winsState({ ...ready, owners: 'error' })).toBe('error')
  })
})

describe('sameRanking', () => {
  const a = [
    { rank: 1, owner: 'x', victories: 3 },
    { rank: 2, owner: 'y', victories: 2 },
  ]
  it('same rows in other arrays are the same ranking; any change in a row is not', () => {
    expect(
      sameRanking(
        a,
        a.map((row) => ({ ...row })),
      ),
    ).toBe(true)
    expect(sameRanking(a, [a[0] as (typeof a)[number]])).toBe(false)
    expect(
      sameRanking(a, [{ ...(a[0] as (typeof a)[number]) }, { rank: 2, owner: 'y', victories: 4 }]),
    ).toBe(false)
    expect(sameRanking(a, [...a].reverse())).toBe(false)
  })
})
