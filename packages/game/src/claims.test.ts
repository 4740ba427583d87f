import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Amount, formatAsset } from './amount'
import { claimSettlement, cycleFlows } from './buildings'
import {
  claimableFights,
  claimShortfalls,
  claimTotals,
  finishedBuildings,
  overFights,
  unexpectedMoves,
} from './claims'
import { refinery, staked, workshop } from './claims.fixtures'
import { fightOutcome } from './fight'
import type { Division, StakedBuilding, UnitConfig, Zone } from './rows'

const texts = (list: readonly Amount[]) => list.map(formatAsset)

describe('finishedBuildings', () => {
  const rows = [staked('10', 1, 1000), staked('11', 2, 1000), staked('12', 99, 0)]

  it('a running building is not ready; at last_claim + delay it is, with what the claim settles', () => {
    expect(finishedBuildings(rows, [workshop, refinery], {}, 1000 + 1799)).toEqual([])
    const ready = finishedBuildings(rows, [workshop, refinery], {}, 1000 + 1800)
    expect(ready.map((claim) => claim.assetId)).toEqual(['11'])
    expect(ready[0]?.cycles).toBe(1)
    expect(texts(ready[0]?.produced ?? [])).toEqual(['3.0000 DOVF'])
    expect(texts(ready[0]?.consumed ?? [])).toEqual(['1.0000 DOVX', '0.7500 DOVS'])
  })

  it('several cycles are settled at once; a building without bdata is never ready', () => {
    const ready = finishedBuildings(rows, [workshop, refinery], {}, 1000 + 3600)
    expect(ready.map((claim) => [claim.assetId, claim.cycles])).toEqual([
      ['10', 1],
      ['11', 2],
    ])
  })

  it('the tools apply: an Epic clock makes the 3600 s workshop finish at 2400 s', () => {
    const ready = finishedBuildings(
      [rows[0] as StakedBuilding],
      [workshop],
      { clock: 'Epic' },
      3400,
    )
    expect(ready.map((claim) => claim.cycles)).toEqual([1])
  })

  it('property: each claim is exactly the card’s claimSettlement', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (elapsed) => {
        const row = staked('10', 2, 5000)
        const [claim] = finishedBuildings([row], [refinery], {}, 5000 + elapsed)
        const settlement = claimSettlement(row, cycleFlows(refinery), 5000 + elapsed)
        if (settlement.cycles === 0) expect(claim).toBeUndefined()
        else expect(claim?.produced).toEqual(settlement.produced)
      }),
    )
  })
})

const zone: Zone = {
  id: 1,
  name: 'Omaha Beach',
  terrain: 'plain',
  open: true,
  nbwins: 1,
  wmini: 0,
  nextZone: 2,
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
}
const udata: UnitConfig[] = [
  { template_id: 7, type: 'combat', power: 3_000_000, bonus: [{ key: 'bonusd', value: 100_000 }] },
]
const division = (divID: number, endTime: number, zoneID = 1): Division => ({
  divID,
  owner: 'player1',
  zoneID,
  end_time: endTime,
  units: [{ key: 'combat4', value: `a${divID}` }],
})
const cards = new Map([
  ['a1', { type: 'combat', power: 3_000_000, bonus: [{ key: 'bonusd', value: 100_000 }] }],
])

describe('fights to claim', () => {
  it('idle (0) and fighting divisions are not over; end_time reached or -1 is', () => {
    const list = [division(1, 0), division(2, 2000), division(3, 1000), division(4, -1)]
    expect(overFights(list, 1000).map((d) => d.divID)).toEqual([3, 4])
  })

  it('each pays the fightOutcome payout of its cards in its zone, in DOVX', () => {
    const [claim] = claimableFights([division(1, 900)], [zone], udata, cards, 1000)
    const outcome = fightOutcome([...cards.values()], zone, udata)
    expect(claim).toEqual({
      divID: 1,
      zoneID: 1,
      result: 'win',
      payout: { units: outcome.payout, precision: 4, symbol: 'DOVX' },
    })
    expect(formatAsset(claim?.payout as Amount)).toBe('5.5000 DOVX')
  })

  it('a card no longer held counts 0 (as on the card); a zone the table lacks is left out', () => {
    const fights = claimableFights(
      [division(2, 900), division(3, 900, 42)],
      [zone],
      udata,
      cards,
      1000,
    )
    expect(fights.map((f) => [f.divID, f.result, formatAsset(f.payout)])).toEqual([
      [2, 'X', '0.0000 DOVX'],
    ])
  })
})

