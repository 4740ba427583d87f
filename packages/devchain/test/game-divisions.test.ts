import { formatAsset } from '@dov/game/amount'
import { zoneCosts } from '@dov/game/fight'
import type { Division } from '@dov/game/rows'
import { Api, JsonRpc } from 'eosjs'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AtomicAsset } from '../src/contracts/game-common'
import { DEV_PRIVATE_KEY } from '../src/core/keys'
import type { Devchain } from '../src/server'
import { DEMO_FIGHT_SECS, FULL_DIVISION } from '../src/worlds/demo'
import { templateKeys } from '../src/worlds/game-catalog'
import { advance, assertion, blockSec, httpRows, nextBlock } from './game-http'
import {
  byOwner,
  DIVSIM,
  division,
  GAME,
  nft,
  type Row,
  type RowsOf,
  readGame,
  STAKE,
  stakeBalance,
} from './game-reads'
import { failure, start } from './helpers'

/**
 * The game contract and the division simulator over HTTP with eosjs (`Api.transact` with a
 * `JsSignatureProvider`, 3 blocks behind, 30 s expiry, as the app sends them), on the demo world:
 * avatars, divisions, fights, each with its refusals. Results are computed with `@dov/game`.
 */

let dc: Devchain
let rows: RowsOf
let api: Api
const keys = templateKeys()
const templateOf = (key: string) => keys.indexOf(key) + 1
const SLOTS = Object.keys(FULL_DIVISION)

beforeAll(async () => {
  const { demoWorld } = await import('../src/worlds/demo')
  dc = await start({ world: demoWorld })
  rows = httpRows(dc.url)
  const rpc = new JsonRpc(dc.url, { fetch })
  api = new Api({ rpc, signatureProvider: new JsSignatureProvider([DEV_PRIVATE_KEY]) })
})
afterAll(async () => {
  await dc.close()
})

let last = ''

/** One action signed by `actor`; returns the `processed` trace. A repeat waits for a new block. */
async function send(actor: string, account: string, name: string, data: Record<string, unknown>) {
  const key = JSON.stringify([actor, account, name, data])
  if (key === last) await nextBlock(dc.url)
  last = key
  const res = (await api.transact(
    { actions: [{ account, name, authorization: [{ actor, permission: 'active' }], data }] },
    { blocksBehind: 3, expireSeconds: 30 },
  )) as { processed: unknown }
  return res.processed
}

/** Asset ids of `owner`'s cards of each kind, not yet used by `taken`. */
async function cards(owner: string) {
  const assets = await rows<AtomicAsset>('atomicassets', 'assets', owner)
  const taken = new Set<string>()
  return (key: string): string => {
    const found = assets.find(
      (a) => a.template_id === templateOf(key) && !taken.has(String(a.asset_id)),
    )
    if (!found) throw new Error(`${owner} has no free ${key}`)
    taken.add(String(found.asset_id))
    return String(found.asset_id)
  }
}

async function divisionsOf(owner: string): Promise<Division[]> {
  return (await rows<Row>(GAME, 'sdivisions', GAME, byOwner(owner))).map(division)
}

async function nftsOf(owner: string) {
  return (await rows<Row>(GAME, 'nfts', GAME)).map(nft).filter((n) => n.owner === owner)
}

/** player1's full division, built in the first test. */
let setup: { key: string; value: string }[] = []
let spare: (key: string) => string

describe('avatars', () => {
  it('sets an avatar, charging its cost into the AVT balance row', async () => {
    const before = await stakeBalance(rows, 'player1', 'DOVX')
    await send('player1', GAME, 'setavatar', { player: 'player1', avatar_id: 2 })
    expect(await rows(STAKE, 'balances', 'player1')).toContainEqual({ balance: '2 AVT' })
    expect(await stakeBalance(rows, 'player1', 'DOVX')).toBe(before - 10_000n)
  })

  it('refuses the avatar already selected, an unknown one and another signer', async () => {
    const again = send('player1', GAME, 'setavatar', { player: 'player1', avatar_id: 2 })
    expect(await failure(again)).toBe(assertion('Avatar already selected'))
    const unknown = send('player1', GAME, 'setavatar', { player: 'player1', avatar_id: 99 })
    expect(await failure(unknown)).toBe(assertion('Unknown avatar'))
    const other = send('player2', GAME, 'setavatar', { player: 'player1', avatar_id: 3 })
    expect(await failure(other)).toBe('missing authority of player1')
  })
})

