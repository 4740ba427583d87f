import { type Amount, formatAsset, parseAsset } from '@dov/game/amount'
import { activeTools, claimSettlement, cycleFlows } from '@dov/game/buildings'
import type { BuildingData, CraftData, Membership, StakedBuilding, ToolData } from '@dov/game/rows'
import { withdrawNet } from '@dov/game/withdraw'
import { PrivateKey } from '@wharfkit/antelope'
import type { Session } from '@wharfkit/session'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AtomicAsset } from '../src/contracts/game-common'
import type { Devchain } from '../src/server'
import { templateKeys } from '../src/worlds/game-catalog'
import { advance, assertion, blockSec, httpRows, nextBlock } from './game-http'
import {
  byOwner,
  type RowsOf,
  STAKE,
  stakeBalance,
  stakedOf,
  TOKEN,
  walletBalance,
} from './game-reads'
import { action, failure, session, start } from './helpers'

/**
 * The staking contract over HTTP with WharfKit (sessions signing with the private-key wallet
 * plugin), on the demo world: exchange, buildings, tools and crafting, each with its refusals.
 * Expected amounts are computed with `@dov/game`, the way the app shows them.
 */

let dc: Devchain
let rows: RowsOf
let p1: Session
let p2: Session
const keys = templateKeys()
const templateOf = (key: string) => keys.indexOf(key) + 1

beforeAll(async () => {
  const { demoWorld } = await import('../src/worlds/demo')
  dc = await start({ world: demoWorld })
  rows = httpRows(dc.url)
  p1 = session(dc.url, 'player1')
  p2 = session(dc.url, 'player2')
})
afterAll(async () => {
  await dc.close()
})

let last = ''

/**
 * Sends one action signed by the session's actor and returns the `processed` trace. The same
 * action sent twice within one block would be the same transaction (a duplicate, refused as a
 * node does), so a repeat waits for the next block first.
 */
async function send(s: Session, name: string, data: Record<string, unknown>, account = STAKE) {
  const key = JSON.stringify([String(s.actor), account, name, data])
  if (key === last) await nextBlock(dc.url)
  last = key
  const res = await s.transact({ action: action(account, name, String(s.actor), data) })
  return res.response?.processed as unknown
}

/** The player's asset ids of a kind (e.g. `repair-1`), in id order. */
async function assetsOfKind(owner: string, key: string): Promise<string[]> {
  const assets = await rows<AtomicAsset>('atomicassets', 'assets', owner)
  return assets.filter((a) => a.template_id === templateOf(key)).map((a) => String(a.asset_id))
}

async function bdataOf(key: string): Promise<BuildingData> {
  const all = await rows<BuildingData>(STAKE, 'bdata', STAKE)
  const row = all.find((b) => b.template_id === templateOf(key))
  if (!row) throw new Error(`no bdata for ${key}`)
  return row
}

/** In-game balances of the given symbols, units. */
async function balances(
  owner: string,
  symbols: readonly string[],
): Promise<Record<string, bigint>> {
  const out: Record<string, bigint> = {}
  for (const symbol of symbols) out[symbol] = await stakeBalance(rows, owner, symbol)
  return out
}

function delta(
  before: Record<string, bigint>,
  after: Record<string, bigint>,
): Record<string, bigint> {
  return Object.fromEntries(
    Object.keys(after).map((k) => [k, (after[k] ?? 0n) - (before[k] ?? 0n)]),
  )
}

/** Per-symbol sum of amounts (negative for `sign` -1). */
function net(plus: readonly Amount[], minus: readonly Amount[]): Record<string, bigint> {
  const out: Record<string, bigint> = {}
  for (const a of plus) out[a.symbol] = (out[a.symbol] ?? 0n) + a.units
  for (const a of minus) out[a.symbol] = (out[a.symbol] ?? 0n) - a.units
  return out
}

const SYMBOLS = ['DOVX', 'DOVR', 'DOVH', 'DOVS', 'DOVF'] as const

