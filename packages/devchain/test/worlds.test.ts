import { topForObjective, topOfficers } from '@dov/game/hof'
import type { BuildingData, CraftData, Rarity, ToolData } from '@dov/game/rows'
import { isZoneReachable, OBJECTIVES, objectiveOfZone, zoneGroups } from '@dov/game/zones'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AtomicAsset } from '../src/contracts/game-common'
import { DEFAULT_NAMES } from '../src/core/world'
import {
  ARMY_ACCOUNTS,
  DEMO_FIGHT_SECS,
  DEMO_IN_GAME,
  DEMO_WALLET,
  FULL_DIVISION,
  WEAK_DIVISION,
} from '../src/worlds/demo'
import {
  buildingKinds,
  OBJECTIVE_ZONES,
  templateKeys,
  toolKinds,
  unitKinds,
} from '../src/worlds/game-catalog'
import { HUGE_OPTIONS, LARGE_DEFAULTS, largeWorld } from '../src/worlds/large'
import { randomWorld, randomWorldPlan } from '../src/worlds/random'
import { WORLD_NAMES, WORLDS, worldFactory } from '../src/worlds/registry'
import { GameDriver } from './game-driver'
import {
  byOwner,
  GAME,
  playersWins,
  readGame,
  STAKE,
  stakeBalance,
  stakedOf,
  TOKEN,
  walletBalance,
} from './game-reads'
import { post, start } from './helpers'

let demo: GameDriver
let game: Awaited<ReturnType<typeof readGame>>
const rows = <T>(code: string, table: string, scope: string, extra?: Record<string, unknown>) =>
  demo.rows<T>(code, table, scope, extra)

beforeAll(async () => {
  demo = new GameDriver()
  game = await readGame(rows)
})

function assetsOf(owner: string): AtomicAsset[] {
  return demo.rows<AtomicAsset>('atomicassets', 'assets', owner)
}