describe('divisions', () => {
  it('saves a division through dov.divsim and records its cards in nfts', async () => {
    const pick = await cards('player1')
    setup = Object.entries(FULL_DIVISION).map(([slot, kind]) => ({
      key: slot,
      value: pick(kind ?? ''),
    }))
    spare = pick
    await send('player1', DIVSIM, 'adddivision', { zoneID: 1, setup, player: 'player1' })
    const [div] = await divisionsOf('player1')
    expect(div).toMatchObject({ owner: 'player1', zoneID: 1, end_time: 0, units: setup })
    expect(SLOTS).toEqual(div?.units.map((u) => u.key))
    const placed = await nftsOf('player1')
    expect(placed.map((n) => n.asset_id).sort()).toEqual(setup.map((u) => u.value).sort())
    const kinds = Object.values(FULL_DIVISION)
    expect(placed.map((n) => n.template_id).sort()).toEqual(
      kinds.map((k) => templateOf(k ?? '')).sort(),
    )
    const game = await readGame(rows)
    expect(game.outcome(div as Division, 1).result).toBe('win')
  })

  it('refuses a card in two divisions, a card not owned, a wrong slot, no officer, an unreachable zone', async () => {
    const add = (zoneID: number, units: { key: string; value: string }[], actor = 'player1') =>
      failure(send(actor, DIVSIM, 'adddivision', { zoneID, setup: units, player: 'player1' }))
    const officer = spare('officer-3')
    const used = setup[4]?.value ?? ''
    expect(
      await add(1, [
        { key: 'officer', value: officer },
        { key: 'combat4', value: used },
      ]),
    ).toBe(assertion('Card already in a division'))
    const [theirs] = await rows<AtomicAsset>('atomicassets', 'assets', 'player2')
    expect(await add(1, [{ key: 'officer', value: String(theirs?.asset_id) }])).toBe(
      assertion('Asset not owned'),
    )
    const combat = spare('infantry-1')
    expect(await add(1, [{ key: 'officer', value: combat }])).toBe(
      assertion(`Card ${combat} does not fit slot officer`),
    )
    expect(await add(1, [{ key: 'combat4', value: combat }])).toBe(assertion('No Officer Selected'))
    expect(await add(2, [{ key: 'officer', value: officer }])).toBe(assertion('Zone not reachable'))
    expect(await add(1, [{ key: 'general', value: officer }])).toBe(
      assertion('Unknown slot general'),
    )
    expect(await add(1, [{ key: 'officer', value: officer }], 'player2')).toBe(
      'missing authority of player1',
    )
  })

  it('edits a division: the card taken out is freed, the new one recorded', async () => {
    const [div] = await divisionsOf('player1')
    const out = setup.find((u) => u.key === 'combat13')?.value ?? ''
    const card = spare('armor-3')
    setup = setup.map((u) => (u.key === 'combat13' ? { key: u.key, value: card } : u))
    await send('player1', DIVSIM, 'editdivision', {
      divID: div?.divID,
      player: 'player1',
      setup,
      zoneID: 1,
    })
    const [edited] = await divisionsOf('player1')
    expect(edited?.units).toEqual(setup)
    const placed = (await nftsOf('player1')).map((n) => n.asset_id)
    expect(placed).toContain(card)
    expect(placed).not.toContain(out)
    const theirs = send('player2', DIVSIM, 'editdivision', {
      divID: div?.divID,
      player: 'player2',
      setup,
      zoneID: 1,
    })
    expect(await failure(theirs)).toBe(assertion('Not your division'))
  })
})