describe('claimTotals', () => {
  const amount = (text: string): Amount => {
    const [value = '', symbol = ''] = text.split(' ')
    return { units: BigInt(value.replace('.', '')), precision: 4, symbol }
  }

  it('nets each token: outputs and payouts minus inputs, game tokens in header order', () => {
    const totals = claimTotals(
      [
        { produced: [amount('3.0000 DOVR')], consumed: [amount('1.0000 DOVX')] },
        {
          produced: [amount('6.0000 DOVF')],
          consumed: [amount('2.0000 DOVX'), amount('1.5000 DOVS')],
        },
      ],
      [{ payout: amount('5.3250 DOVX') }],
    )
    expect(texts(totals)).toEqual(['2.3250 DOVX', '6.0000 DOVF', '-1.5000 DOVS', '3.0000 DOVR'])
  })

  it('nothing ready: no totals', () => {
    expect(claimTotals([], [])).toEqual([])
  })

  it('property: the net of a token is the sum of its flows', () => {
    const units = fc.bigInt({ min: 0n, max: 10n ** 12n })
    fc.assert(
      fc.property(fc.array(fc.tuple(units, units)), fc.array(units), (buildings, payouts) => {
        const totals = claimTotals(
          buildings.map(([out, inp]) => ({
            produced: [{ units: out, precision: 4, symbol: 'DOVX' }],
            consumed: [{ units: inp, precision: 4, symbol: 'DOVX' }],
          })),
          payouts.map((units) => ({ payout: { units, precision: 4, symbol: 'DOVX' } })),
        )
        const want =
          buildings.reduce((sum, [out, inp]) => sum + out - inp, 0n) +
          payouts.reduce((sum, p) => sum + p, 0n)
        if (buildings.length + payouts.length === 0) expect(totals).toEqual([])
        else expect(totals).toEqual([{ units: want, precision: 4, symbol: 'DOVX' }])
      }),
    )
  })
})

describe('claimShortfalls', () => {
  const totals: Amount[] = [
    { units: 20_000n, precision: 4, symbol: 'DOVX' },
    { units: -15_000n, precision: 4, symbol: 'DOVS' },
  ]
  it('a negative net the balance covers is fine', () => {
    expect(claimShortfalls(totals, [{ balance: '1.5000 DOVS' }])).toEqual([])
  })
  it('one it cannot cover is named with what is needed and held (an absent row is 0)', () => {
    expect(claimShortfalls(totals, [{ balance: '1.4999 DOVS' }])).toEqual([
      { symbol: 'DOVS', needed: 15_000n, balance: 14_999n },
    ])
    expect(claimShortfalls(totals, [])).toEqual([{ symbol: 'DOVS', needed: 15_000n, balance: 0n }])
  })
})

describe('unexpectedMoves', () => {
  const expected: Amount[] = [
    { units: 30_000n, precision: 4, symbol: 'DOVR' },
    { units: -10_000n, precision: 4, symbol: 'DOVX' },
  ]
  const before = [{ balance: '10.0000 DOVX' }, { balance: '3 AVT' }]

  it('none when every token moved by exactly what was expected (a new row counts from 0)', () => {
    const after = [{ balance: '9.0000 DOVX' }, { balance: '3.0000 DOVR' }, { balance: '3 AVT' }]
    expect(unexpectedMoves(expected, before, after)).toEqual([])
  })

  it('says what the chain did where it differs, also for a token not expected to move', () => {
    const after = [
      { balance: '8.0000 DOVX' },
      { balance: '3.0000 DOVR' },
      { balance: '1.0000 DOVH' },
      { balance: '3 AVT' },
    ]
    expect(unexpectedMoves(expected, before, after)).toEqual([
      { symbol: 'DOVX', precision: 4, expected: -10_000n, actual: -20_000n },
      { symbol: 'DOVH', precision: 4, expected: 0n, actual: 10_000n },
    ])
  })
})
