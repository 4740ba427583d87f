import { fightOutcome } from '@dov/game/fight'
import type { UnitConfig, Zone } from '@dov/game/rows'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AtomicAsset } from '../src/contracts/game-common'
import { DEMO_FIGHT_SECS } from '../src/worlds/demo'
import { GameDriver } from './game-driver'
import { byOwner, DIVSIM, GAME } from './game-reads'

/**
 * The demo world's new player ("player1 has enough unit cards for three divisions, at
 * least one zone locked behind wins, prerequisites that some cards meet and others do not, and
 * fights short enough to finish with a time advance"), played through the contracts.
 */

let demo: GameDriver
let udata: UnitConfig[]
let zones: Zone[]

beforeEach(() => {
  demo = new GameDriver()
  udata = demo.rows<UnitConfig>(GAME, 'udata', GAME)
  zones = demo.rows<Zone>(GAME, 'zones', GAME)
})

/** player1's unit cards by type (officer, support, tactic, godmother, combat), asset ids. */
function cardsByType(): Map<string, string[]> {
  const byType = new Map<string, string[]>()
  for (const asset of demo.rows<AtomicAsset>('atomicassets', 'assets', 'player1')) {
    const type = udata.find((row) => row.template_id === Number(asset.template_id))?.type
    if (type === undefined) continue
    byType.set(type, [...(byType.get(type) ?? []), String(asset.asset_id)])
  }
  return byType
}

const add = (zoneID: number, setup: { key: string; value: string }[]) =>
  demo.act('player1', DIVSIM, 'adddivision', { zoneID, setup, player: 'player1' })

describe("the demo world's player1", () => {
  it('holds three of each headquarter line and 20 combat cards, and saves three divisions', () => {
    const cards = cardsByType()
    for (const type of ['officer', 'support', 'tactic', 'godmother']) {
      expect(cards.get(type)).toHaveLength(3)
    }
    expect(cards.get('combat')).toHaveLength(20)
    for (let n = 0; n < 3; n++) {
      const setup = [
        { key: 'officer', value: cards.get('officer')?.[n] ?? '' },
        { key: 'support', value: cards.get('support')?.[n] ?? '' },
        ...[4, 5, 6, 7, 8, 9].map((slot, i) => ({
          key: `combat${slot}`,
          value: cards.get('combat')?.[n * 6 + i] ?? '',
        })),
      ]
      expect(add(1, setup)).toBeUndefined()
    }
    expect(demo.rows(GAME, 'sdivisions', GAME, byOwner('player1'))).toHaveLength(3)
    const fourth = [{ key: 'officer', value: cards.get('combat')?.[19] ?? '' }]
    expect(add(1, fourth)).toMatch(/At most 3 divisions per player/)
  })

  it('is locked out of zone 2 until a win in zone 1, which one short fight gives', async () => {
    const cards = cardsByType()
    const setup = [
      { key: 'officer', value: cards.get('officer')?.[0] ?? '' },
      ...(cards.get('combat') ?? []).slice(0, 10).map((value, i) => ({
        key: `combat${4 + i}`,
        value,
      })),
    ]
    expect(add(2, setup)).toMatch(/Zone not reachable/)
    expect(add(1, setup)).toBeUndefined()
    const [division] = demo.rows<{ divID: number }>(GAME, 'sdivisions', GAME, byOwner('player1'))
    const divisionId = Number(division?.divID)
    expect(
      demo.act('player1', GAME, 'startfight', {
        player: 'player1',
        division_id: divisionId,
        zoneID: 1,
      }),
    ).toBeUndefined()
    await demo.advance(DEMO_FIGHT_SECS)
    expect(
      demo.act('player1', GAME, 'claimfight', { player: 'player1', division_id: divisionId }),
    ).toBeUndefined()
    expect(demo.rows(GAME, 'infos', 'player1')).toEqual([{ zone: 1, wins: 1 }])
    const edit = { divID: divisionId, player: 'player1', setup, zoneID: 2 }
    expect(demo.act('player1', DIVSIM, 'editdivision', edit)).toBeUndefined()
  })

  it('has cards that meet zone 3’s prerequisite (the Major) and cards that do not', () => {
    const zone3 = zones.find((zone) => zone.id === 3)
    if (!zone3) throw new Error('no zone 3')
    const assets = demo.rows<AtomicAsset>('atomicassets', 'assets', 'player1')
    const officers = assets
      .map((asset) => udata.find((row) => row.template_id === Number(asset.template_id)))
      .filter((row): row is UnitConfig => row?.type === 'officer')
    const authorized = officers.map((officer) => fightOutcome([officer], zone3, udata).authorized)
    expect(authorized).toContain(true)
    expect(authorized).toContain(false)
  })
})
