import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { requirementLabel } from './authorization'
import { divisionStats } from './divisionStats'
import { netDovxUnits, perHourUnits, zoneCosts } from './fight'
import {
  divisionBonus,
  divisionPower,
  exactPower,
  powerFromBase,
  type UnitStats,
  unitBase,
} from './power'
import type { Asset, BalanceRow, DivisionUnit, UnitConfig, Zone } from './rows'
import {
  battlePlan,
  bestZone,
  compareZones,
  STRIP_ZONE_IDS,
  type WarRoomContext,
  type ZoneCell,
  zoneCell,
} from './warRoom'
import { previousZone } from './zones'

const POINT = 10_000
const TERRAINS = ['plain', 'forest', 'desert', 'urban']

/** Zones like the devchain's: thresholds and rewards rising with the id, zone 15 closed. */
function zoneOf(id: number, partial: Partial<Zone> = {}): Zone {
  const index = id - 1
  const win = (200 + 60 * index) * POINT
  const resolution = (5 + 2 * index) * POINT
  return {
    id,
    name: id === 19 ? '' : `Zone ${id} name`,
    terrain: TERRAINS[index % 4] ?? 'plain',
    open: id !== 15,
    nbwins: id <= 3 ? 1 : 2,
    wmini: 0,
    nextZone: id + 1,
    costs: [
      { key: 'DOVH', value: POINT + (POINT / 2) * index },
      { key: 'DOVX', value: POINT / 2 + (POINT / 4) * index },
    ],
    resolutions: [
      { key: 'win', value: resolution },
      { key: 'draw', value: (resolution * 2) / 5 },
      { key: 'loss', value: resolution / 10 },
    ],
    pre_allow: id === 3 ? [{ key: '13', value: 100 }] : [],
    power: [
      { key: 'win', value: win },
      { key: 'draw', value: win / 2 },
      { key: 'loss', value: POINT },
    ],
    ...partial,
  }
}

const MAJOR: UnitConfig = {
  template_id: 13,
  type: 'officer',
  power: 0,
  bonus: [
    { key: 'fx', value: 1 },
    { key: 'order', value: 3 },
  ],
}

const card = (id: string, type: string, power: number, bonus: Asset['bonus'] = []): Asset => ({
  asset_id: id,
  name: id,
  img: '',
  template_id: 1,
  schema: 'units',
  fusion: 1,
  rarity: 'Common',
  utility: '',
  type,
  power,
  bonus,
})

// A Captain (order 2), +4% power; ten 45-point riflemen with +20% in forest: 450 points, 540 in
// forest, ×1.04.
const captain = card('1', 'officer', 0, [
  { key: 'fx', value: 1 },
  { key: 'order', value: 2 },
  { key: 'bonusw', value: 40_000 },
])
const riflemen = Array.from({ length: 10 }, (_, i) =>
  card(String(100 + i), 'combat', 45 * POINT, [{ key: 'forest', value: 2000 }]),
)
const cards = new Map([captain, ...riflemen].map((c) => [c.asset_id, c]))
const units: DivisionUnit[] = [
  { key: 'officer', value: '1' },
  ...riflemen.map((r, i) => ({ key: `combat${4 + i}`, value: r.asset_id })),
]
const zones = Array.from({ length: 20 }, (_, i) => zoneOf(i + 1))
const rich: BalanceRow[] = [{ balance: '1000.0000 DOVH' }, { balance: '1000.0000 DOVX' }]

function context(partial: Partial<WarRoomContext> = {}): WarRoomContext {
  return {
    zones,
    udata: [MAJOR],
    wins: [1, 2, 3, 4, 5, 6, 7].map((zone) => ({ zone, wins: 3 })),
    balances: rich,
    fightSecs: 180,
    ...partial,
  }
}

const cellsOf = (plan: ReturnType<typeof battlePlan>) =>
  plan.cells.filter((cell): cell is ZoneCell => cell.access !== 'missing')