describe('exchange', () => {
  it('credits a deposit (token transfer with memo "deposit") and refuses any other memo', async () => {
    const wallet = await walletBalance(rows, 'player1', 'DOVX')
    const inGame = await stakeBalance(rows, 'player1', 'DOVX')
    const held = await walletBalance(rows, STAKE, 'DOVX')
    await send(
      p1,
      'transfer',
      { from: 'player1', to: STAKE, quantity: '25.0000 DOVX', memo: 'deposit' },
      TOKEN,
    )
    expect(await walletBalance(rows, 'player1', 'DOVX')).toBe(wallet - 250_000n)
    expect(await stakeBalance(rows, 'player1', 'DOVX')).toBe(inGame + 250_000n)
    expect(await walletBalance(rows, STAKE, 'DOVX')).toBe(held + 250_000n)
    const typo = failure(
      send(
        p1,
        'transfer',
        { from: 'player1', to: STAKE, quantity: '5.0000 DOVX', memo: 'depsit' },
        TOKEN,
      ),
    )
    expect(await typo).toBe(assertion('Unknown memo: send tokens with the memo "deposit"'))
    expect(await walletBalance(rows, 'player1', 'DOVX')).toBe(wallet - 250_000n)
  })

  it('withdraws with the wfee: the net reaches the wallet, the fee stays in the treasury', async () => {
    const [config] = await rows<{ wfee: number }>(STAKE, 'configs', STAKE)
    const fee = config?.wfee ?? -1
    expect(fee).toBe(5)
    const wallet = await walletBalance(rows, 'player1', 'DOVH')
    const inGame = await stakeBalance(rows, 'player1', 'DOVH')
    const treasury = await stakeBalance(rows, STAKE, 'DOVH')
    await send(p1, 'withdraw', { player: 'player1', quantity: '100.0000 DOVH' })
    const netUnits = withdrawNet(1_000_000n, fee)
    expect(netUnits).toBe(950_000n)
    expect(await walletBalance(rows, 'player1', 'DOVH')).toBe(wallet + netUnits)
    expect(await stakeBalance(rows, 'player1', 'DOVH')).toBe(inGame - 1_000_000n)
    expect(await stakeBalance(rows, STAKE, 'DOVH')).toBe(treasury + 1_000_000n - netUnits)
  })

  it('refuses a withdrawal signed by someone else, beyond the balance, or of an unknown token', async () => {
    const other = failure(
      p2.transact({
        action: action(STAKE, 'withdraw', 'player2', {
          player: 'player1',
          quantity: '1.0000 DOVX',
        }),
      }),
    )
    expect(await other).toBe('missing authority of player1')
    const stranger = session(dc.url, 'player1', PrivateKey.generate('K1').toString())
    const unsigned = failure(
      send(stranger, 'withdraw', { player: 'player1', quantity: '1.0000 DOVX' }),
    )
    expect(await unsigned).toMatch(/does not have signatures for it/)
    expect(
      await failure(send(p1, 'withdraw', { player: 'player1', quantity: '99999.0000 DOVX' })),
    ).toBe(assertion('Insufficient DOVX balance'))
    expect(await failure(send(p1, 'withdraw', { player: 'player1', quantity: '1.0000 ABC' }))).toBe(
      assertion('Unknown token ABC'),
    )
  })
})

