import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  blockMedals,
  type EarnedMedal,
  heldMedals,
  MEDALS,
  type MedalId,
  medalsOf,
  type RecordedClaim,
  recentSince,
  tableMedals,
  utcDay,
} from './medals'
import type { ZoneWins } from './rows'

const DAY = 86_400_000
/** Monday 2026-11-23, 00:00 UTC. */
const MONDAY = Date.UTC(2026, 10, 23)

type Play = { zoneID: number; result: 'win' | 'draw' | 'loss'; time: number }

/** The claims of a history, in order, each with an id that sorts as the chain's order. */
const claimsOf = (plays: readonly Play[], offset = 0): RecordedClaim[] =>
  plays.map((play, index) => ({
    id: String(1_000 + offset + index),
    blockNum: 10 + offset + index,
    time: play.time,
    trxId: `t${offset + index}`,
    zoneID: play.zoneID,
    result: play.result,
  }))

/** The `infos` rows a history leaves: its victories per zone. */
const winsOf = (plays: readonly Play[]): ZoneWins[] => {
  const wins = new Map<number, number>()
  for (const play of plays)
    if (play.result === 'win') wins.set(play.zoneID, (wins.get(play.zoneID) ?? 0) + 1)
  return [...wins].map(([zone, count]) => ({ zone, wins: count }))
}

const win = (zoneID: number, time = MONDAY): Play => ({ zoneID, result: 'win', time })
const loss = (zoneID: number, time = MONDAY): Play => ({ zoneID, result: 'loss', time })

/** Medal -> the id of the claim that earned it (null: before the record). */
const earned = (medals: EarnedMedal[]) =>
  Object.fromEntries(medals.map((medal) => [medal.id, medal.claim?.id ?? null]))

const ALL_OPEN = Array.from({ length: 20 }, (_, index) => index + 1)

