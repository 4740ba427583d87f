import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Amount, formatAsset } from './amount'
import { balancesBySymbol } from './balances'
import {
  balanceMoves,
  battleReport,
  boardVictories,
  placeChanges,
  type ReportFight,
  standingCounts,
} from './battleReport'
import { divisionStats } from './divisionStats'
import { type FightResult, fightOutcome } from './fight'
import type { UnitStats } from './power'
import type { BalanceRow, UnitConfig, Zone, ZoneWins } from './rows'

const dov = (units: bigint, symbol: string): Amount => ({ units, precision: 4, symbol })
const bal = (rows: Record<string, bigint>): BalanceRow[] =>
  Object.entries(rows).map(([symbol, units]) => ({ balance: formatAsset(dov(units, symbol)) }))

/** Zone `id`: Victory from 200 points, Draw from 100, Defeat from 1; pays 5, 2 and 0.5 DOVX. */
const zone = (id: number, name = `Zone ${id}`, open = true): Zone => ({
  id,
  name,
  terrain: 'plain',
  open,
  nbwins: 1,
  wmini: 0,
  nextZone: id + 1,
  costs: [
    { key: 'DOVH', value: 10_000 },
    { key: 'DOVX', value: 5_000 },
  ],
  resolutions: [
    { key: 'win', value: 50_000 + id * 10_000 },
    { key: 'draw', value: 20_000 + id * 4_000 },
    { key: 'loss', value: 5_000 + id * 1_000 },
  ],
  pre_allow: [],
  power: [
    { key: 'win', value: 2_000_000 },
    { key: 'draw', value: 1_000_000 },
    { key: 'loss', value: 10_000 },
  ],
})
const ZONES = [zone(1, 'Omaha Beach'), zone(2, 'Sainte-Mere'), zone(3, 'Carentan'), zone(4)]
const udata: UnitConfig[] = []
/** A card of `points` power: Victory from 200, Draw from 100, Defeat below. */
const card = (points: number): UnitStats => ({ type: 'combat', power: points * 10_000, bonus: [] })
const fightOf = (divID: number, zoneID: number): ReportFight => ({
  divID,
  title: `DIVISION ${divID}`,
  zoneID,
  units: [{ key: 'combat4', value: `a${divID}` }],
})
const idle = (divID: number, zoneID: number) => ({ divID, zoneID, end_time: 0 })

/** What `claimfight` does to the tables, as the contract computes it: the chain in a few lines. */
function chainClaims(
  fights: readonly ReportFight[],
  cards: ReadonlyMap<string, UnitStats>,
  balances: readonly BalanceRow[],
  wins: readonly ZoneWins[],
  others: readonly Amount[],
  results?: readonly FightResult[],
) {
  const held = new Map(
    [...balancesBySymbol(balances)].map(([symbol, amount]) => [symbol, amount.units]),
  )
  const won = new Map(wins.map((row) => [row.zone, row.wins]))
  const credit = (symbol: string, units: bigint) =>
    held.set(symbol, (held.get(symbol) ?? 0n) + units)
  fights.forEach((fight, index) => {
    const zoneRow = ZONES.find((z) => z.id === fight.zoneID)
    if (zoneRow === undefined) throw new Error('test zone')
    const outcome = fightOutcome(divisionStats(fight.units, cards), zoneRow, udata)
    const result = results?.[index] ?? outcome.result
    const resolution = zoneRow.resolutions.find((pair) => pair.key === result)?.value ?? 0
    // The contract's payout rule for that result (no bonusd on these cards).
    credit('DOVX', BigInt(resolution))
    if (result === 'win') won.set(fight.zoneID, (won.get(fight.zoneID) ?? 0) + 1)
  })
  for (const amount of others) credit(amount.symbol, amount.units)
  return {
    balances: [...held].map(([symbol, units]) => ({ balance: formatAsset(dov(units, symbol)) })),
    wins: [...won].map(([zoneId, count]) => ({ zone: zoneId, wins: count })),
  }
}

