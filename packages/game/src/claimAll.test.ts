import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAsset } from './amount'
import {
  type ClaimReads,
  claimAllTargets,
  claimWatchList,
  inFights,
  nextDeadline,
  readyClaims,
  readyCount,
} from './claimAll'
import { claimTotals, finishedBuildings, overFights } from './claims'
import { refinery, staked, workshop } from './claims.fixtures'
import { orderedDivisions } from './division'
import { type Division, RARITIES, type UnitConfig, type Zone } from './rows'

const zone = (id: number): Zone => ({
  id,
  name: `Zone ${id}`,
  terrain: 'plain',
  open: true,
  nbwins: 1,
  wmini: 0,
  nextZone: id + 1,
  costs: [{ key: 'DOVX', value: 5000 }],
  resolutions: [
    { key: 'win', value: 50_000 },
    { key: 'loss', value: 10_000 },
  ],
  pre_allow: [],
  power: [
    { key: 'win', value: 2_000_000 },
    { key: 'loss', value: 1 },
  ],
})
const division = (divID: number, endTime: number, zoneID = 1): Division => ({
  divID,
  owner: 'player1',
  zoneID,
  end_time: endTime,
  units: [{ key: 'combat4', value: `a${divID}` }],
})
const udata: UnitConfig[] = [
  { template_id: 7, type: 'combat', power: 3_000_000, bonus: [{ key: 'bonusd', value: 100_000 }] },
]
const card = { type: 'combat', power: 3_000_000, bonus: [{ key: 'bonusd', value: 100_000 }] }
const cards = new Map([
  ['a4', card],
  ['a9', card],
])

/** Two buildings (the refinery finished once at 2800) and divisions 9 (over) and 4 (fighting). */
const reads: ClaimReads = {
  staked: [staked('10', 1, 1000), staked('11', 2, 1000), staked('12', 99, 0)],
  bdata: [workshop, refinery],
  tools: {},
  divisions: [division(9, 2500), division(4, 3500), division(6, 0)],
  zones: [zone(1)],
  udata,
  cards,
}
const NOW = 2800

describe('readyClaims', () => {
  it('lists the finished buildings and the fights over, titled by their place in the fight list', () => {
    const ready = readyClaims(reads, NOW)
    expect(ready.buildings.map((b) => [b.assetId, b.cycles])).toEqual([['11', 1]])
    // Divisions 4, 6, 9 are DIVISION 1, 2, 3: the one over is division 9.
    expect(ready.fights.map((f) => [f.divID, f.title, f.result, formatAsset(f.payout)])).toEqual([
      [9, 'DIVISION 3', 'win', '5.5000 DOVX'],
    ])
    expect(ready.count).toBe(2)
    expect(ready.totals).toEqual(claimTotals(ready.buildings, ready.fights))
    expect(ready.totals.map(formatAsset)).toEqual(['4.5000 DOVX', '3.0000 DOVF', '-0.7500 DOVS'])
  })

  it('before the zones are read, a fight over counts but is not listed, and pays nothing yet', () => {
    const ready = readyClaims({ ...reads, zones: undefined }, NOW)
    expect(ready.fights).toEqual([])
    expect(ready.count).toBe(2)
    expect(ready.totals).toEqual(claimTotals(ready.buildings, []))
  })

  it('a fight in a zone the table lacks is neither counted nor listed', () => {
    const ready = readyClaims({ ...reads, divisions: [division(9, 2500, 42)] }, NOW)
    expect(ready.fights).toEqual([])
    expect(ready.count).toBe(1)
  })

  it('only the fight list’s three divisions count (a fourth is not shown, nor claimed)', () => {
    const four = [division(1, 0), division(2, 0), division(3, 0), division(5, 2000)]
    expect(readyClaims({ ...reads, divisions: four }, NOW).count).toBe(1)
    expect(inFights(four)).toBe(false)
  })

  it('nothing staked, no division: nothing ready', () => {
    const none = { ...reads, staked: [], divisions: [] }
    expect(readyClaims(none, NOW)).toEqual({ buildings: [], fights: [], count: 0, totals: [] })
    expect(readyCount(none, NOW)).toBe(0)
  })
})

describe('readyCount', () => {
  it('counts what readyClaims lists, without the cards', () => {
    const { udata: _udata, cards: _cards, ...count } = reads
    expect(readyCount(count, NOW)).toBe(2)
    expect(readyCount(count, 1000 + 3600)).toBe(4)
    expect(readyCount({ ...count, zones: undefined }, NOW)).toBe(2)
  })
})

describe('inFights', () => {
  it('true once a division of the list is fighting or over', () => {
    expect(inFights([division(1, 0)])).toBe(false)
    expect(inFights([division(1, 0), division(2, 100)])).toBe(true)
    expect(inFights([division(2, -1)])).toBe(true)
  })
})

describe('claimAllTargets', () => {
  it('the fights first, then every finished building in one claim', () => {
    expect(claimAllTargets(readyClaims(reads, 1000 + 3600))).toEqual({
      divisions: [4, 9],
      buildings: ['10', '11'],
    })
  })

  it('nothing ready: nothing to claim', () => {
    expect(claimAllTargets({ buildings: [], fights: [] })).toEqual({
      divisions: [],
      buildings: [],
    })
  })
})

