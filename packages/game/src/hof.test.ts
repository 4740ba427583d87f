import { describe, expect, it } from 'vitest'
import {
  OBJECTIVES,
  objectiveOfZone,
  topDivisions,
  topForObjective,
  topOfficers,
  victoriesLabel,
} from './hof'

describe('objectiveOfZone', () => {
  it('groups map to bunker, camp, radar, hq, bridge', () => {
    expect([1, 4, 5, 9, 13, 17, 20].map(objectiveOfZone)).toEqual([
      'bunker',
      'bunker',
      'camp',
      'radar',
      'hq',
      'bridge',
      'bridge',
    ])
    expect(objectiveOfZone(21)).toBeUndefined()
    expect(OBJECTIVES).toHaveLength(5)
  })
})

describe('topDivisions', () => {
  it('by power desc; ties by divID asc then owner asc; ranks 1, 2, 3', () => {
    const ranked = topDivisions([
      { owner: 'bob', divID: 2, power: 500 },
      { owner: 'amy', divID: 9, power: 900 },
      { owner: 'zed', divID: 1, power: 500 },
      { owner: 'abe', divID: 1, power: 500 },
    ])
    expect(ranked.map((r) => [r.rank, r.owner, r.divID])).toEqual([
      [1, 'amy', 9],
      [2, 'abe', 1],
      [3, 'zed', 1],
      [4, 'bob', 2],
    ])
  })
  it('keeps the top 20 of 25', () => {
    const entries = Array.from({ length: 25 }, (_, i) => ({ owner: 'p', divID: i, power: i }))
    const ranked = topDivisions(entries)
    expect(ranked).toHaveLength(20)
    expect(ranked[0]?.power).toBe(24)
    expect(ranked[19]?.power).toBe(5)
  })
})

describe('officers and objectives', () => {
  const players = [
    {
      owner: 'carol',
      wins: [
        { zone: 1, wins: 3 },
        { zone: 5, wins: 4 },
      ],
    },
    { owner: 'alice', wins: [{ zone: 2, wins: 7 }] },
    { owner: 'bob', wins: [{ zone: 18, wins: 7 }] },
    { owner: 'dave', wins: [] },
    { owner: 'erin', wins: [{ zone: 30, wins: 50 }] },
  ]
  it('officers by total victories: carol 3 + 4 = 7, alice 7, bob 7 → alice, bob, carol (name order); 0 left out', () => {
    expect(topOfficers(players)).toEqual([
      { rank: 1, owner: 'alice', victories: 7 },
      { rank: 2, owner: 'bob', victories: 7 },
      { rank: 3, owner: 'carol', victories: 7 },
    ])
  })
  it('bunker (zones 1–4): alice 7, carol 3', () => {
    expect(topForObjective(players, 'bunker').map((p) => [p.owner, p.victories])).toEqual([
      ['alice', 7],
      ['carol', 3],
    ])
  })
  it('bridge (zones 17–20): bob 7; radar: nobody', () => {
    expect(topForObjective(players, 'bridge').map((p) => p.owner)).toEqual(['bob'])
    expect(topForObjective(players, 'radar')).toEqual([])
  })
  it('top 5 of 7 accounts', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      owner: `p${i}`,
      wins: [{ zone: 1, wins: i + 1 }],
    }))
    expect(topOfficers(many).map((p) => p.owner)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2'])
  })
  it('rows of one account spread over several entries are summed', () => {
    const split = [
      { owner: 'x', wins: [{ zone: 1, wins: 1 }] },
      { owner: 'x', wins: [{ zone: 2, wins: 2 }] },
    ]
    expect(topOfficers(split)).toEqual([{ rank: 1, owner: 'x', victories: 3 }])
  })
  it('label "N Victories"', () => {
    expect(victoriesLabel(7)).toBe('7 Victories')
  })
})