describe('medalsOf', () => {
  it('has none for a commander who never won nor claimed', () => {
    expect(medalsOf({ wins: [], openZones: ALL_OPEN, claims: [] })).toEqual([])
  })

  it('dates a first victory and its objective by the claim that won it', () => {
    const plays = [loss(2), win(2), win(6)]
    const medals = medalsOf({ wins: winsOf(plays), openZones: ALL_OPEN, claims: claimsOf(plays) })
    expect(earned(medals)).toEqual({ 'first-victory': '1001', bunker: '1001', camp: '1002' })
    expect(medals[0]?.claim).toMatchObject({ blockNum: 11, trxId: 't1', time: MONDAY })
  })

  it('gives each objective its medal from a victory in any of its zones', () => {
    const plays = [win(4), win(5), win(12), win(13), win(20)]
    const medals = medalsOf({ wins: winsOf(plays), openZones: ALL_OPEN, claims: claimsOf(plays) })
    expect(earned(medals)).toMatchObject({
      bunker: '1000',
      camp: '1001',
      radar: '1002',
      hq: '1003',
      bridge: '1004',
    })
  })

  it('makes a zone veteran at the tenth victory in one zone, not ten spread over zones', () => {
    const spread = Array.from({ length: 10 }, (_, index) => win(index + 1))
    expect(
      earned(medalsOf({ wins: winsOf(spread), openZones: ALL_OPEN, claims: claimsOf(spread) })),
    ).not.toHaveProperty('zone-veteran')
    const plays = [...Array.from({ length: 9 }, () => win(3)), loss(3), win(7), win(3)]
    const medals = medalsOf({ wins: winsOf(plays), openZones: ALL_OPEN, claims: claimsOf(plays) })
    expect(earned(medals)['zone-veteran']).toBe('1011')
  })

  it('gives every front at the last first victory among the open zones, none while one is missing', () => {
    const open = [1, 2, 3]
    const plays = [win(1), win(2), win(1), win(3), win(2)]
    expect(
      earned(medalsOf({ wins: winsOf(plays), openZones: open, claims: claimsOf(plays) }))[
        'every-front'
      ],
    ).toBe('1003')
    const partial = plays.slice(0, 3)
    expect(
      earned(medalsOf({ wins: winsOf(partial), openZones: open, claims: claimsOf(partial) })),
    ).not.toHaveProperty('every-front')
    // A closed zone is not a front; no open zone at all earns nothing.
    expect(
      earned(medalsOf({ wins: winsOf(partial), openZones: [1, 2], claims: claimsOf(partial) }))[
        'every-front'
      ],
    ).toBe('1001')
    expect(
      earned(medalsOf({ wins: winsOf(plays), openZones: [], claims: claimsOf(plays) })),
    ).not.toHaveProperty('every-front')
  })

  it('counts seven days in a row of claims of any result, by UTC day, from the first claim of the seventh', () => {
    // Six days, a day off, then seven days (two claims on the third): the second run earns it.
    const days = [0, 1, 2, 3, 4, 5, 7, 8, 9, 9, 10, 11, 12, 13]
    const plays = days.map((day, index) => loss(1, MONDAY + day * DAY + index * 60_000))
    const medals = earned(medalsOf({ wins: [], openZones: ALL_OPEN, claims: claimsOf(plays) }))
    expect(medals).toEqual({ 'seven-days': '1013' })
    // One minute before midnight and one after are two days.
    const edge = [0, 1, 2, 3, 4, 5].map((day) => loss(1, MONDAY + day * DAY + 12 * 3_600_000))
    const near = [...edge, loss(1, MONDAY + 6 * DAY - 60_000), loss(1, MONDAY + 6 * DAY + 60_000)]
    expect(
      earned(medalsOf({ wins: [], openZones: ALL_OPEN, claims: claimsOf(near) }))['seven-days'],
    ).toBe('1007')
  })

  it('gives a hat-trick at the third victory of one UTC day; draws and defeats do not count', () => {
    const plays = [
      win(1, MONDAY + 1_000),
      win(1, MONDAY + 2_000),
      { zoneID: 1, result: 'draw', time: MONDAY + 3_000 } as const,
      win(1, MONDAY + DAY + 1_000),
      win(1, MONDAY + DAY + 2_000),
      loss(1, MONDAY + DAY + 3_000),
      win(1, MONDAY + DAY + 4_000),
    ]
    const medals = medalsOf({ wins: winsOf(plays), openZones: ALL_OPEN, claims: claimsOf(plays) })
    expect(earned(medals)['hat-trick']).toBe('1006')
  })

  it('holds the medals infos shows with no claim recorded, undated; the record alone gives streaks', () => {
    const wins = [
      { zone: 1, wins: 12 },
      { zone: 2, wins: 1 },
    ]
    expect(earned(medalsOf({ wins, openZones: [1, 2], claims: [] }))).toEqual({
      'first-victory': null,
      bunker: null,
      'zone-veteran': null,
      'every-front': null,
    })
  })

  it('dates a threshold crossed after the record began, from the victories infos counts before it', () => {
    // 7 victories in zone 1 before the record, then 4 recorded: the tenth is the third recorded.
    const recorded = [0, 1, 2, 3].map((day) => win(1, MONDAY + day * DAY))
    const medals = medalsOf({
      wins: [{ zone: 1, wins: 11 }],
      openZones: [1],
      claims: claimsOf(recorded),
    })
    expect(earned(medals)).toEqual({
      'first-victory': null,
      bunker: null,
      'zone-veteran': '1002',
      'every-front': null,
    })
  })

  it('skips claims whose zone or result the record could not tell', () => {
    const claims = claimsOf([win(1)]).map((claim) => ({ ...claim, result: undefined }))
    expect(medalsOf({ wins: [{ zone: 1, wins: 1 }], openZones: [1], claims })).toEqual([
      { id: 'first-victory', claim: null },
      { id: 'bunker', claim: null },
      { id: 'every-front', claim: null },
    ])
  })

  describe('over random histories', () => {
    const play = fc.record({
      zoneID: fc.integer({ min: 1, max: 6 }),
      result: fc.constantFrom('win', 'draw', 'loss'),
      gap: fc.integer({ min: 0, max: 2 * DAY }),
    })
    /** Plays at growing times from a random start. */
    const history = fc
      .tuple(fc.integer({ min: 0, max: 400 * DAY }), fc.array(play, { maxLength: 80 }))
      .map(([start, list]) => {
        let time = MONDAY + start
        return list.map(({ zoneID, result, gap }) => {
          time += gap
          return { zoneID, result, time } as Play
        })
      })
    const openZones = fc.subarray([1, 2, 3, 4, 5, 6])

    it('never takes back a medal nor moves its date as the history goes on', () => {
      fc.assert(
        fc.property(history, fc.nat(), openZones, (plays, cut, open) => {
          const at = plays.length === 0 ? 0 : cut % (plays.length + 1)
          const before = plays.slice(0, at)
          const then = earned(
            medalsOf({ wins: winsOf(before), openZones: open, claims: claimsOf(before) }),
          )
          const now = earned(
            medalsOf({ wins: winsOf(plays), openZones: open, claims: claimsOf(plays) }),
          )
          for (const [id, claim] of Object.entries(then)) {
            // Every front is the one medal that looks at today's zones and all of them.
            if (id === 'every-front') continue
            expect(now[id], id).toBe(claim)
          }
        }),
      )
    })

    it('dates every medal with a recorded claim when the whole history is recorded', () => {
      fc.assert(
        fc.property(history, openZones, (plays, open) => {
          const medals = medalsOf({ wins: winsOf(plays), openZones: open, claims: claimsOf(plays) })
          for (const medal of medals) expect(medal.claim, medal.id).not.toBeNull()
          const firstWin = claimsOf(plays).find((claim) => claim.result === 'win')
          expect(earned(medals)['first-victory']).toBe(firstWin?.id)
        }),
      )
    })

    it('a record that starts late keeps the medals of infos, undated where they came before it', () => {
      fc.assert(
        fc.property(history, fc.nat(), openZones, (plays, cut, open) => {
          const at = plays.length === 0 ? 0 : cut % (plays.length + 1)
          const whole = medalsOf({ wins: winsOf(plays), openZones: open, claims: claimsOf(plays) })
          const late = medalsOf({
            wins: winsOf(plays),
            openZones: open,
            claims: claimsOf(plays.slice(at), at),
          })
          const lateIds = earned(late)
          for (const medal of whole) {
            if (medal.id === 'seven-days' || medal.id === 'hat-trick') continue
            const claim = medal.claim
            // Earned within the record: the same claim; before it: undated.
            expect(lateIds[medal.id], medal.id).toBe(
              claim !== null && Number(claim.id) - 1_000 >= at ? claim.id : null,
            )
          }
          // The medals of the record alone are the record's: a late one never invents one.
          for (const medal of late)
            if (medal.id === 'seven-days' || medal.id === 'hat-trick')
              expect(earned(whole)[medal.id]).toBeDefined()
        }),
      )
    })
  })

  it('lists medals in MEDALS order, each at most once', () => {
    const plays = Array.from({ length: 30 }, (_, index) =>
      win((index % 20) + 1, MONDAY + index * 3_600_000),
    )
    const ids = medalsOf({
      wins: winsOf(plays),
      openZones: ALL_OPEN,
      claims: claimsOf(plays),
    }).map((medal) => medal.id)
    const order = MEDALS.map((medal) => medal.id).filter((id) => ids.includes(id))
    expect(ids).toEqual(order)
    expect(utcDay(MONDAY)).toBe(utcDay(MONDAY + DAY - 1))
  })
})