describe('battlePlan: the outcome strip', () => {
  const plan = battlePlan(units, cards, context())
  const cell = (id: number) => cellsOf(plan).find((c) => c.zoneId === id) as ZoneCell

  it('has zones 1 to 20 in order; a zone the table lacks is missing', () => {
    expect(STRIP_ZONE_IDS).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(plan.cells.map((c) => c.zoneId)).toEqual(STRIP_ZONE_IDS)
    const partial = battlePlan(units, cards, context({ zones: zones.filter((z) => z.id !== 7) }))
    expect(partial.cells[6]).toEqual({ zoneId: 7, name: 'Zone 7', access: 'missing', best: false })
    expect(partial.cells).toHaveLength(20)
  })

  it('says open, closed or locked, and for a locked zone the wins it waits for', () => {
    expect(cell(8).access).toBe('open')
    expect(cell(15)).toMatchObject({ access: 'closed', open: false })
    // Zone 8 has 0 wins of its 2: zone 9 is locked.
    expect(cell(9)).toMatchObject({
      access: 'locked',
      reachable: false,
      lock: { zoneId: 8, name: 'Zone 8 name', needed: 2, wins: 0 },
    })
    expect(cell(19).name).toBe('desert 19')
  })

  it('every figure is the rules functions’ own: outcome, costs, earnings, per hour', () => {
    for (const c of cellsOf(plan)) {
      expect(c.costs).toEqual(zoneCosts(c.zone))
      expect(c.earnings).toBe(c.outcome.payout)
      expect(c.netDovx).toBe(netDovxUnits(c.outcome.payout, c.zone))
      expect(c.earningsPerHour).toBe(perHourUnits(c.earnings, 180))
      expect(c.netDovxPerHour).toBe(perHourUnits(c.netDovx, 180))
      expect(c.dovhPerHour).toBe(perHourUnits(c.costs.DOVH.units, 180))
      expect({ ...c, best: false }).toEqual(
        zoneCell(divisionStats(units, cards), c.zone, context()),
      )
    }
    // Zone 2, forest: 540 × 1.04 = 561.6 points ≥ win 260 → Victory, 7 DOVX a fight.
    expect(cell(2)).toMatchObject({
      marker: 'Victory',
      earnings: 70_000n,
      netDovx: 70_000n - 7_500n,
      earningsPerHour: 1_400_000n,
    })
    expect(cell(2).outcome.power).toBe(5_616_000)
    // Zone 1, plain: 450 × 1.04 = 468 points.
    expect(cell(1).outcome.power).toBe(4_680_000)
  })

  it('names an unmet prerequisite; the zone is not winnable', () => {
    expect(cell(3).outcome.authorized).toBe(false)
    expect(cell(3).marker).toBeUndefined()
    expect(cell(3).unmet).toEqual([
      {
        entry: { key: '13', value: 100 },
        label: requirementLabel({ key: '13', value: 100 }, [MAJOR]),
      },
    ])
    const named = battlePlan(
      units,
      cards,
      context({ nameOf: (id) => (id === 13 ? 'Major' : undefined) }),
    )
    expect(cellsOf(named)[2]?.unmet[0]?.label).toBe('Major (officer of order 3 or higher)')
    expect(cell(3).winnable).toBe(false)
  })

  it('marks the best zone: winnable with the most DOVX left per hour of fighting', () => {
    // Victory up to zone 7 (win 560 points; forest zone 6 gives 561.6); 8 is Draw. Zones 4 to 7
    // are reachable; the net per fight grows with the zone: zone 6 is the best winnable.
    expect(cell(7).marker).toBe('Draw')
    expect(cell(6).marker).toBe('Victory')
    expect(plan.best?.zoneId).toBe(6)
    expect(plan.cells.filter((c) => c.best).map((c) => c.zoneId)).toEqual([6])
  })

  it('unknown balances: nothing said to be short, zones stay winnable', () => {
    const unknown = battlePlan(units, cards, context({ balances: undefined }))
    const six = cellsOf(unknown).find((c) => c.zoneId === 6)
    expect(six).toMatchObject({ affordable: undefined, shortfalls: undefined, winnable: true })
    expect(unknown.best?.zoneId).toBe(6)
  })

  it('a zone the balances cannot pay is not winnable: the best moves to one they can', () => {
    // 4.0000 DOVH pays zones 1 to 7 (DOVH cost 1 + 0.5 × index); zone 6 costs 3.5000 DOVH.
    const poor = battlePlan(
      units,
      cards,
      context({ balances: [{ balance: '3.4999 DOVH' }, { balance: '9.0000 DOVX' }] }),
    )
    const six = cellsOf(poor).find((c) => c.zoneId === 6)
    expect(six?.affordable).toBe(false)
    expect(six?.shortfalls?.map((s) => s.missing)).toEqual([
      { units: 1n, precision: 4, symbol: 'DOVH' },
    ])
    expect(poor.best?.zoneId).toBe(5)
  })

  it('no Victory anywhere: no best zone', () => {
    const weak = battlePlan([{ key: 'officer', value: '1' }], cards, context())
    expect(weak.best).toBeUndefined()
    expect(weak.cells.some((c) => c.best)).toBe(false)
  })

  it('per-zone durations: the rate per hour decides, not the pay per fight', () => {
    // Zone 6 takes 10 minutes, zone 5 three: zone 5 leaves more DOVX per hour.
    const timed = battlePlan(
      units,
      cards,
      context({ fightSecs: (zone) => (zone.id === 6 ? 600 : 180) }),
    )
    expect(timed.best?.zoneId).toBe(5)
    // Unknown duration: ranked per fight.
    expect(battlePlan(units, cards, context({ fightSecs: undefined })).best?.zoneId).toBe(6)
  })
})

