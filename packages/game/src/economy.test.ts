import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Amount, AmountError, formatAsset } from './amount'
import { type ActiveTools, clockedDelay, cycleFlows } from './buildings'
import {
  buildingEconomy,
  type DivisionEconomy,
  divisionEconomy,
  economyTotals,
  type Flows,
  perHour,
} from './economy'
import type { UnitStats } from './power'
import { type BuildingData, RARITIES, type StakedBuilding, type Zone } from './rows'

const texts = (list: readonly Amount[] | undefined) => list?.map(formatAsset)
const dovx = (units: bigint): Amount => ({ units, precision: 4, symbol: 'DOVX' })

const WORKSHOP: BuildingData = {
  template_id: 7,
  type: 'Repair',
  token_in: ['3.0000 DOVX'],
  token_out: ['9.0000 DOVR'],
  rarity: 'Rare',
  delay: 1200,
}
const REFINERY: BuildingData = {
  template_id: 8,
  type: 'Fuel',
  token_in: ['2.0000 DOVX', '2.5000 DOVS'],
  token_out: ['6.0000 DOVF'],
  rarity: 'Epic',
  delay: 900,
}
const staked = (assetId: string, data: BuildingData): StakedBuilding => ({
  asset_id: assetId,
  owner: 'player3',
  template_id: data.template_id,
  last_claim: 0,
  type: data.type,
  rarity: data.rarity,
})

describe('perHour', () => {
  it('is an amount over a cycle times 3600 / the cycle, rounded down', () => {
    expect(formatAsset(perHour({ units: 30_000n, precision: 4, symbol: 'DOVR' }, 1200))).toBe(
      '9.0000 DOVR',
    )
    expect(perHour(dovx(1n), 7).units).toBe(514n) // 3600 / 7 = 514.28…
    expect(perHour(dovx(5n), 3600).units).toBe(5n)
    expect(perHour(dovx(5n), 7200).units).toBe(2n)
  })

  it('refuses a duration that is not a positive integer', () => {
    expect(() => perHour(dovx(1n), 0)).toThrow(AmountError)
    expect(() => perHour(dovx(1n), 1.5)).toThrow(AmountError)
  })

  it('property: per hour scales with 3600 / delay, exactly when the delay divides the hour', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (units, delay) => {
          const hourly = perHour(dovx(units), delay).units
          const d = BigInt(delay)
          // floor: hourly × delay ≤ units × 3600 < (hourly + 1) × delay
          expect(hourly * d <= units * 3600n).toBe(true)
          expect(units * 3600n < (hourly + 1n) * d).toBe(true)
          if (3600 % delay === 0) expect(hourly).toBe(units * BigInt(3600 / delay))
        },
      ),
    )
  })

  it('property: a shorter cycle never gives less per hour', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (units, a, b) => {
          const [short, long] = a <= b ? [a, b] : [b, a]
          expect(perHour(dovx(units), short).units >= perHour(dovx(units), long).units).toBe(true)
        },
      ),
    )
  })
})