describe('privileged actions', () => {
  it('lets only dov.game move in-game balances and only dov.divsim write divisions', async () => {
    const credit = send('player1', STAKE, 'gamecredit', {
      player: 'player1',
      quantities: ['1000.0000 DOVX'],
      memo: '',
    })
    expect(await failure(credit)).toBe('missing authority of dov.game')
    const avt = send('player1', STAKE, 'setavt', { player: 'player1', avatar_id: 9 })
    expect(await failure(avt)).toBe('missing authority of dov.game')
    const upsert = send('player1', GAME, 'upsertdiv', {
      divID: 0,
      owner: 'player1',
      zoneID: 1,
      units: [],
    })
    expect(await failure(upsert)).toBe('missing authority of dov.divsim')
    const wins = send('player1', GAME, 'setwins', { player: 'player1', zone: 5, wins: 99 })
    expect(await failure(wins)).toBe('missing authority of dov.game')
  })
})

describe('fights', () => {
  it('starts a fight in a reachable zone, charging the zone costs, and locks the division', async () => {
    const [div] = await divisionsOf('player1')
    const id = div?.divID
    const start2 = send('player1', GAME, 'startfight', {
      player: 'player1',
      division_id: id,
      zoneID: 2,
    })
    expect(await failure(start2)).toBe(assertion('Zone not reachable'))
    const game = await readGame(rows)
    const costs = zoneCosts(game.zones.find((z) => z.id === 1) ?? game.zones[0] ?? ({} as never))
    expect([formatAsset(costs.DOVH), formatAsset(costs.DOVX)]).toEqual([
      '1.0000 DOVH',
      '0.5000 DOVX',
    ])
    const dovh = await stakeBalance(rows, 'player1', 'DOVH')
    const dovx = await stakeBalance(rows, 'player1', 'DOVX')
    const processed = await send('player1', GAME, 'startfight', {
      player: 'player1',
      division_id: id,
      zoneID: 1,
    })
    expect(await stakeBalance(rows, 'player1', 'DOVH')).toBe(dovh - costs.DOVH.units)
    expect(await stakeBalance(rows, 'player1', 'DOVX')).toBe(dovx - costs.DOVX.units)
    const [fighting] = await divisionsOf('player1')
    expect(fighting?.end_time).toBe(blockSec(processed) + DEMO_FIGHT_SECS)

    const again = send('player1', GAME, 'startfight', {
      player: 'player1',
      division_id: id,
      zoneID: 1,
    })
    expect(await failure(again)).toBe(assertion('Division is fighting'))
    const edit = send('player1', DIVSIM, 'editdivision', {
      divID: id,
      player: 'player1',
      setup,
      zoneID: 1,
    })
    expect(await failure(edit)).toBe(assertion('Division is fighting'))
    expect(await failure(send('player1', GAME, 'deldivision', { asset_id: id }))).toBe(
      assertion('Division is fighting'),
    )
    const card = setup[0]?.value
    const moved = send('player1', 'atomicassets', 'transfer', {
      from: 'player1',
      to: 'player2',
      asset_ids: [card],
      memo: '',
    })
    expect(await failure(moved)).toBe(assertion('Card is in a division: remove it first'))
  })

  it('claims after end_time: pays the result the rules compute, adds the win; early and twice are refused', async () => {
    const [div] = await divisionsOf('player1')
    const id = div?.divID
    const claim = () => send('player1', GAME, 'claimfight', { player: 'player1', division_id: id })
    expect(await failure(claim())).toBe(assertion('Fight not finished'))
    await advance(dc.url, DEMO_FIGHT_SECS)
    const expected = (await readGame(rows)).outcome(div as Division, 1)
    expect(expected.result).toBe('win')
    // zone 1 pays 5.0000 DOVX for a win; support-1 and godmother-1 add bonusd 65,000 (6.5 %).
    expect(formatAsset({ units: expected.payout, precision: 4, symbol: 'DOVX' })).toBe(
      '5.3250 DOVX',
    )
    const before = await stakeBalance(rows, 'player1', 'DOVX')
    await claim()
    expect(await stakeBalance(rows, 'player1', 'DOVX')).toBe(before + expected.payout)
    expect(await rows(GAME, 'infos', 'player1')).toEqual([{ zone: 1, wins: 1 }])
    const [idle] = await divisionsOf('player1')
    expect(idle?.end_time).toBe(0)
    expect(await failure(claim())).toBe(assertion('No fight to claim'))
    // One win in zone 1 opens zone 2.
    await send('player1', GAME, 'startfight', { player: 'player1', division_id: id, zoneID: 2 })
    const [moved] = await divisionsOf('player1')
    expect(moved?.zoneID).toBe(2)
  })

  it('pays a defeat without a win', async () => {
    const weak = (await divisionsOf('player3')).find((d) => d.units.length === 3)
    if (!weak) throw new Error('player3 has no weak division')
    const expected = (await readGame(rows)).outcome(weak, 1)
    expect(expected.result).toBe('loss')
    const wins = await rows(GAME, 'infos', 'player3')
    await send('player3', GAME, 'startfight', {
      player: 'player3',
      division_id: weak.divID,
      zoneID: 1,
    })
    await advance(dc.url, DEMO_FIGHT_SECS)
    const before = await stakeBalance(rows, 'player3', 'DOVX')
    await send('player3', GAME, 'claimfight', { player: 'player3', division_id: weak.divID })
    expect(await stakeBalance(rows, 'player3', 'DOVX')).toBe(before + expected.payout)
    expect(await rows(GAME, 'infos', 'player3')).toEqual(wins)
  })

  it('refuses an unauthorized division, until its officer meets the zone’s pre_allow', async () => {
    const full = (await divisionsOf('player3')).find((d) => d.units.length === 14)
    if (!full) throw new Error('player3 has no full division')
    const id = full.divID
    expect((await readGame(rows)).outcome(full, 3).authorized).toBe(false)
    const fight = () =>
      send('player3', GAME, 'startfight', { player: 'player3', division_id: id, zoneID: 3 })
    expect(await failure(fight())).toBe(assertion('Division is unauthorized'))
    const major = (await cards('player3'))('officer-3')
    const units = full.units.map((u) =>
      u.key === 'officer' ? { key: 'officer', value: major } : u,
    )
    await send('player3', DIVSIM, 'editdivision', {
      divID: id,
      player: 'player3',
      setup: units,
      zoneID: 3,
    })
    const [edited] = (await divisionsOf('player3')).filter((d) => d.divID === id)
    expect((await readGame(rows)).outcome(edited as Division, 3).authorized).toBe(true)
    await fight()
  })

  it('refuses a fight the player cannot pay', async () => {
    const [div] = await divisionsOf('player2')
    const dovh = await stakeBalance(rows, 'player2', 'DOVH')
    const whole = `${dovh / 10_000n}.${String(dovh % 10_000n).padStart(4, '0')} DOVH`
    await send('player2', STAKE, 'withdraw', { player: 'player2', quantity: whole })
    const fight = send('player2', GAME, 'startfight', {
      player: 'player2',
      division_id: div?.divID,
      zoneID: 1,
    })
    expect(await failure(fight)).toBe(assertion('Insufficient DOVH balance'))
    const [still] = await divisionsOf('player2')
    expect(still?.end_time).toBe(0)
  })

  it('deletes a division, freeing its cards; refuses an unknown division and another signer', async () => {
    await advance(dc.url, DEMO_FIGHT_SECS)
    const [div] = await divisionsOf('player1')
    const id = div?.divID
    await send('player1', GAME, 'claimfight', { player: 'player1', division_id: id })
    const other = send('player2', GAME, 'deldivision', { asset_id: id })
    expect(await failure(other)).toBe('missing authority of player1')
    await send('player1', GAME, 'deldivision', { asset_id: id })
    expect(await divisionsOf('player1')).toEqual([])
    expect(await nftsOf('player1')).toEqual([])
    expect(await failure(send('player1', GAME, 'deldivision', { asset_id: id }))).toBe(
      assertion('Unknown division'),
    )
    // The freed cards make a new division.
    await send('player1', DIVSIM, 'adddivision', { zoneID: 1, setup, player: 'player1' })
    expect(await divisionsOf('player1')).toHaveLength(1)
  })
})
