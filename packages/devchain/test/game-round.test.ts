import { parseAsset } from '@dov/game/amount'
import { unitStats } from '@dov/game/assets'
import { fightOutcome, zoneCosts } from '@dov/game/fight'
import type { BalanceRow, UnitConfig, Zone } from '@dov/game/rows'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_FIGHT_SECS } from '../src/worlds/demo'
import { GameDriver } from './game-driver'
import { byOwner, division, GAME, nft, type Row, STAKE } from './game-reads'

/**
 * Claim all and fight again relies on this: in one transaction, `claimfight` of a division then
 * `startfight` of the same division apply in order, so the second sees the division idle (its
 * claim set `end_time` to 0) and the balances already credited. The demo's player4 has a division
 * fighting in zone 1 from genesis.
 */

let demo: GameDriver

beforeEach(() => {
  demo = new GameDriver()
})

function balance(owner: string, symbol: string): bigint {
  const rows = demo.rows<BalanceRow>(STAKE, 'balances', owner)
  const row = rows.find((r) => r.balance.endsWith(` ${symbol}`))
  return row === undefined ? 0n : parseAsset(row.balance).units
}

function player4Division() {
  const rows = demo.rows<Row>(GAME, 'sdivisions', GAME, byOwner('player4')).map(division)
  const fighting = rows.find((row) => row.end_time !== 0)
  if (fighting === undefined) throw new Error('player4 has no division fighting')
  return fighting
}

const claimThenStart = (divID: number, zoneID: number) => [
  { account: GAME, name: 'claimfight', data: { player: 'player4', division_id: divID } },
  { account: GAME, name: 'startfight', data: { player: 'player4', division_id: divID, zoneID } },
]

describe('claimfight then startfight of one division in one transaction', () => {
  it('claims the fight, pays it, charges the new one and sets a new end time', async () => {
    const before = player4Division()
    await demo.advance(DEMO_FIGHT_SECS + 1)
    const zone = demo.rows<Zone>(GAME, 'zones', GAME).find((z) => z.id === before.zoneID)
    if (zone === undefined) throw new Error('no zone')
    const udata = demo.rows<UnitConfig>(GAME, 'udata', GAME)
    const nfts = demo.rows<Row>(GAME, 'nfts', GAME).map(nft)
    const stats = before.units.map((unit) =>
      unitStats(nfts.find((n) => n.asset_id === unit.value)?.template_id ?? 0, udata),
    )
    const payout = fightOutcome(stats, zone, udata).payout
    expect(payout).toBeGreaterThan(0n)
    const dovx = balance('player4', 'DOVX')
    const dovh = balance('player4', 'DOVH')

    const now = demo.nowSec()
    expect(demo.push('player4', claimThenStart(before.divID, before.zoneID))).toBeUndefined()

    const after = player4Division()
    expect(after.divID).toBe(before.divID)
    expect(after.zoneID).toBe(before.zoneID)
    expect(after.end_time).toBe(now + DEMO_FIGHT_SECS)
    const costs = zoneCosts(zone)
    expect(balance('player4', 'DOVH')).toBe(dovh - costs.DOVH.units)
    expect(balance('player4', 'DOVX')).toBe(dovx + payout - costs.DOVX.units)
  })

  it('in the other order the start is refused and nothing applies', async () => {
    const before = player4Division()
    await demo.advance(DEMO_FIGHT_SECS + 1)
    const [claim, start] = claimThenStart(before.divID, before.zoneID)
    if (claim === undefined || start === undefined) throw new Error('no actions')
    expect(demo.push('player4', [start, claim])).toMatch(/Division is fighting/)
    expect(player4Division().end_time).toBe(before.end_time)
  })
})
