import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { unitStats } from './assets'
import {
  divisionEntries,
  standing,
  topDivisions,
  topForObjective,
  topOfficers,
  victoriesLabel,
  winsBoards,
} from './hof'
import { storedDivisionPower } from './power'
import type { UnitConfig } from './rows'
import { OBJECTIVES, objectiveOfZone, objectiveZones } from './zones'

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

describe('objectiveZones', () => {
  it('bunker 1–4 … bridge 17–20, the inverse of objectiveOfZone', () => {
    expect(objectiveZones('bunker')).toEqual({ first: 1, last: 4 })
    expect(objectiveZones('bridge')).toEqual({ first: 17, last: 20 })
    for (const objective of OBJECTIVES) {
      const { first, last } = objectiveZones(objective)
      for (let zone = first; zone <= last; zone++) expect(objectiveOfZone(zone)).toBe(objective)
    }
  })
})

describe('divisionEntries', () => {
  const udata: UnitConfig[] = [
    { template_id: 1, type: 'officer', power: 500_000, bonus: [{ key: 'bonusw', value: 100_000 }] },
    { template_id: 2, type: 'combat', power: 1_000_000, bonus: [{ key: 'Plain', value: 2000 }] },
  ]
  const zones = [
    { id: 1, terrain: 'plain' },
    { id: 2, terrain: 'desert' },
  ]
  const nfts = [
    { asset_id: '10', owner: 'amy', template_id: 1 },
    { asset_id: '11', owner: 'amy', template_id: 2 },
  ]
  const units = [
    { key: 'officer', value: '10' },
    { key: 'combat4', value: '11' },
  ]

  it('officer power counts 0 (unitStats), the combat card gets its terrain bonus: 100 × 1.2 × 1.1 = 132 points', () => {
    const [entry] = divisionEntries(
      [{ divID: 7, owner: 'amy', zoneID: 1, units }],
      nfts,
      udata,
      zones,
    )
    expect(entry).toEqual({ owner: 'amy', divID: 7, power: 1_320_000 })
  })
  it('another terrain: no bonus, 100 × 1.1 = 110 points; an unknown zone the same', () => {
    const entries = divisionEntries(
      [
        { divID: 1, owner: 'amy', zoneID: 2, units },
        { divID: 2, owner: 'amy', zoneID: 99, units },
      ],
      nfts,
      udata,
      zones,
    )
    expect(entries.map((e) => e.power)).toEqual([1_100_000, 1_100_000])
  })
  it('a card missing from nfts is left out; an empty division has power 0', () => {
    const entries = divisionEntries(
      [
        { divID: 1, owner: 'amy', zoneID: 1, units: [{ key: 'combat4', value: '99' }, ...units] },
        { divID: 2, owner: 'bob', zoneID: 1, units: [] },
      ],
      nfts,
      udata,
      zones,
    )
    expect(entries.map((e) => e.power)).toEqual([1_320_000, 0])
  })
  it('property: the same as storedDivisionPower with unitStats per card, whatever the order of nfts', () => {
    const template = fc.constantFrom(1, 2, 3)
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), template), { maxLength: 20 }),
        fc.array(fc.array(fc.integer({ min: 1, max: 35 }), { maxLength: 14 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 3 }),
        (cards, divisions, zoneID) => {
          const rows = cards.map(([id, t]) => ({
            asset_id: String(id),
            owner: 'p',
            template_id: t,
          }))
          const stored = divisions.map((ids, index) => ({
            divID: index,
            owner: 'p',
            zoneID,
            units: ids.map((id) => ({ key: 'combat4', value: String(id) })),
          }))
          const expected = stored.map((division) =>
            storedDivisionPower(
              division,
              (assetId) => {
                // nfts has one row per asset id: the last one written wins, as in a Map.
                const row = rows.findLast((r) => r.asset_id === assetId)
                return row && unitStats(row.template_id, udata)
              },
              zones,
            ),
          )
          expect(divisionEntries(stored, rows, udata, zones).map((e) => e.power)).toEqual(expected)
        },
      ),
    )
  })
})

const entryArb = fc.record({
  owner: fc.constantFrom('abe', 'amy', 'bob', 'zed', 'a.b'),
  divID: fc.integer({ min: 0, max: 50 }),
  power: fc.integer({ min: 0, max: 2_000_000 }),
})

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items]
  let s = seed
  for (let i = copy.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648
    const j = s % (i + 1)
    const a = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = a
  }
  return copy
}

