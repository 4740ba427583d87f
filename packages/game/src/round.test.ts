import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAsset } from './amount'
import { balancesBySymbol } from './balances'
import type { TitledFight } from './claimAll'
import type { BuildingClaim } from './claims'
import { divisionStats } from './divisionStats'
import { fightOutcome, zoneCosts } from './fight'
import {
  fightWarningText,
  planRound,
  type RoundReads,
  roundBestZones,
  winsAfterClaims,
} from './round'
import type { BalanceRow, Division, UnitConfig, Zone } from './rows'

const zone = (id: number, costs: { key: string; value: number }[], open = true): Zone => ({
  id,
  name: `Zone ${id}`,
  terrain: 'plain',
  open,
  nbwins: 1,
  wmini: 0,
  nextZone: id + 1,
  costs,
  resolutions: [{ key: 'win', value: 50_000 }],
  pre_allow: [],
  power: [{ key: 'win', value: 1 }],
})
const division = (divID: number, zoneID: number): Division => ({
  divID,
  owner: 'player1',
  zoneID,
  end_time: 100,
  units: [{ key: 'combat4', value: `a${divID}` }],
})
const udata: UnitConfig[] = [{ template_id: 7, type: 'combat', power: 3_000_000, bonus: [] }]
const card = { type: 'combat', power: 3_000_000, bonus: [] }
const fight = (divID: number, zoneID: number, payout: bigint, title: string): TitledFight => ({
  divID,
  zoneID,
  result: 'win',
  payout: { units: payout, precision: 4, symbol: 'DOVX' },
  title,
})
const dov = (units: bigint, symbol: string) => ({ units, precision: 4, symbol })
const building: BuildingClaim = {
  assetId: '10',
  type: 'Repair',
  cycles: 1,
  produced: [dov(30_000n, 'DOVR')],
  consumed: [dov(10_000n, 'DOVX')],
}
const bal = (rows: Record<string, bigint>): BalanceRow[] =>
  Object.entries(rows).map(([symbol, units]) => ({ balance: formatAsset(dov(units, symbol)) }))

const ZONES = [
  zone(1, [
    { key: 'DOVH', value: 10_000 },
    { key: 'DOVX', value: 5_000 },
  ]),
  zone(2, [{ key: 'DOVH', value: 10_000 }]),
  zone(3, [], false),
]
const reads = (balances: BalanceRow[]): RoundReads => ({
  divisions: [division(1, 1), division(2, 2), division(3, 3)],
  zones: ZONES,
  udata,
  cards: new Map([
    ['a1', card],
    ['a2', card],
    ['a3', card],
  ]),
  wins: undefined,
  balances,
})

describe('planRound', () => {
  it('claims first, then sends each division back to its zone; the net counts the new costs', () => {
    const plan = planRound(
      { buildings: [building], fights: [fight(1, 1, 50_000n, 'DIVISION 1')] },
      reads(bal({ DOVH: 20_000n, DOVX: 0n })),
    )
    expect(plan.actions.map((a) => a.kind)).toEqual(['claimfight', 'claimmch', 'startfight'])
    expect(plan.redeploys.map((r) => [r.divID, r.zoneID])).toEqual([[1, 1]])
    expect(plan.stays).toEqual([])
    // 5.0000 paid − 1.0000 consumed − 0.5000 the fight; −1.0000 DOVH the fight; +3.0000 DOVR.
    expect(plan.totals.map(formatAsset)).toEqual(['3.5000 DOVX', '-1.0000 DOVH', '3.0000 DOVR'])
  })

  it('leaves out a division the balance after the claims cannot pay, and says why', () => {
    const plan = planRound(
      {
        buildings: [],
        fights: [fight(1, 1, 50_000n, 'DIVISION 1'), fight(2, 2, 50_000n, 'DIVISION 2')],
      },
      reads(bal({ DOVH: 14_000n })),
    )
    expect(plan.redeploys.map((r) => r.divID)).toEqual([1])
    expect(plan.stays.map((s) => s.reason)).toEqual([
      'DIVISION 2 stays: 1.0000 DOVH needed, 0.4000 after the claims and the fights before',
    ])
    expect(
      planRound(
        { buildings: [], fights: [fight(2, 2, 0n, 'DIVISION 2')] },
        reads(bal({ DOVH: 4_000n })),
      ).stays[0]?.reason,
    ).toBe('DIVISION 2 stays: 1.0000 DOVH needed, 0.4000 after the claims')
  })

  it('leaves out a division the chain would refuse: a closed zone', () => {
    const plan = planRound(
      { buildings: [], fights: [fight(3, 3, 50_000n, 'DIVISION 3')] },
      reads(bal({ DOVH: 100_000n })),
    )
    expect(plan.actions.map((a) => a.kind)).toEqual(['claimfight'])
    expect(plan.stays[0]?.reason).toBe('DIVISION 3 stays: zone 3 is closed')
  })
})

