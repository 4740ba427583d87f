import { OBJECTIVES } from '@dov/game/zones'
import { describe, expect, it } from 'vitest'
import type { IndexedHof } from '../../chain/read/indexer/hof'
import { forcesState, indexedBoards, objectiveTops, ownersState } from './boardData'

const hof = (overrides: Partial<IndexedHof> = {}): IndexedHof => ({
  chainId: 'ab',
  asOf: { blockNum: 1234, blockId: 'cd', time: 0 },
  catchingUp: false,
  officers: [{ rank: 1, owner: 'player1', victories: 4 }],
  objectives: {
    bunker: [{ rank: 1, owner: 'player2', victories: 2 }],
    camp: [],
    radar: [],
    hq: [],
    bridge: [],
  },
  forces: [{ rank: 1, owner: 'player3', divID: 7, power: 10_000 }],
  avatars: new Map(),
  victories: new Map(),
  week: { start: 0, top: [] },
  ...overrides,
})

describe('the armed forces’ state', () => {
  it('is each status, a truncated scan shown as partial', () => {
    const cases = [
      ['loading', false, 'loading'],
      ['loading', true, 'loading'],
      ['error', false, 'error'],
      ['error', true, 'error'],
      ['ready', false, 'complete'],
      ['ready', true, 'partial'],
    ] as const
    for (const [status, truncated, state] of cases)
      expect(forcesState(status, truncated), `${status} ${truncated}`).toBe(state)
  })
})

describe('the owners’ list’s state', () => {
  it('ready with data (even when a refetch failed), else failed or loading', () => {
    expect(ownersState({ data: { owners: [] }, isError: false })).toBe('ready')
    expect(ownersState({ data: { owners: [] }, isError: true })).toBe('ready')
    expect(ownersState({ data: undefined, isError: true })).toBe('error')
    expect(ownersState({ data: undefined, isError: false })).toBe('loading')
  })
})

describe('the objectives’ tops', () => {
  it('every objective in order, empty when none is known', () => {
    expect(objectiveTops(undefined)).toEqual(
      OBJECTIVES.map((objective) => ({ objective, ranked: [] })),
    )
    const tops = hof().objectives
    expect(objectiveTops(tops).map(({ objective }) => objective)).toEqual([...OBJECTIVES])
    expect(objectiveTops(tops)[0]?.ranked).toBe(tops.bunker)
  })
})

describe('the boards from the indexer', () => {
  it('loading with nothing, before the first answer', () => {
    const { forces, wins } = indexedBoards(undefined)
    expect(forces).toMatchObject({ state: 'loading', ranked: [], truncated: false, error: null })
    expect(wins).toMatchObject({
      state: 'loading',
      owners: 'loading',
      truncated: false,
      error: null,
      officers: [],
      total: 0,
      failed: [],
      done: false,
    })
    expect(wins.objectives.every(({ ranked }) => ranked.length === 0)).toBe(true)
  })

  it('the answer’s rows, complete, done, nothing to retry', () => {
    const answer = hof({
      victories: new Map([['player1', 4]]),
      week: { start: 5, top: [{ rank: 1, owner: 'player2', victories: 1 }] },
    })
    const { forces, wins, victories, week } = indexedBoards(answer)
    expect(victories).toBe(answer.victories)
    expect(week).toEqual({ state: 'complete', start: 5, ranked: answer.week.top })
    expect(forces).toMatchObject({ state: 'complete', ranked: answer.forces, truncated: false })
    expect(wins).toMatchObject({
      state: 'complete',
      owners: 'ready',
      officers: answer.officers,
      done: true,
      failed: [],
    })
    expect(wins.objectives).toEqual(objectiveTops(answer.objectives))
  })

  it('partial, every board, while the indexer catches up', () => {
    const { forces, wins } = indexedBoards(hof({ catchingUp: true }))
    expect([forces.state, wins.state]).toEqual(['partial', 'partial'])
  })
})