describe('balanceMoves', () => {
  it('lists each token that moved, in the header order, signed', () => {
    expect(
      balanceMoves(
        bal({ DOVR: 10_000n, DOVX: 50_000n, DOVH: 20_000n }),
        bal({ DOVH: 10_000n, DOVX: 80_000n, DOVR: 10_000n, DOVF: 5n }),
      ),
    ).toEqual([dov(30_000n, 'DOVX'), dov(5n, 'DOVF'), dov(-10_000n, 'DOVH')])
  })
})

describe('battleReport', () => {
  it('one Victory: the zone, what it paid, its victories against the wins needed, the zone it opened', () => {
    const cards = new Map([['a1', card(300)]])
    const before = { balances: bal({ DOVX: 100_000n, DOVH: 50_000n }), wins: [] }
    const after = chainClaims([fightOf(1, 1)], cards, before.balances, before.wins, [])
    const report = battleReport({
      fights: [fightOf(1, 1)],
      zones: ZONES,
      udata,
      cards,
      before,
      after: { ...after, divisions: [idle(1, 1)] },
      others: [],
    })
    expect(report.settled).toBe(true)
    expect(report.moved).toEqual([dov(60_000n, 'DOVX')])
    expect(report.divisions).toEqual([
      expect.objectContaining({
        title: 'DIVISION 1',
        zone: 'Omaha Beach',
        label: 'Victory',
        earned: [dov(60_000n, 'DOVX')],
        wins: 1,
        nbwins: 1,
        unlocked: [{ zoneId: 2, name: 'Sainte-Mere', open: true }],
        again: undefined,
      }),
    ])
    // With Sainte-Mere open, the planner's best zone is the one paying most net of its DOVX cost.
    expect(report.divisions[0]?.best).toMatchObject({ zoneId: 2, name: 'Sainte-Mere', here: false })
  })

  it('tells Draw from Defeat by what the chain paid, and names the zone a division fights in again', () => {
    const cards = new Map([
      ['a1', card(150)],
      ['a2', card(50)],
    ])
    const fights = [fightOf(1, 2), fightOf(2, 2)]
    const before = { balances: bal({ DOVX: 0n, DOVH: 50_000n }), wins: [{ zone: 1, wins: 1 }] }
    const others = [dov(-10_000n, 'DOVH'), dov(-5_000n, 'DOVX')]
    const after = chainClaims(fights, cards, before.balances, before.wins, others)
    const report = battleReport({
      fights,
      zones: ZONES,
      udata,
      cards,
      before,
      after: { ...after, divisions: [{ divID: 1, zoneID: 3, end_time: 900 }, idle(2, 2)] },
      others,
    })
    expect(report.settled).toBe(true)
    expect(report.divisions.map((d) => [d.label, d.earned[0]?.units])).toEqual([
      ['Draw', 28_000n],
      ['Defeat', 7_000n],
    ])
    expect(report.divisions[0]?.again).toEqual({ zoneId: 3, name: 'Carentan' })
    // The round's net per token, with its parts: DOVX earned 3.5000, spent 0.5000.
    expect(report.flows).toEqual([
      { symbol: 'DOVX', precision: 4, earned: 35_000n, produced: 0n, spent: 5_000n, net: 30_000n },
      { symbol: 'DOVH', precision: 4, earned: 0n, produced: 0n, spent: 10_000n, net: -10_000n },
    ])
    expect(report.divisions[1]?.again).toBeUndefined()
    expect(report.divisions.flatMap((d) => d.unlocked)).toEqual([])
  })

  it('follows the chain where it differs from the rule: a Draw the cards expected to win', () => {
    const cards = new Map([['a1', card(300)]])
    const before = { balances: bal({ DOVX: 0n }), wins: [] }
    const after = chainClaims([fightOf(1, 1)], cards, before.balances, before.wins, [], ['draw'])
    const report = battleReport({
      fights: [fightOf(1, 1)],
      zones: ZONES,
      udata,
      cards,
      before,
      after: { ...after, divisions: [idle(1, 1)] },
      others: [],
    })
    expect(report.settled).toBe(true)
    expect(report.divisions[0]).toMatchObject({ label: 'Draw', wins: 0, unlocked: [] })
  })

  it('is not settled when no result accounts for what the balances moved', () => {
    const cards = new Map([['a1', card(300)]])
    const report = battleReport({
      fights: [fightOf(1, 1)],
      zones: ZONES,
      udata,
      cards,
      before: { balances: bal({ DOVX: 0n }), wins: [] },
      after: { balances: bal({ DOVX: 12_345n }), wins: [{ zone: 1, wins: 1 }], divisions: [] },
      others: [],
    })
    expect(report.settled).toBe(false)
    // The wins still say Victory; the balances' difference is shown as the chain made it.
    expect(report.divisions[0]?.label).toBe('Victory')
    expect(report.moved).toEqual([dov(12_345n, 'DOVX')])
  })

  it('says No result for a division the zone table lacks, and no best zone without a Victory anywhere', () => {
    const cards = new Map([['a1', card(0)]])
    const report = battleReport({
      fights: [fightOf(1, 9)],
      zones: ZONES,
      udata,
      cards,
      before: { balances: bal({ DOVX: 0n }), wins: [] },
      after: { balances: bal({ DOVX: 0n }), wins: [], divisions: [] },
      others: [],
    })
    expect(report.divisions[0]).toMatchObject({
      zone: 'Zone 9',
      label: 'No result',
      best: undefined,
    })
    expect(report.settled).toBe(true)
  })
})