describe('topDivisions properties', () => {
  it('sorted by power desc, divID asc, owner asc; ranks 1…k; k = min(limit, n); order of input irrelevant', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 40 }),
        fc.integer({ min: 0, max: 25 }),
        fc.nat(),
        (entries, limit, seed) => {
          const ranked = topDivisions(entries, limit)
          expect(ranked).toHaveLength(Math.min(limit, entries.length))
          ranked.forEach((entry, index) => {
            expect(entry.rank).toBe(index + 1)
            const next = ranked[index + 1]
            if (next === undefined) return
            const ordered =
              entry.power > next.power ||
              (entry.power === next.power &&
                (entry.divID < next.divID ||
                  (entry.divID === next.divID && entry.owner <= next.owner)))
            expect(ordered).toBe(true)
          })
          expect(topDivisions(shuffled(entries, seed), limit)).toEqual(ranked)
        },
      ),
    )
  })
  it('the top k is the first k of the top k + 1, and nothing left out is stronger than the last kept', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 40 }),
        fc.integer({ min: 1, max: 25 }),
        (entries, k) => {
          const top = topDivisions(entries, k)
          expect(topDivisions(entries, k + 1).slice(0, k)).toEqual(top)
          const last = top.at(-1)
          if (last === undefined) return
          const kept = top.length
          const stronger = entries.filter((e) => e.power > last.power).length
          expect(stronger).toBeLessThanOrEqual(kept)
        },
      ),
    )
  })
})

const playersArb = fc.array(
  fc.record({
    owner: fc.constantFrom('abe', 'amy', 'bob', 'zed', 'a.b', 'cmdraaaa'),
    wins: fc.array(
      fc.record({ zone: fc.integer({ min: 0, max: 24 }), wins: fc.integer({ min: 0, max: 9 }) }),
      { maxLength: 8 },
    ),
  }),
  { maxLength: 12 },
)

describe('wins boards properties', () => {
  it('winsBoards gives exactly topOfficers and topForObjective of each objective', () => {
    fc.assert(
      fc.property(playersArb, (players) => {
        const boards = winsBoards(players)
        expect(boards.officers).toEqual(topOfficers(players))
        for (const objective of OBJECTIVES) {
          expect(boards.objectives[objective]).toEqual(topForObjective(players, objective))
        }
      }),
    )
  })
  it('an officer’s victories are the sum of the objectives’ victories; never 0; order of input irrelevant', () => {
    fc.assert(
      fc.property(playersArb, fc.nat(), (players, seed) => {
        const all = winsBoards(players, objectiveOfZone)
        const everyone = topOfficers(players, 1000)
        for (const row of everyone) {
          expect(row.victories).toBeGreaterThan(0)
          const sum = OBJECTIVES.reduce(
            (total, objective) =>
              total +
              (topForObjective(players, objective, 1000).find((r) => r.owner === row.owner)
                ?.victories ?? 0),
            0,
          )
          expect(row.victories).toBe(sum)
        }
        expect(winsBoards(shuffled(players, seed))).toEqual(all)
      }),
    )
  })
  it('ties: victories desc, then name asc', () => {
    fc.assert(
      fc.property(playersArb, (players) => {
        const board = topOfficers(players, 1000)
        board.forEach((row, index) => {
          const next = board[index + 1]
          if (next === undefined) return
          expect(
            row.victories > next.victories ||
              (row.victories === next.victories && row.owner < next.owner),
          ).toBe(true)
        })
      }),
    )
  })
})

describe('standing', () => {
  it('an account inside a top has the rank the board shows; outside it, its rank among everyone', () => {
    fc.assert(
      fc.property(
        playersArb,
        // A division id is unique, as the contract keeps one row per id.
        fc.uniqueArray(entryArb, { selector: (entry) => entry.divID, maxLength: 40 }),
        fc.constantFrom('abe', 'amy', 'bob', 'zed', 'a.b', 'cmdraaaa'),
        (players, entries, account) => {
          const mine = standing(players, entries, account)
          const boards = winsBoards(players)
          const everyone = topOfficers(players, 1000)
          const officer = everyone.find((row) => row.owner === account) ?? null
          expect(mine.officers).toEqual(officer)
          const shown = boards.officers.find((row) => row.owner === account)
          if (shown !== undefined) expect(mine.officers).toEqual(shown)
          if (mine.officers !== null && shown === undefined) {
            expect(mine.officers.rank).toBeGreaterThan(boards.officers.length)
          }
          for (const objective of OBJECTIVES) {
            const row = topForObjective(players, objective, 1000).find((r) => r.owner === account)
            expect(mine.objectives[objective]).toEqual(row ?? null)
          }
          const all = topDivisions(entries, 1000)
          expect(mine.forces).toEqual(all.filter((entry) => entry.owner === account))
          const top = topDivisions(entries)
          for (const division of mine.forces) {
            const onBoard = top.find(
              (entry) => entry.divID === division.divID && entry.owner === account,
            )
            if (onBoard !== undefined) expect(division.rank).toBe(onBoard.rank)
          }
        },
      ),
    )
  })

  it('an account with no victory and no division stands nowhere', () => {
    expect(standing([{ owner: 'amy', wins: [{ zone: 1, wins: 2 }] }], [], 'bob')).toEqual({
      officers: null,
      objectives: { bunker: null, camp: null, radar: null, hq: null, bridge: null },
      forces: [],
    })
  })
})