describe('the demo world', () => {
  it('has 20 named zones in 5 groups of 4, objectives on the last zone of each group', () => {
    expect(game.zones.map((z) => z.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(zoneGroups(game.zones).map((g) => g.zones.length)).toEqual([4, 4, 4, 4, 4])
    expect(OBJECTIVE_ZONES.map(objectiveOfZone)).toEqual([...OBJECTIVES])
    expect(game.zones.some((z) => !z.open)).toBe(true)
    // Every zone named: the fallback name (terrain plus id) is for chains that give none.
    expect(game.zones.filter((z) => z.name.trim() === '').map((z) => z.id)).toEqual([])
  })

  it('makes zone 2 reachable only after a win in zone 1, and guards zone 3 with pre_allow', async () => {
    expect(isZoneReachable(game.zones, 1, [])).toBe(true)
    expect(isZoneReachable(game.zones, 2, [])).toBe(false)
    expect(isZoneReachable(game.zones, 2, [{ zone: 1, wins: 1 }])).toBe(true)
    const zone3 = game.zones.find((z) => z.id === 3)
    expect(zone3?.pre_allow.some((p) => p.value >= 100)).toBe(true)
  })

  it('makes a full division win zone 1 and a weak one lose; the Major authorizes zone 3', () => {
    const p2 = game.divisions.find((d) => d.owner === 'player2')
    if (!p2) throw new Error('player2 has no division')
    expect(p2.units).toHaveLength(Object.keys(FULL_DIVISION).length)
    const full = game.outcome(p2, 1)
    expect(full.result).toBe('win')
    expect(full.authorized).toBe(true)
    expect(game.outcome(p2, 3).authorized).toBe(false)
    const weak = game.divisions.find(
      (d) => d.owner === 'player3' && d.units.length === Object.keys(WEAK_DIVISION).length,
    )
    if (!weak) throw new Error('player3 has no weak division')
    expect(game.outcome(weak, 1).result).toBe('loss')
  })

  it('gives every player tokens in the wallet and in game, and a fresh player1', async () => {
    for (const player of DEFAULT_NAMES.players) {
      expect(await walletBalance(rows, player, 'DOVX')).toBe(
        BigInt(DEMO_WALLET.DOVX ?? 0) * 10_000n,
      )
      expect(await stakeBalance(rows, player, 'DOVH')).toBeGreaterThan(0n)
    }
    expect(await stakeBalance(rows, 'player1', 'DOVX')).toBe(
      BigInt(DEMO_IN_GAME.DOVX ?? 0) * 10_000n,
    )
    expect(demo.rows(GAME, 'infos', 'player1')).toEqual([])
    expect(demo.rows(GAME, 'sdivisions', GAME, byOwner('player1'))).toEqual([])
    const staked = await stakedOf(rows, 'player1')
    expect(staked.buildings.length + staked.tools.length).toBe(0)
  })

  it('gives every player unstaked buildings over 2 pages, tools of each type and cards for a full division', async () => {
    const bdata = demo.rows<BuildingData>(STAKE, 'bdata', STAKE)
    const tdata = demo.rows<ToolData>(STAKE, 'tdata', STAKE)
    const udata = game.udata
    for (const player of DEFAULT_NAMES.players) {
      const assets = assetsOf(player)
      const staked = await stakedOf(rows, player)
      const stakedIds = new Set(
        [...staked.buildings, ...staked.tools].map((r) => String(r.asset_id)),
      )
      const placed = new Set(game.nfts.map((n) => n.asset_id))
      const free = assets.filter(
        (a) => !stakedIds.has(String(a.asset_id)) && !placed.has(String(a.asset_id)),
      )
      const buildings = free.flatMap((a) => bdata.filter((b) => b.template_id === a.template_id))
      expect(buildings.length).toBeGreaterThanOrEqual(6)
      expect(new Set(buildings.map((b) => b.type)).size).toBe(4)
      expect(new Set(buildings.map((b) => b.rarity)).size).toBeGreaterThanOrEqual(3)
      const tools = free.flatMap((a) => tdata.filter((t) => t.template_id === a.template_id))
      expect(new Set(tools.map((t) => t.type))).toEqual(new Set(['clock', 'booster', 'effort']))
      const types = free.flatMap((a) =>
        udata.filter((u) => u.template_id === a.template_id).map((u) => u.type),
      )
      for (const type of ['officer', 'support', 'tactic', 'godmother'] as const) {
        expect(types.filter((t) => t === type).length).toBeGreaterThanOrEqual(1)
      }
      expect(types.filter((t) => t === 'combat').length).toBeGreaterThanOrEqual(10)
      const rarities = new Set<Rarity>()
      for (const a of free) {
        const b = bdata.find((x) => x.template_id === a.template_id)
        if (b) rarities.add(b.rarity)
      }
      expect(rarities.size).toBeGreaterThanOrEqual(3)
    }
  })

  it('has a division fighting, staked buildings and tools, avatars and a capped player', async () => {
    const p4 = game.divisions.find((d) => d.owner === 'player4')
    expect(p4?.end_time ?? 0).toBeGreaterThan(0)
    expect((p4?.end_time ?? 0) - demo.nowSec()).toBeLessThanOrEqual(DEMO_FIGHT_SECS)
    expect((await stakedOf(rows, 'player3')).buildings).toHaveLength(4)
    expect((await stakedOf(rows, 'player2')).tools).toHaveLength(1)
    expect(demo.rows(GAME, 'sdivisions', GAME, byOwner('player5'))).toHaveLength(3)
    expect(demo.rows(STAKE, 'balances', 'player2')).toContainEqual({ balance: '3 AVT' })
    expect(demo.rows(GAME, 'avatars', GAME).length).toBeGreaterThanOrEqual(6)
  })

  it('fills the Hall of Fame: 20 divisions, 5 officers and 5 accounts per objective', async () => {
    expect(game.top).toHaveLength(20)
    expect(new Set(game.top.map((d) => d.power)).size).toBeGreaterThan(10)
    const owners = [...DEFAULT_NAMES.players, ...ARMY_ACCOUNTS]
    const wins = await playersWins(rows, owners)
    expect(topOfficers(wins)).toHaveLength(5)
    for (const objective of OBJECTIVES) expect(topForObjective(wins, objective)).toHaveLength(5)
  })

  it('leaves player5 one victory short of the Bunker board, so a fight won in zone 1 shows', async () => {
    const owners = [...DEFAULT_NAMES.players, ...ARMY_ACCOUNTS]
    const wins = await playersWins(rows, owners)
    const bunker = (players: typeof wins) => topForObjective(players, 'bunker').map((r) => r.owner)
    expect(bunker(wins)).not.toContain('player5')
    const oneMore = wins.map((p) =>
      p.owner === 'player5'
        ? { ...p, wins: p.wins.map((w) => (w.zone === 1 ? { ...w, wins: w.wins + 1 } : w)) }
        : p,
    )
    expect(bunker(oneMore)).toContain('player5')
    // player5's FULL_DIVISION waits in zone 1, idle, to win that fight.
    const p5 = game.divisions.filter((d) => d.owner === 'player5')
    expect(p5.some((d) => d.zoneID === 1 && d.end_time === 0)).toBe(true)
  })

  it('gives every template its own drawing, with no name in it', async () => {
    const { AtomicIndex } = await import('../src/api/atomic-index')
    const { AtomicReader } = await import('../src/api/atomic-reader')
    const reader = new AtomicReader(demo.chain, 'atomicassets', new AtomicIndex('atomicassets'))
    const kinds = [...unitKinds(), ...buildingKinds(), ...toolKinds()]
    const imgs = new Map([...reader.allTemplates()].map((t) => [t.id, String(t.data.img)]))
    /** The picture's shapes: its SVG without the colours, so a recoloured drawing is the same. */
    const drawings = new Map<string, string>()
    for (const [index, kind] of kinds.entries()) {
      const img = imgs.get(index + 1) ?? ''
      const svg = demo.chain.artwork.get(img)?.svg ?? ''
      expect(svg).toMatch(/^<svg /)
      expect(svg).not.toContain(kind.name)
      const shapes = svg
        .replace(/aria-label="[^"]*"/, '')
        .replace(/(fill|stroke|color|stop-color)="[^"]*"/g, '')
      const other = drawings.get(shapes)
      expect(other, `${kind.name} is drawn as ${other ?? ''} is`).toBeUndefined()
      drawings.set(shapes, kind.name)
    }
    // 36 units, 16 buildings, 18 tools: 70 drawings. Among them Major, Captain and Lieutenant,
    // the four tanks, and the depots Mk 2 and Mk 4, which once shared one each.
    expect(drawings.size).toBe(70)
    expect(new Set(imgs.values()).size).toBe(70)
  })

  it('creates the templates in catalog order (template id = index + 1)', async () => {
    const { AtomicIndex } = await import('../src/api/atomic-index')
    const { AtomicReader } = await import('../src/api/atomic-reader')
    const reader = new AtomicReader(demo.chain, 'atomicassets', new AtomicIndex('atomicassets'))
    const names = new Map([...reader.allTemplates()].map((t) => [t.id, String(t.data.name)]))
    const kinds = [...unitKinds(), ...buildingKinds(), ...toolKinds()]
    expect(templateKeys()).toEqual(kinds.map((k) => k.key))
    for (const [index, kind] of kinds.entries()) expect(names.get(index + 1)).toBe(kind.name)
  })

  it('registers artwork for every template and avatar, and keeps craft recipes and configs', () => {
    const templates = demo.rows<{ template_id: number }>('atomicassets', 'templates', 'dov.army')
    expect(templates.length).toBeGreaterThanOrEqual(70)
    const avatars = demo.rows<{ ipfs: string }>(GAME, 'avatars', GAME)
    for (const avatar of avatars) expect(demo.chain.artwork.has(avatar.ipfs)).toBe(true)
    // Nine avatars, nine pictures: none shares another's.
    expect(new Set(avatars.map((avatar) => avatar.ipfs)).size).toBe(avatars.length)
    const cdata = demo.rows<CraftData>(STAKE, 'cdata', STAKE)
    expect(cdata.length).toBeGreaterThan(6)
    expect(cdata.some((c) => c.available === 0)).toBe(true)
    expect(demo.rows(STAKE, 'configs', STAKE)).toEqual([{ id: 0, wfee: 5, use_dov: true }])
  })

  it('keeps every in-game token backed by the staking account wallet', async () => {
    for (const symbol of ['DOVX', 'DOVR', 'DOVH', 'DOVS', 'DOVF']) {
      const scopes = demo.scopes(STAKE, 'balances')
      let total = 0n
      for (const scope of scopes) total += await stakeBalance(rows, scope, symbol)
      expect(await walletBalance(rows, STAKE, symbol)).toBe(total)
    }
    expect(demo.rows(TOKEN, 'accounts', STAKE)).toHaveLength(5)
  })
})

describe('the large world', () => {
  it('is deterministic from its seed and sized for benchmarks', () => {
    expect(LARGE_DEFAULTS.owners).toBeGreaterThanOrEqual(1000)
    expect(LARGE_DEFAULTS.withDivisions * 3).toBeGreaterThanOrEqual(3000)
    const small = { owners: 12, withDivisions: 8 }
    const a = new GameDriver((names) => largeWorld(names, small))
    const b = new GameDriver((names) => largeWorld(names, small))
    const divisions = a.rows(GAME, 'sdivisions', GAME)
    expect(divisions).toHaveLength(24)
    expect(b.rows(GAME, 'sdivisions', GAME)).toEqual(divisions)
    expect(b.rows(GAME, 'nfts', GAME)).toEqual(a.rows(GAME, 'nfts', GAME))
    const c = new GameDriver((names) => largeWorld(names, { ...small, seed: 7 }))
    expect(c.rows(GAME, 'sdivisions', GAME)).not.toEqual(divisions)
  })
})

describe('the huge world', () => {
  // Building all of it takes about 25 s on 2 cores: its sizes are checked here, and its generator
  // at a 1/50 scale (the same options otherwise).
  it('has 20,000 players with wins and 60,000 two-card divisions, from the large generator', () => {
    expect(HUGE_OPTIONS).toMatchObject({ name: 'huge', owners: 20_000, withDivisions: 20_000 })
    expect(WORLDS.huge?.(DEFAULT_NAMES).description).toContain(
      '20000 generated owners, 60000 divisions',
    )
    const scaled = { ...HUGE_OPTIONS, owners: 400, withDivisions: 400 }
    const huge = new GameDriver((names) => largeWorld(names, scaled))
    expect(huge.chain.world.name).toBe('huge')
    const players = huge.scopes(GAME, 'infos').filter((p) => p.startsWith('cmdr'))
    expect(players).toHaveLength(400)
    const zones = new Set<number>()
    for (const p of players) {
      for (const r of huge.rows<{ zone: number; wins: number }>(GAME, 'infos', p)) {
        expect(r.wins).toBeGreaterThan(0)
        zones.add(r.zone)
      }
    }
    expect(zones.size).toBeGreaterThanOrEqual(6)
    const divisions = huge.rows<{ id: number }>(GAME, 'sdivisions', GAME)
    expect(divisions).toHaveLength(1_200)
    expect(huge.rows(GAME, 'nfts', GAME)).toHaveLength(2_400)
  })
})

describe('the random worlds', () => {
  /** What a world holds for the Hall of Fame: every `infos` scope's rows, divisions and cards. */
  function hallOfFameTables(seed: number) {
    const chain = new GameDriver((names) => randomWorld(names, seed))
    const infos = chain
      .scopes(GAME, 'infos')
      .map((scope) => [scope, chain.rows(GAME, 'infos', scope)])
    const divisions = chain.rows(GAME, 'sdivisions', GAME)
    return { infos, divisions, nfts: chain.rows(GAME, 'nfts', GAME) }
  }

  it('are drawn from their seed: the same seed gives the same world, two seeds two worlds', () => {
    // Seed 12: 4 owners, 7 divisions; seed 13: 15 owners.
    const twelve = hallOfFameTables(12)
    expect(twelve.infos.length).toBeGreaterThan(0)
    expect(twelve.divisions.length).toBeGreaterThan(0)
    expect(hallOfFameTables(12)).toEqual(twelve)
    expect(hallOfFameTables(13)).not.toEqual(twelve)
  })

  it('stress the tie rules: equal totals, names sharing prefixes, owners without wins, fights', () => {
    const plans = Array.from({ length: 40 }, (_, seed) => randomWorldPlan(seed))
    const owners = plans.flatMap((plan) => plan.owners)
    expect(plans.some((plan) => plan.owners.length === 0)).toBe(true)
    expect(Math.max(...plans.map((plan) => plan.owners.length))).toBeLessThanOrEqual(40)
    expect(owners.some((owner) => owner.wins.length === 0)).toBe(true)
    expect(owners.some((owner) => owner.wins.some((row) => row.wins === 0))).toBe(true)
    expect(owners.some((owner) => owner.divisions.some((d) => d.fights))).toBe(true)
    expect(owners.some((owner) => owner.divisions.some((d) => d.zone > 1))).toBe(true)
    for (const plan of plans) {
      const names = plan.owners.map((owner) => owner.name)
      expect(new Set(names).size).toBe(names.length)
      for (const name of names) expect(name).toMatch(/^[a-z][a-z1-5.]{0,3}$/)
      for (const name of names) expect(name).not.toMatch(/\.$/)
    }
    // Equal totals in one world, on the officers' board.
    const tied = plans.filter((plan) => {
      const totals = plan.owners
        .map((owner) => owner.wins.reduce((sum, row) => sum + row.wins, 0))
        .filter((total) => total > 0)
      return new Set(totals).size < totals.length
    })
    expect(tied.length).toBeGreaterThan(plans.length / 2)
  })

  it('are named random-<seed>, a whole number below 2^32, and start as a devchain', async () => {
    expect(WORLD_NAMES).toContain('random-<seed>')
    for (const name of [
      'random-',
      'random-x',
      'random--1',
      'random-1.5',
      'random-07',
      'random-4294967296',
    ]) {
      expect(worldFactory(name)).toBeUndefined()
    }
    expect(worldFactory('random-4294967295')).toBeDefined()
    expect(worldFactory('random-0')).toBeDefined()
    expect(worldFactory('demo')).toBe(WORLDS.demo)
    // By its name, as `startDevchain({ world })` and the CLI's `--world` take it.
    const devchain = await start({ world: 'random-42' })
    try {
      expect(devchain.chain.world.name).toBe('random-42')
      const info = await post(`${devchain.url}/v1/chain/get_info`, {})
      expect(info.status).toBe(200)
      const plan = randomWorldPlan(42)
      const { json } = await post(`${devchain.url}/v1/chain/get_table_rows`, {
        code: GAME,
        table: 'sdivisions',
        scope: GAME,
        json: true,
        limit: 1000,
      })
      const divisions = plan.owners.reduce((sum, owner) => sum + owner.divisions.length, 0)
      expect((json as { rows: unknown[] }).rows).toHaveLength(divisions)
    } finally {
      await devchain.close()
    }
  })
})