const fightsArb = fc
  .array(
    fc.record({
      zoneID: fc.integer({ min: 1, max: 4 }),
      points: fc.integer({ min: 0, max: 400 }),
      // The chain's result when it differs from the rule (undefined: the rule's).
      chain: fc.option(fc.constantFrom<FightResult>('win', 'draw', 'loss', 'X'), {
        nil: undefined,
      }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((rows) => rows.map((row, index) => ({ ...row, divID: index + 1 })))
const othersArb = fc.array(
  fc.record({
    symbol: fc.constantFrom('DOVX', 'DOVH', 'DOVR'),
    units: fc.bigInt({ min: -50_000n, max: 50_000n }),
  }),
  { maxLength: 3 },
)
const winsArb = fc.array(
  fc.record({ zone: fc.integer({ min: 1, max: 4 }), wins: fc.integer({ min: 0, max: 3 }) }),
  { maxLength: 4 },
)

describe('battleReport, properties', () => {
  it('its figures are the tables’ differences: balances moved, DOVX earned, victories per zone', () => {
    fc.assert(
      fc.property(fightsArb, othersArb, winsArb, (rows, otherRows, rawWins) => {
        const wins = [...new Map(rawWins.map((row) => [row.zone, row])).values()]
        const cards = new Map(rows.map((row) => [`a${row.divID}`, card(row.points)]))
        const fights = rows.map((row) => fightOf(row.divID, row.zoneID))
        const others = otherRows.map((row) => dov(row.units, row.symbol))
        const before = { balances: bal({ DOVX: 1_000_000n, DOVH: 1_000_000n }), wins }
        const chainResults = rows.map((row, i) => {
          if (row.chain !== undefined) return row.chain
          const z = ZONES.find((candidate) => candidate.id === row.zoneID)
          if (z === undefined) return 'X'
          return fightOutcome(divisionStats(fights[i]?.units ?? [], cards), z, udata).result
        })
        const tables = chainClaims(fights, cards, before.balances, wins, others, chainResults)
        const report = battleReport({
          fights,
          zones: ZONES,
          udata,
          cards,
          before,
          after: { ...tables, divisions: [] },
          others,
        })
        // Every figure accounts for the chain's tables, whatever the rule expected.
        expect(report.settled).toBe(true)
        expect(report.moved).toEqual(balanceMoves(before.balances, tables.balances))
        const earned = report.divisions.reduce((sum, d) => sum + (d.earned[0]?.units ?? 0n), 0n)
        const otherDovx = others
          .filter((o) => o.symbol === 'DOVX')
          .reduce((sum, o) => sum + o.units, 0n)
        const dovxMoved = report.moved.find((m) => m.symbol === 'DOVX')?.units ?? 0n
        expect(earned + otherDovx).toBe(dovxMoved)
        for (const zoneRow of ZONES) {
          const victories = report.divisions.filter(
            (d) => d.zoneID === zoneRow.id && d.label === 'Victory',
          ).length
          const gained =
            (tables.wins.find((w) => w.zone === zoneRow.id)?.wins ?? 0) -
            (wins.find((w) => w.zone === zoneRow.id)?.wins ?? 0)
          expect(victories).toBe(gained)
        }
        // The net per token is the chain's move, and its parts add up to it.
        for (const flow of report.flows) {
          expect(flow.net).toBe(report.moved.find((m) => m.symbol === flow.symbol)?.units ?? 0n)
          expect(flow.earned + flow.produced - flow.spent, flow.symbol).toBe(flow.net)
        }
        for (const m of report.moved)
          expect(report.flows.some((flow) => flow.symbol === m.symbol)).toBe(true)
        // Each division's victories shown are the table's count after the claim.
        for (const d of report.divisions)
          expect(d.wins).toBe(tables.wins.find((w) => w.zone === d.zoneID)?.wins ?? 0)
      }),
    )
  })

  it('with the chain following the rule, each division gets the result the rule gives it', () => {
    fc.assert(
      fc.property(fightsArb, (rows) => {
        // One division per zone: nothing to choose between, the attribution is the rule's.
        const distinct = [...new Map(rows.map((row) => [row.zoneID, row])).values()]
        const cards = new Map(distinct.map((row) => [`a${row.divID}`, card(row.points)]))
        const fights = distinct.map((row) => fightOf(row.divID, row.zoneID))
        const before = { balances: bal({ DOVX: 0n }), wins: [] }
        const tables = chainClaims(fights, cards, before.balances, [], [])
        const report = battleReport({
          fights,
          zones: ZONES,
          udata,
          cards,
          before,
          after: { ...tables, divisions: [] },
          others: [],
        })
        report.divisions.forEach((d, i) => {
          const z = ZONES.find((candidate) => candidate.id === d.zoneID)
          if (z === undefined) throw new Error('test zone')
          const rule = fightOutcome(divisionStats(fights[i]?.units ?? [], cards), z, udata)
          expect(d.result).toBe(rule.result)
          expect(d.earned[0]?.units).toBe(rule.payout)
        })
      }),
    )
  })
})

describe('Hall of Fame places', () => {
  const none = { bunker: null, camp: null, radar: null, hq: null, bridge: null }
  const row = (rank: number, victories: number) => ({ rank, owner: 'player5', victories })

  it('counts the victories each board counts: every objective zone, and each objective its own', () => {
    expect(
      boardVictories([
        { zone: 1, wins: 3 },
        { zone: 4, wins: 1 },
        { zone: 6, wins: 2 },
        { zone: 21, wins: 9 },
      ]),
    ).toEqual({ officers: 6, bunker: 4, camp: 2, radar: 0, hq: 0, bridge: 0 })
  })

  it('names each board whose place changed, the officers first; a first victory there was no place', () => {
    const before = {
      officers: row(43, 20),
      objectives: { ...none, bunker: row(6, 20) },
      forces: [],
    }
    const after = {
      officers: row(41, 22),
      objectives: { ...none, bunker: row(5, 21), camp: row(9, 1) },
      forces: [],
    }
    expect(placeChanges(before, after)).toEqual([
      { board: 'officers', rank: 41, was: 43 },
      { board: 'bunker', rank: 5, was: 6 },
      { board: 'camp', rank: 9, was: null },
    ])
    expect(placeChanges(after, after)).toEqual([])
    // Passed by another player while winning nothing there: not this claim's doing.
    const passed = { ...before, officers: row(44, 20) }
    expect(placeChanges(before, passed)).toEqual([])
  })

  it('tells a standing as of given wins from one before or after them', () => {
    const standing = {
      officers: row(41, 5),
      objectives: { ...none, bunker: row(5, 4), camp: row(9, 1) },
      forces: [],
    }
    const wins = [
      { zone: 1, wins: 4 },
      { zone: 5, wins: 1 },
    ]
    expect(standingCounts(standing, wins)).toBe(true)
    expect(standingCounts(standing, [{ zone: 1, wins: 5 }])).toBe(false)
    expect(standingCounts(standing, [...wins, { zone: 9, wins: 1 }])).toBe(false)
    expect(standingCounts({ officers: null, objectives: none }, [])).toBe(true)
  })
})