describe('buildingEconomy', () => {
  it('a building without tools: its cycle × 3600 / delay', () => {
    const [workshop] = buildingEconomy([staked('1', WORKSHOP)], [WORKSHOP], {})
    // 1200 s: 3.0000 DOVX and 9.0000 DOVR... per hour; one cycle is a third of that.
    expect(texts(workshop?.cycle?.consumed)).toEqual(['1.0000 DOVX'])
    expect(texts(workshop?.cycle?.produced)).toEqual(['3.0000 DOVR'])
    expect(texts(workshop?.perHour?.consumed)).toEqual(['3.0000 DOVX'])
    expect(texts(workshop?.perHour?.produced)).toEqual(['9.0000 DOVR'])
  })

  it('with a clock, a booster and an effort: the card’s cycle, over the clocked delay', () => {
    const tools: ActiveTools = { clock: 'Rare', booster: 'Rare', effort: 'Uncommon' }
    const [refinery] = buildingEconomy([staked('2', REFINERY)], [REFINERY], tools)
    // Cycle (base 900 s): DOVX 0.5 × 0.90, DOVS 0.625, DOVF 1.5 × 1.15; delay 900 × 9/12 = 675 s.
    expect(refinery?.cycle?.delay).toBe(675)
    expect(texts(refinery?.cycle?.consumed)).toEqual(['0.4500 DOVX', '0.6250 DOVS'])
    expect(texts(refinery?.cycle?.produced)).toEqual(['1.7250 DOVF'])
    // × 3600 / 675 = × 5.333…: 2.4000 DOVX, 3.3333 DOVS (rounded down), 9.2000 DOVF.
    expect(texts(refinery?.perHour?.consumed)).toEqual(['2.4000 DOVX', '3.3333 DOVS'])
    expect(texts(refinery?.perHour?.produced)).toEqual(['9.2000 DOVF'])
  })

  it('a building without bdata (or without a delay) has no cycle and counts nothing', () => {
    const list = buildingEconomy(
      [staked('3', { ...WORKSHOP, template_id: 99 }), staked('4', WORKSHOP)],
      [{ ...WORKSHOP, delay: 0 }],
      {},
    )
    expect(list.map((b) => [b.assetId, b.cycle, b.perHour])).toEqual([
      ['3', undefined, undefined],
      ['4', undefined, undefined],
    ])
    expect(
      economyTotals(list, []).tokens.every((t) => t.produced === 0n && t.consumed === 0n),
    ).toBe(true)
  })

  const rate = fc
    .tuple(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom('DOVX', 'DOVS', 'DOVR'))
    .map(([units, symbol]) => formatAsset({ units: BigInt(units), precision: 4, symbol }))
  const data = fc.record({
    template_id: fc.constant(1),
    token_in: fc.array(rate, { maxLength: 3 }),
    token_out: fc.array(rate, { maxLength: 3 }),
    delay: fc.integer({ min: 1, max: 100_000 }),
  })
  const rarity = fc.option(fc.constantFrom(...RARITIES), { nil: undefined })
  const tools = fc.record({ clock: rarity, booster: rarity, effort: rarity })
  const hourly = (row: BuildingData, t: ActiveTools) =>
    buildingEconomy([staked('1', row)], [row], t)[0]?.perHour

  it('property: per hour = the cycle (cycleFlows, as the card shows it) × 3600 / clocked delay', () => {
    fc.assert(
      fc.property(data, tools, (row, t) => {
        const full = { ...WORKSHOP, ...row }
        const cycle = cycleFlows(full, t)
        const delay = clockedDelay(full.delay, t.clock)
        const want = (list: Amount[]) =>
          list.map((a) => ({ ...a, units: (a.units * 3600n) / BigInt(delay) }))
        expect(hourly(full, t)).toEqual({
          produced: want(cycle.produced),
          consumed: want(cycle.consumed),
        })
      }),
    )
  })

  it('property: no buff never beats a buff (output per hour; input per hour without a clock)', () => {
    fc.assert(
      fc.property(data, tools, (row, t) => {
        const full = { ...WORKSHOP, ...row }
        const bare = hourly(full, {})
        const buffed = hourly(full, t)
        const withoutClock = hourly(full, { booster: t.booster, effort: t.effort })
        bare?.produced.forEach((amount, i) => {
          expect(buffed?.produced[i] && buffed.produced[i].units >= amount.units).toBe(true)
        })
        bare?.consumed.forEach((amount, i) => {
          const after = withoutClock?.consumed[i]
          expect(after !== undefined && after.units <= amount.units).toBe(true)
        })
      }),
    )
  })
})

// ------------------------------------------------------------------------------ divisions

const POINT = 10_000
function zone(id: number, partial: Partial<Zone> = {}): Zone {
  return {
    id,
    name: `Zone ${id}`,
    terrain: 'plain',
    open: true,
    nbwins: 1,
    wmini: 0,
    nextZone: id + 1,
    costs: [
      { key: 'DOVH', value: POINT },
      { key: 'DOVX', value: POINT / 2 },
    ],
    resolutions: [
      { key: 'win', value: 5 * POINT },
      { key: 'loss', value: POINT / 2 },
    ],
    pre_allow: [],
    power: [
      { key: 'win', value: 100 * POINT },
      { key: 'loss', value: POINT },
    ],
    ...partial,
  }
}
const ZONES = [zone(1), zone(2), zone(3, { open: false })]
const CARDS = new Map<string, UnitStats>([
  ['10', { type: 'officer', power: 0, bonus: [{ key: 'bonusd', value: 200_000 }] }],
  ['11', { type: 'combat', power: 1_500_000, bonus: [] }],
  ['12', { type: 'combat', power: 100_000, bonus: [] }],
])
const units = (...ids: string[]) =>
  ids.map((id, i) => ({ key: i === 0 ? 'officer' : `combat${3 + i}`, value: id }))