describe('buildings and tools', () => {
  it('stakes a building, charging its first cycle, and refuses it twice or not owned', async () => {
    const [asset] = await assetsOfKind('player1', 'repair-1')
    if (!asset) throw new Error('player1 has no repair-1')
    const data = await bdataOf('repair-1')
    const before = await balances('player1', SYMBOLS)
    const processed = await send(p1, 'regmch', { player: 'player1', asset_ids: [asset] })
    const flows = cycleFlows(data, {})
    expect(delta(before, await balances('player1', SYMBOLS))).toMatchObject(net([], flows.consumed))
    const { buildings } = await stakedOf(rows, 'player1')
    expect(buildings).toEqual([
      {
        asset_id: asset,
        owner: 'player1',
        template_id: templateOf('repair-1'),
        last_claim: blockSec(processed),
        type: 'Repair',
        rarity: data.rarity,
      },
    ])
    expect(await failure(send(p1, 'regmch', { player: 'player1', asset_ids: [asset] }))).toBe(
      assertion('Asset already staked'),
    )
    const [theirs] = await assetsOfKind('player2', 'supply-2')
    expect(await failure(send(p1, 'regmch', { player: 'player1', asset_ids: [theirs] }))).toBe(
      assertion('Asset not owned'),
    )
    expect(await failure(send(p1, 'claimmch', { asset_ids: [asset] }))).toBe(
      assertion('Nothing to claim'),
    )
  })

  it('pays a finished cycle on claim, exactly as the rules compute it, and starts the next', async () => {
    const { buildings } = await stakedOf(rows, 'player1')
    const building = buildings[0] as StakedBuilding
    const data = await bdataOf('repair-1')
    await advance(dc.url, data.delay)
    const before = await balances('player1', SYMBOLS)
    const processed = await send(p1, 'claimmch', { asset_ids: [String(building.asset_id)] })
    const settlement = claimSettlement(building, cycleFlows(data, {}), blockSec(processed))
    expect(settlement.cycles).toBe(1)
    // repair-1: 3.0000 DOVR an hour out, 1.0000 DOVX in, 600 s: +0.5000 DOVR, -0.1666 DOVX.
    expect(settlement.produced.map(formatAsset)).toEqual(['0.5000 DOVR'])
    expect(settlement.consumed.map(formatAsset)).toEqual(['0.1666 DOVX'])
    expect(delta(before, await balances('player1', SYMBOLS))).toMatchObject(
      net(settlement.produced, settlement.consumed),
    )
    const [after] = (await stakedOf(rows, 'player1')).buildings
    expect(after?.last_claim).toBe(building.last_claim + data.delay)
    expect(await failure(send(p1, 'claimmch', { asset_ids: [String(building.asset_id)] }))).toBe(
      assertion('Nothing to claim'),
    )
  })

  it('stakes tools for a fee; booster and effort change a cycle’s amounts, the clock its delay', async () => {
    const [booster] = await assetsOfKind('player1', 'booster-4')
    const [effort] = await assetsOfKind('player1', 'effort-5')
    const [clock] = await assetsOfKind('player1', 'clock-3')
    const tdata = await rows<ToolData>(STAKE, 'tdata', STAKE)
    const before = await balances('player1', SYMBOLS)
    await send(p1, 'regbd', { player: 'player1', asset_ids: [booster, effort, clock] })
    const feeOf = (key: string) => tdata.find((t) => t.template_id === templateOf(key))?.fee ?? []
    expect([...feeOf('booster-4'), ...feeOf('effort-5'), ...feeOf('clock-3')]).toEqual([
      '4.0000 DOVR',
      '5.0000 DOVS',
      '3.0000 DOVF',
    ])
    expect(delta(before, await balances('player1', SYMBOLS))).toMatchObject({
      DOVR: -40_000n,
      DOVS: -50_000n,
      DOVF: -30_000n,
    })
    expect(await failure(send(p1, 'regbd', { player: 'player1', asset_ids: [clock] }))).toBe(
      assertion('Asset already staked'),
    )
    const mships = await rows<Membership>(STAKE, 'mships', STAKE, byOwner('player1'))
    const tools = activeTools(mships)
    expect(tools).toEqual({ booster: 'Epic', effort: 'Legendary', clock: 'Rare' })

    // fuel-1 consumes DOVX and DOVS and produces DOVF; effort only lowers the DOVX.
    const [fuel] = await assetsOfKind('player1', 'fuel-1')
    const data = await bdataOf('fuel-1')
    const flows = cycleFlows(data, tools)
    expect(flows.delay).toBe(450) // 600 s with a Rare clock: ceil(600 × 9 / 12)
    expect(flows.consumed.map(formatAsset)).toEqual(['0.1250 DOVX', '0.2500 DOVS'])
    expect(flows.produced.map(formatAsset)).toEqual(['0.6000 DOVF'])
    const staking = await balances('player1', SYMBOLS)
    const processed = await send(p1, 'regmch', { player: 'player1', asset_ids: [fuel] })
    expect(delta(staking, await balances('player1', SYMBOLS))).toMatchObject(
      net([], flows.consumed),
    )
    await advance(dc.url, 450)
    const building = (await stakedOf(rows, 'player1')).buildings.find(
      (b) => String(b.asset_id) === fuel,
    )
    if (!building) throw new Error('fuel-1 not staked')
    expect(building.last_claim).toBe(blockSec(processed))
    const claiming = await balances('player1', SYMBOLS)
    const claimed = await send(p1, 'claimmch', { asset_ids: [fuel] })
    const settlement = claimSettlement(building, flows, blockSec(claimed))
    expect(settlement.cycles).toBeGreaterThanOrEqual(1)
    expect(delta(claiming, await balances('player1', SYMBOLS))).toMatchObject(
      net(settlement.produced, settlement.consumed),
    )
  })

  it('refuses a fifth building and the transfer of a staked asset', async () => {
    const more = [
      ...(await assetsOfKind('player1', 'health-1')),
      ...(await assetsOfKind('player1', 'supply-2')),
      ...(await assetsOfKind('player1', 'repair-3')),
    ]
    expect(await failure(send(p1, 'regmch', { player: 'player1', asset_ids: more }))).toBe(
      assertion('All 4 building slots are used'),
    )
    const { buildings } = await stakedOf(rows, 'player1')
    const staked = String(buildings[0]?.asset_id)
    const moved = failure(
      send(
        p1,
        'transfer',
        { from: 'player1', to: 'player2', asset_ids: [staked], memo: '' },
        'atomicassets',
      ),
    )
    expect(await moved).toBe(assertion('Asset is staked: unstake it first'))
  })

  it('unstakes buildings and tools, refusing an asset not staked or staked by someone else', async () => {
    const { buildings, tools } = await stakedOf(rows, 'player1')
    const building = String(buildings[0]?.asset_id)
    const tool = String(tools[0]?.asset_id)
    expect(await failure(send(p2, 'deregmch', { player: 'player2', asset_ids: [building] }))).toBe(
      assertion('Asset not owned'),
    )
    await send(p1, 'deregmch', { player: 'player1', asset_ids: [building] })
    expect(await failure(send(p1, 'deregmch', { player: 'player1', asset_ids: [building] }))).toBe(
      assertion('Asset not staked'),
    )
    await send(p1, 'deregbd', { player: 'player1', asset_ids: [tool] })
    const after = await stakedOf(rows, 'player1')
    expect(after.buildings.map((b) => String(b.asset_id))).not.toContain(building)
    expect(after.tools.map((t) => String(t.asset_id))).not.toContain(tool)
    expect(await failure(send(p1, 'deregbd', { player: 'player1', asset_ids: [tool] }))).toBe(
      assertion('Asset not staked'),
    )
  })

  it('stores only tdata rows of the ToolData type: a known tool type and rarity', async () => {
    const admin = session(dc.url, STAKE)
    const row = { template_id: 9999, type: 'clock', rarity: 'Rare', fee: ['1.0000 DOVF'] }
    expect(await failure(send(admin, 'settdata', { ...row, type: 'hammer' }))).toBe(
      assertion('Unknown tool type hammer'),
    )
    expect(await failure(send(admin, 'settdata', { ...row, rarity: 'Mythic' }))).toBe(
      assertion('Unknown rarity Mythic'),
    )
    const tdata = await rows<ToolData>(STAKE, 'tdata', STAKE)
    expect(tdata.map((t) => t.template_id)).not.toContain(9999)
  })
})