describe('compareZones / bestZone', () => {
  const base = zoneCell(divisionStats(units, cards), zoneOf(2), context())
  const variant = (
    id: number,
    earnings: bigint,
    dovh: bigint,
    secs: number | undefined,
  ): ZoneCell => ({
    ...base,
    zoneId: id,
    netDovx: earnings,
    costs: { ...base.costs, DOVH: { ...base.costs.DOVH, units: dovh } },
    fightSecs: secs,
  })

  it('known duration first, then net DOVX per hour, then DOVH per hour, then the lower id', () => {
    expect(compareZones(variant(1, 10n, 1n, 180), variant(2, 99n, 1n, undefined))).toBeLessThan(0)
    expect(compareZones(variant(1, 10n, 1n, 180), variant(2, 11n, 1n, 180))).toBeGreaterThan(0)
    // 10 per 180 s = 20 per 360 s: equal per hour; less DOVH per hour wins.
    expect(compareZones(variant(1, 10n, 5n, 180), variant(2, 20n, 6n, 360))).toBeGreaterThan(0)
    expect(compareZones(variant(3, 10n, 1n, 180), variant(2, 10n, 1n, 180))).toBeGreaterThan(0)
  })

  it('property: the best zone is winnable and no winnable zone ranks above it', () => {
    const cellArb = fc.record({
      id: fc.integer({ min: 1, max: 20 }),
      net: fc.bigInt({ min: -50_000n, max: 500_000n }),
      dovh: fc.bigInt({ min: 0n, max: 200_000n }),
      secs: fc.option(fc.integer({ min: 1, max: 7200 }), { nil: undefined }),
      winnable: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(cellArb, { maxLength: 20 }), (raw) => {
        const cells = raw.map((r) => ({
          ...variant(r.id, r.net, r.dovh, r.secs),
          winnable: r.winnable,
        }))
        const best = bestZone(cells)
        const winnable = cells.filter((c) => c.winnable)
        expect(best === undefined).toBe(winnable.length === 0)
        if (best) {
          expect(best.winnable).toBe(true)
          for (const c of winnable) expect(compareZones(c, best)).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 300, seed: 3 },
    )
  })
})

describe('the war room figures', () => {
  it('perHourUnits: 3.0000 DOVX per 180 s fight is 60.0000 an hour; rounded down; unknown durations', () => {
    expect(perHourUnits(30_000n, 180)).toBe(600_000n)
    expect(perHourUnits(1n, 7200)).toBe(0n)
    expect(perHourUnits(-1n, 7200)).toBe(-1n)
    expect(perHourUnits(30_000n, 0)).toBeUndefined()
    expect(perHourUnits(30_000n, 1.5)).toBeUndefined()
  })

  it('netDovxUnits: the payout less the DOVX cost (the DOVH cost is another token)', () => {
    expect(netDovxUnits(70_000n, zoneOf(2))).toBe(62_500n)
    expect(netDovxUnits(0n, zoneOf(2))).toBe(-7_500n)
  })

  it('previousZone: the next lower id present', () => {
    const table = [{ id: 5 }, { id: 1 }, { id: 3 }]
    expect(previousZone(table, 5)).toEqual({ id: 3 })
    expect(previousZone(table, 4)).toEqual({ id: 3 })
    expect(previousZone(table, 1)).toBeUndefined()
  })

  it('property: divisionPower is powerFromBase of the unit terms, the floor of exactPower / 10^10', () => {
    const unit = fc.record({
      type: fc.constantFrom('combat', 'officer', 'support'),
      power: fc.integer({ min: 0, max: 2_000_000 }),
      bonus: fc.array(
        fc.record({
          key: fc.constantFrom('plain', 'Plain', 'forest', 'bonusw', 'bonusd'),
          value: fc.integer({ min: -30_000, max: 300_000 }),
        }),
        { maxLength: 3 },
      ),
    })
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 14 }), (stats: UnitStats[]) => {
        let base = 0n
        for (const s of stats) base += unitBase(s, 'plain')
        const w = divisionBonus(stats, 'bonusw')
        const power = divisionPower(stats, 'plain')
        expect(powerFromBase(base, w)).toBe(power)
        const exact = exactPower(base, w)
        const floor = exact >= 0n ? exact / 10n ** 10n : -((-exact + 10n ** 10n - 1n) / 10n ** 10n)
        expect(BigInt(power)).toBe(floor)
      }),
      { numRuns: 300, seed: 5 },
    )
  })
})