describe("the planner's best zone in the round", () => {
  const won = fight(1, 1, 50_000n, 'DIVISION 1')

  it('counts the wins the claims add: a Victory in zone 1 opens zone 2 for the fight after it', () => {
    expect(winsAfterClaims([{ zone: 1, wins: 2 }], [won, { ...won, zoneID: 2 }])).toEqual([
      { zone: 1, wins: 3 },
      { zone: 2, wins: 1 },
    ])
    expect(winsAfterClaims([], [{ ...won, result: 'draw' }])).toEqual([])
  })

  it("offers the planner's best zone where it differs, and sends the division there when chosen", () => {
    const base = { ...reads(bal({ DOVH: 20_000n, DOVX: 0n })), wins: [] }
    // Zone 2 charges no DOVX: the most DOVX left per fight, once the claim's Victory opens it.
    expect([...roundBestZones([won], base)]).toEqual([
      [1, { zoneId: 2, name: 'Zone 2', earnings: 50_000n }],
    ])
    const same = planRound({ buildings: [], fights: [won] }, base)
    expect(same.redeploys.map((r) => [r.zoneID, r.from])).toEqual([[1, 1]])
    const best = planRound({ buildings: [], fights: [won] }, base, new Map([[1, 'best']]))
    expect(best.redeploys.map((r) => [r.zoneID, r.from])).toEqual([[2, 1]])
    expect(best.actions.at(-1)).toMatchObject({ kind: 'startfight', zoneID: 2, from: 1 })
    // +5.0000 paid, the new fight in zone 2 costs 1.0000 DOVH and no DOVX.
    expect(best.totals.map(formatAsset)).toEqual(['5.0000 DOVX', '-1.0000 DOVH'])
  })

  it('offers nothing while the wins are unknown, and a best zone the balances cannot pay stays, with why', () => {
    expect(roundBestZones([won], reads(bal({})))).toEqual(new Map())
    const poor = { ...reads(bal({ DOVH: 5_000n })), wins: [] }
    const plan = planRound({ buildings: [], fights: [won] }, poor, new Map([[1, 'best']]))
    expect(plan.stays.map((s) => [s.zoneID, s.reason])).toEqual([
      [2, 'DIVISION 1 stays: 1.0000 DOVH needed, 0.5000 after the claims'],
    ])
  })
})

describe('standing orders in the round', () => {
  // Zone 4 is out of every division's reach: a Defeat (the loss threshold only), paying 0.2000
  // DOVX for 1.0000 DOVH and 0.5000 DOVX. DIVISION 3's card has no power: a Defeat there, and no
  // result in zones 1 and 2, so no zone gives it a Victory.
  const hard: Zone = {
    ...zone(4, [
      { key: 'DOVH', value: 10_000 },
      { key: 'DOVX', value: 5_000 },
    ]),
    resolutions: [
      { key: 'win', value: 50_000 },
      { key: 'loss', value: 2_000 },
    ],
    power: [
      { key: 'win', value: 1_000_000_000 },
      { key: 'loss', value: 0 },
    ],
  }
  const base = (wins: RoundReads['wins'] = undefined): RoundReads => ({
    ...reads(bal({ DOVH: 50_000n, DOVX: 50_000n })),
    zones: [...ZONES, hard],
    divisions: [division(1, 1), division(4, 4)],
    cards: new Map([
      ['a1', card],
      ['a4', { ...card, power: 0 }],
    ]),
    wins,
  })
  const lost = { ...fight(4, 4, 2_000n, 'DIVISION 3'), result: 'loss' as const }

  it("marks a fight sent to an expected Defeat with the single Fight's words", () => {
    expect(fightWarningText(division(4, 4), hard, base())).toBe(
      'Expected: Defeat — this fight loses DOVH and DOVX.',
    )
    expect(fightWarningText(division(1, 1), ZONES[0] as Zone, base())).toBeUndefined()
    const plan = planRound({ buildings: [], fights: [lost] }, base())
    expect(plan.redeploys.map((r) => [r.divID, r.zoneID, r.warning])).toEqual([
      [4, 4, 'Expected: Defeat — this fight loses DOVH and DOVX.'],
    ])
  })

  it('holds a division ordered to, where the single Fight would ask, and sends it where it would not', () => {
    const plan = planRound({ buildings: [], fights: [lost] }, base(), new Map([[4, 'hold']]))
    expect(plan.redeploys).toEqual([])
    expect(plan.stays).toEqual([
      {
        divID: 4,
        title: 'DIVISION 3',
        zoneID: 4,
        reason: 'DIVISION 3 holds in zone 4: Expected: Defeat — this fight loses DOVH and DOVX.',
        held: true,
      },
    ])
    expect(plan.actions.map((a) => a.kind)).toEqual(['claimfight'])
    // Holding only costs nothing: the net is the claim's alone.
    expect(plan.totals.map(formatAsset)).toEqual(['0.2000 DOVX'])
    const won = fight(1, 1, 50_000n, 'DIVISION 1')
    const sent = planRound({ buildings: [], fights: [won] }, base(), new Map([[1, 'hold']]))
    expect(sent.redeploys.map((r) => [r.divID, r.zoneID, r.warning])).toEqual([[1, 1, undefined]])
  })

  it("goes to the planner's best zone when ordered, and where none gives a Victory fights where it fought", () => {
    const won = fight(1, 1, 50_000n, 'DIVISION 1')
    const best = planRound(
      { buildings: [], fights: [won, lost] },
      base([{ zone: 3, wins: 1 }]),
      new Map([
        [1, 'best'],
        [4, 'best'],
      ]),
    )
    expect(best.redeploys.map((r) => [r.divID, r.from, r.zoneID])).toEqual([
      [1, 1, 2],
      [4, 4, 4],
    ])
    expect(best.redeploys[1]?.warning).toBe('Expected: Defeat — this fight loses DOVH and DOVX.')
  })
})