describe('medals kept block by block', () => {
  it('shows from the tables alone what infos counts, in MEDALS order', () => {
    expect(tableMedals([], [1])).toEqual([])
    expect(
      tableMedals(
        [
          { zone: 9, wins: 10 },
          { zone: 1, wins: 0 },
          { zone: 2, wins: 1 },
        ],
        [2, 9],
      ),
    ).toEqual(['first-victory', 'bunker', 'radar', 'zone-veteran', 'every-front'])
    // A zone without an objective (none beyond 20) is no first victory; no open zone, no front.
    expect(tableMedals([{ zone: 21, wins: 3 }], [])).toEqual([])
  })

  it('holds the dated medals with their claims, then the undated ones the tables show', () => {
    const dated = new Map<MedalId, string>([
      ['hat-trick', 'c3'],
      ['bunker', 'c1'],
    ])
    expect(heldMedals(dated, [{ zone: 1, wins: 2 }], [1, 2])).toEqual([
      { id: 'first-victory', claim: null },
      { id: 'bunker', claim: 'c1' },
      { id: 'hat-trick', claim: 'c3' },
    ])
  })

  it('dates a block’s medals by the claim that crosses each threshold, from the wins before it', () => {
    const claims = claimsOf([win(1), win(1, MONDAY + 1), win(5, MONDAY + 2)])
    const earned = blockMedals({
      wins: [{ zone: 1, wins: 8 }],
      recent: [],
      claims,
      openZones: [1, 5],
    })
    expect(earned.map(({ id, claim }) => [id, claim.id])).toEqual([
      ['zone-veteran', '1001'],
      ['camp', '1002'],
      ['every-front', '1002'],
      ['hat-trick', '1002'],
    ])
  })

  it('counts a streak and a day’s victories from the recent claims before the block', () => {
    const recent = [0, 1, 2, 3, 4, 5].map((day) => ({
      time: MONDAY + day * DAY,
      result: 'loss' as const,
    }))
    const today = MONDAY + 6 * DAY
    expect(recentSince(today)).toBe(MONDAY)
    const earned = blockMedals({
      wins: [],
      recent: [...recent, { time: today, result: 'win' }, { time: today + 1, result: 'win' }],
      claims: claimsOf([win(3, today + 2)]),
      openZones: [],
    })
    // The streak's seventh day began with a recent claim: only the third victory is news.
    expect(earned.map(({ id }) => id)).toEqual(['first-victory', 'bunker', 'hat-trick'])
  })

  it('are the medals of the whole history, whatever the blocks and wherever the record began', () => {
    const block = fc.record({
      gap: fc.integer({ min: 0, max: 2 * DAY }),
      plays: fc.array(
        fc.record({
          zoneID: fc.integer({ min: 1, max: 6 }),
          result: fc.constantFrom('win', 'draw', 'loss'),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * DAY }),
        fc.array(block, { maxLength: 40 }),
        fc.nat(),
        fc.subarray([1, 2, 3, 4, 5, 6]),
        (start, blocks, cut, open) => {
          let time = MONDAY + start
          const timed = blocks.map(({ gap, plays }) => {
            time += gap
            return plays.map((play) => ({ ...play, time }) as Play)
          })
          const at = timed.length === 0 ? 0 : cut % (timed.length + 1)
          const all = timed.flat()
          const before = timed.slice(0, at).flat()
          // The record's blocks, one at a time, as the indexer writes them.
          const wins = new Map(winsOf(before).map(({ zone, wins }) => [zone, wins]))
          const dated = new Map<MedalId, RecordedClaim>()
          const recorded: RecordedClaim[] = []
          for (const plays of timed.slice(at)) {
            const claims = claimsOf(plays, before.length + recorded.length)
            const since = recentSince(plays[0]?.time ?? 0)
            for (const { id, claim } of blockMedals({
              wins: [...wins].map(([zone, count]) => ({ zone, wins: count })),
              recent: recorded.filter((claim) => claim.time >= since),
              claims,
              openZones: open,
            }))
              if (!dated.has(id)) dated.set(id, claim)
            recorded.push(...claims)
            for (const play of plays)
              if (play.result === 'win') wins.set(play.zoneID, (wins.get(play.zoneID) ?? 0) + 1)
          }
          expect(heldMedals(dated, winsOf(all), open)).toEqual(
            medalsOf({ wins: winsOf(all), openZones: open, claims: recorded }),
          )
        },
      ),
      { numRuns: 300 },
    )
  })
})