const DIVISIONS = [
  { divID: 1, zoneID: 1, units: units('10', '11') }, // 150 points: win, 5 × 1.2 = 6 DOVX
  { divID: 2, zoneID: 1, units: units('10', '12') }, // 10 points: loss, 0.5 × 1.2 = 0.6 DOVX
  { divID: 3, zoneID: 0, units: units('10') }, // no zone: left out
  { divID: 4, zoneID: 3, units: units('10', '11') }, // closed
  { divID: 5, zoneID: 9, units: units('10', '11') }, // not in the table
  { divID: 6, zoneID: 2, units: units('10', '11') }, // locked: no win in zone 1
]
const context = { zones: ZONES, udata: [], wins: [] }

describe('divisionEconomy', () => {
  it('one fight: the payout produced, the zone costs consumed; per hour: × 3600 / fight_secs', () => {
    const list = divisionEconomy(DIVISIONS, CARDS, { ...context, fightSecs: 180 })
    expect(list.map((d) => [d.divID, d.blocked])).toEqual([
      [1, undefined],
      [2, undefined],
      [4, 'closed'],
      [5, 'missing'],
      [6, 'locked'],
    ])
    const [win, loss] = list
    expect(texts(win?.perFight.produced)).toEqual(['6.0000 DOVX'])
    expect(texts(win?.perFight.consumed)).toEqual(['1.0000 DOVH', '0.5000 DOVX'])
    expect(texts(win?.perHour?.produced)).toEqual(['120.0000 DOVX'])
    expect(texts(win?.perHour?.consumed)).toEqual(['20.0000 DOVH', '10.0000 DOVX'])
    expect(texts(loss?.perHour?.produced)).toEqual(['12.0000 DOVX'])
    // A division that cannot fight has no figure per hour.
    expect(list.slice(2).map((d) => d.perHour)).toEqual([undefined, undefined, undefined])
  })

  it('an unauthorized division is blocked; an unknown duration leaves every hour unknown', () => {
    const udata = [
      {
        template_id: 13,
        type: 'officer' as const,
        power: 0,
        bonus: [
          { key: 'fx', value: 1 },
          { key: 'order', value: 3 },
        ],
      },
    ]
    const zones = [zone(1, { pre_allow: [{ key: '13', value: 100 }] })]
    const [blocked] = divisionEconomy(DIVISIONS.slice(0, 1), CARDS, {
      zones,
      udata,
      wins: [],
      fightSecs: 180,
    })
    expect(blocked?.blocked).toBe('unauthorized')
    const unknown = divisionEconomy(DIVISIONS, CARDS, context)
    expect(unknown.map((d) => d.perHour)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(texts(unknown[0]?.perFight.produced)).toEqual(['6.0000 DOVX'])
  })
})

// ------------------------------------------------------------------------------ totals

describe('economyTotals', () => {
  const buildings = buildingEconomy(
    [staked('1', WORKSHOP), staked('2', REFINERY)],
    [WORKSHOP, REFINERY],
    {},
  )

  it('per token: buildings plus fighting, and the net; the five tokens always listed', () => {
    const divisions = divisionEconomy(DIVISIONS, CARDS, { ...context, fightSecs: 180 })
    const { tokens, fightingKnown } = economyTotals(buildings, divisions)
    expect(fightingKnown).toBe(true)
    expect(tokens.map((t) => t.symbol)).toEqual(['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR'])
    const dovxRow = tokens[0]
    // Buildings: 3 + 2 DOVX consumed. Fighting: 120 + 12 earned, 10 + 10 spent.
    expect(dovxRow?.buildings).toEqual({ produced: 0n, consumed: 50_000n })
    expect(dovxRow?.fighting).toEqual({ produced: 1_320_000n, consumed: 200_000n })
    expect([dovxRow?.produced, dovxRow?.consumed, dovxRow?.net]).toEqual([
      1_320_000n,
      250_000n,
      1_070_000n,
    ])
    const dovh = tokens[2]
    expect([dovh?.produced, dovh?.consumed, dovh?.net]).toEqual([0n, 400_000n, -400_000n])
    expect(tokens[1]?.net).toBe(60_000n)
  })

  it('an unknown fight duration: fighting unknown (never 0), totals the buildings alone', () => {
    const divisions = divisionEconomy(DIVISIONS, CARDS, context)
    const { tokens, fightingKnown } = economyTotals(buildings, divisions)
    expect(fightingKnown).toBe(false)
    expect(tokens.every((t) => t.fighting === undefined)).toBe(true)
    expect(tokens[0]?.net).toBe(-50_000n)
  })

  it('divisions that cannot fight do not make fighting unknown: nothing fights', () => {
    const blocked = divisionEconomy(DIVISIONS.slice(3), CARDS, context)
    const { tokens, fightingKnown } = economyTotals([], blocked)
    expect(fightingKnown).toBe(true)
    expect(tokens[0]?.fighting).toEqual({ produced: 0n, consumed: 0n })
  })

  it('a symbol outside the five game tokens is listed after them', () => {
    const odd = {
      perHour: { produced: [{ units: 5n, precision: 2, symbol: 'ABC' }], consumed: [] },
    }
    const { tokens } = economyTotals([odd], [])
    expect(tokens.map((t) => t.symbol)).toEqual(['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR', 'ABC'])
    expect(tokens[5]).toMatchObject({ precision: 2, produced: 5n, net: 5n })
  })

  const token = fc.constantFrom('DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR')
  const amounts = fc.array(
    fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), token)
      .map(([u, symbol]): Amount => ({ units: u, precision: 4, symbol })),
    { maxLength: 4 },
  )
  const flows: fc.Arbitrary<Flows> = fc.record({ produced: amounts, consumed: amounts })
  const sumOf = (list: readonly (Flows | undefined)[], side: keyof Flows, symbol: string) =>
    list
      .flatMap((f) => f?.[side] ?? [])
      .filter((a) => a.symbol === symbol)
      .reduce((s, a) => s + a.units, 0n)

  it('property: the sums equal the per-building and per-division figures; net = in − out', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(flows, { nil: undefined }), { maxLength: 6 }),
        fc.array(
          fc.record({
            blocked: fc.constantFrom(undefined, 'closed' as const),
            perHour: fc.option(flows, { nil: undefined }),
          }),
          { maxLength: 4 },
        ),
        (perBuilding, perDivision) => {
          const divisions = perDivision.map((d) => ({
            blocked: d.blocked,
            perHour: d.blocked === undefined ? d.perHour : undefined,
          })) satisfies Pick<DivisionEconomy, 'blocked' | 'perHour'>[]
          const fighting = divisions.filter((d) => d.blocked === undefined).map((d) => d.perHour)
          const { tokens, fightingKnown } = economyTotals(
            perBuilding.map((perHour) => ({ perHour })),
            divisions,
          )
          expect(fightingKnown).toBe(fighting.every((f) => f !== undefined))
          for (const t of tokens) {
            expect(t.buildings.produced).toBe(sumOf(perBuilding, 'produced', t.symbol))
            expect(t.buildings.consumed).toBe(sumOf(perBuilding, 'consumed', t.symbol))
            if (fightingKnown) {
              expect(t.fighting?.produced).toBe(sumOf(fighting, 'produced', t.symbol))
              expect(t.fighting?.consumed).toBe(sumOf(fighting, 'consumed', t.symbol))
            } else expect(t.fighting).toBeUndefined()
            expect(t.produced).toBe(t.buildings.produced + (t.fighting?.produced ?? 0n))
            expect(t.net).toBe(t.produced - t.consumed)
          }
        },
      ),
    )
  })
})