describe('crafting', () => {
  it('charges the recipe, lowers what remains and mints the asset to the player', async () => {
    const cdata = await rows<CraftData>(STAKE, 'cdata', STAKE)
    const recipe = cdata[0] as CraftData
    const owned = (await rows<AtomicAsset>('atomicassets', 'assets', 'player1')).length
    const before = await balances('player1', SYMBOLS)
    await send(p1, 'startcraft', { player: 'player1', craft_id: recipe.template_id })
    const costs = recipe.costs.map((cost) => parseAsset(cost))
    expect(delta(before, await balances('player1', SYMBOLS))).toMatchObject(net([], costs))
    const assets = await rows<AtomicAsset>('atomicassets', 'assets', 'player1')
    expect(assets).toHaveLength(owned + 1)
    expect(assets.filter((a) => a.template_id === recipe.template_id).length).toBeGreaterThan(0)
    const [updated] = (await rows<CraftData>(STAKE, 'cdata', STAKE)).filter(
      (c) => c.template_id === recipe.template_id,
    )
    expect(updated?.available).toBe(recipe.available - 1)
    const api = await fetch(
      `${dc.url}/atomicassets/v1/assets?owner=player1&template_id=${recipe.template_id}&limit=100`,
    )
    const body = (await api.json()) as { data: unknown[] }
    expect(body.data.length).toBe(assets.filter((a) => a.template_id === recipe.template_id).length)
  })

  it('refuses a sold-out recipe and a player who cannot pay', async () => {
    const cdata = await rows<CraftData>(STAKE, 'cdata', STAKE)
    const soldOut = cdata.find((c) => c.available === 0)
    expect(
      await failure(send(p1, 'startcraft', { player: 'player1', craft_id: soldOut?.template_id })),
    ).toBe(assertion('Nothing left to craft'))
    const army = session(dc.url, 'army.patton')
    const recipe = cdata[0] as CraftData
    expect(recipe.costs).toContain('1.0000 DOVS')
    expect(
      await failure(
        send(army, 'startcraft', { player: 'army.patton', craft_id: recipe.template_id }),
      ),
    ).toBe(assertion('Insufficient DOVS balance'))
  })
})