describe('planRound, property', () => {
  it('the net is the claims minus the costs of the fights sent, and no fight is sent unpaid', () => {
    const units = fc.bigInt({ min: 0n, max: 100_000n })
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            divID: fc.integer({ min: 1, max: 3 }),
            zoneID: fc.constantFrom(1, 2, 3),
            payout: units,
          }),
          { selector: (f) => f.divID, maxLength: 3 },
        ),
        fc.boolean(),
        units,
        units,
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.option(fc.constant([{ zone: 1, wins: 1 }]), { nil: undefined }),
        (raw, withBuilding, dovh, dovx, toBest, wins) => {
          const fights = raw.map((f) => fight(f.divID, f.zoneID, f.payout, `DIVISION ${f.divID}`))
          const buildings = withBuilding ? [building] : []
          const base = { ...reads(bal({ DOVH: dovh, DOVX: dovx })), wins }
          const divisions = raw.map((f) => division(f.divID, f.zoneID))
          const targets = new Map(
            raw.map((f) => [f.divID, toBest[f.divID - 1] ? ('best' as const) : ('same' as const)]),
          )
          const best = roundBestZones(fights, { ...base, divisions })
          const plan = planRound({ buildings, fights }, { ...base, divisions }, targets)
          // Each division goes where the player chose: the planner's best zone, else its own.
          for (const r of plan.redeploys) {
            const chosen = targets.get(r.divID) === 'best' ? best.get(r.divID)?.zoneId : undefined
            expect(r.zoneID).toBe(chosen ?? r.from)
          }
          const sum = new Map<string, bigint>()
          const add = (symbol: string, u: bigint) => sum.set(symbol, (sum.get(symbol) ?? 0n) + u)
          for (const f of fights) add('DOVX', f.payout.units)
          for (const b of buildings) {
            for (const a of b.produced) add(a.symbol, a.units)
            for (const a of b.consumed) add(a.symbol, -a.units)
          }
          // The contract's charge: every positive zone cost (`startfight`).
          const running = new Map(
            [...balancesBySymbol(base.balances)].map(([s, a]) => [s, a.units]),
          )
          for (const [s, u] of sum) running.set(s, (running.get(s) ?? 0n) + u)
          for (const r of plan.redeploys) {
            const z = ZONES.find((candidate) => candidate.id === r.zoneID)
            if (z === undefined) throw new Error('unknown zone')
            const d = divisions.find((candidate) => candidate.divID === r.divID)
            expect(
              fightOutcome(divisionStats(d?.units ?? [], base.cards), z, udata).authorized,
            ).toBe(true)
            for (const cost of Object.values(zoneCosts(z))) {
              if (cost.units <= 0n) continue
              add(cost.symbol, -cost.units)
              running.set(cost.symbol, (running.get(cost.symbol) ?? 0n) - cost.units)
              expect(running.get(cost.symbol)).toBeGreaterThanOrEqual(0n)
            }
          }
          const shown = new Map(plan.totals.map((t) => [t.symbol, t.units]))
          for (const [s, u] of sum) expect(shown.get(s) ?? 0n, s).toBe(u)
          expect(plan.redeploys.length + plan.stays.length).toBe(fights.length)
          const kinds = plan.actions.map((a) => a.kind)
          expect(kinds.lastIndexOf('claimfight')).toBeLessThan(
            kinds.indexOf('startfight') === -1 ? kinds.length : kinds.indexOf('startfight'),
          )
        },
      ),
    )
  })
})