describe('claimWatchList', () => {
  it('each building with a cycle and each division fighting or over, with its end and text', () => {
    expect(claimWatchList(reads, NOW)).toEqual([
      {
        key: 'building:10:4600',
        at: 4600,
        ready: false,
        text: 'Your Repair building #10 has finished: claim it.',
      },
      {
        key: 'building:11:2800',
        at: 2800,
        ready: true,
        text: 'Your Fuel building #11 has finished: claim it.',
      },
      {
        key: 'fight:4:3500',
        at: 3500,
        ready: false,
        text: 'DIVISION 1: the fight is over, claim it.',
      },
      {
        key: 'fight:9:2500',
        at: 2500,
        ready: true,
        text: 'DIVISION 3: the fight is over, claim it.',
      },
    ])
  })

  it('the clock tool shortens the cycle watched; a reset timer (-1) is over', () => {
    const list = claimWatchList(
      {
        ...reads,
        staked: [staked('10', 1, 1000)],
        divisions: [division(3, -1)],
        tools: { clock: 'Epic' },
      },
      1000,
    )
    expect(list.map((item) => [item.key, item.ready])).toEqual([
      ['building:10:3400', false],
      ['fight:3:-1', true],
    ])
  })
})

describe('nextDeadline', () => {
  it('the earliest end still to come', () => {
    expect(nextDeadline(claimWatchList(reads, NOW), NOW)).toBe(3500)
    expect(nextDeadline(claimWatchList(reads, 3500), 3500)).toBe(4600)
  })

  it('none when everything watched has ended, or nothing is watched', () => {
    expect(nextDeadline(claimWatchList(reads, 5000), 5000)).toBeUndefined()
    expect(nextDeadline([], NOW)).toBeUndefined()
  })
})

describe('properties', () => {
  const time = fc.integer({ min: 0, max: 20_000 })
  const world = fc.record({
    staked: fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 50 }),
        template: fc.constantFrom(1, 2, 99),
        last: time,
      }),
      { selector: (row) => row.id, maxLength: 6 },
    ),
    clock: fc.option(fc.constantFrom(...RARITIES), { nil: undefined }),
    divisions: fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10 }),
        end: fc.oneof(fc.constant(0), fc.constant(-1), time),
        zone: fc.constantFrom(1, 2, 42),
      }),
      { selector: (row) => row.id, maxLength: 5 },
    ),
    zones: fc.option(fc.subarray([zone(1), zone(2)]), { nil: undefined }),
    now: time,
  })
  type World = typeof world extends fc.Arbitrary<infer T> ? T : never
  const toReads = (w: World): ClaimReads => ({
    ...reads,
    staked: w.staked.map((row) => staked(String(row.id), row.template, row.last)),
    tools: w.clock === undefined ? {} : { clock: w.clock },
    divisions: w.divisions.map((row) => division(row.id, row.end, row.zone)),
    zones: w.zones,
  })

  it('the count is the buildings and fights listed (the fights over, before the zones are read), and the shell’s readyCount', () => {
    fc.assert(
      fc.property(world, (w) => {
        const input = toReads(w)
        const ready = readyClaims(input, w.now)
        expect(readyCount(input, w.now)).toBe(ready.count)
        const fights =
          input.zones === undefined
            ? overFights(orderedDivisions(input.divisions), w.now).length
            : ready.fights.length
        expect(ready.count).toBe(ready.buildings.length + fights)
      }),
    )
  })

  it('nothing finished or over (in a known zone) is left out of the transaction, and nothing else is in it', () => {
    fc.assert(
      fc.property(world, (w) => {
        const input = toReads(w)
        const targets = claimAllTargets(readyClaims(input, w.now))
        const finished = finishedBuildings(input.staked, input.bdata, input.tools, w.now)
        expect(targets.buildings).toEqual(finished.map((b) => b.assetId))
        const over = overFights(orderedDivisions(input.divisions), w.now).filter((d) =>
          (input.zones ?? []).some((z) => z.id === d.zoneID),
        )
        expect(targets.divisions).toEqual(over.map((d) => d.divID))
      }),
    )
  })

  it('the next deadline is the minimum future end among what is watched, never in the past', () => {
    fc.assert(
      fc.property(world, (w) => {
        const watched = claimWatchList(toReads(w), w.now)
        const next = nextDeadline(watched, w.now)
        const future = watched.map((item) => item.at).filter((at) => at > w.now)
        if (future.length === 0) expect(next).toBeUndefined()
        else expect(next).toBe(Math.min(...future))
        if (next !== undefined) expect(next).toBeGreaterThan(w.now)
        // What is due later is exactly what is not ready yet.
        expect(watched.filter((item) => !item.ready).map((item) => item.at)).toEqual(future)
      }),
    )
  })

  it('what the watch list says is ready is what the panel counts, once the zones are known', () => {
    fc.assert(
      fc.property(world, (w) => {
        const input = { ...toReads(w), zones: [zone(1), zone(2), zone(42)] }
        const watched = claimWatchList(input, w.now)
        expect(watched.filter((item) => item.ready).length).toBe(readyCount(input, w.now))
      }),
    )
  })
})
