import { type Amount, formatAsset, parseAsset } from '@dov/game/amount'
import { checkAvatar } from '@dov/game/avatarCost'
import { totalCosts } from '@dov/game/costs'
import { checkCraft, craftList } from '@dov/game/craft'
import type { Avatar, BalanceRow, CraftData } from '@dov/game/rows'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AtomicAsset } from '../src/contracts/game-common'
import { AVATARS, CRAFTS, templateKeys } from '../src/worlds/game-catalog'
import { GameDriver } from './game-driver'
import { assertion } from './game-http'
import { GAME, STAKE, TOKEN } from './game-reads'

/**
 * `startcraft` and `setavatar` on the demo world, in process: what a craft costs, mints and
 * leaves, when `available` runs out, what an avatar costs, and every refusal with the chain's own
 * message. The screens decide with `checkCraft` / `checkAvatar` of `@dov/game` before signing;
 * these tests show the contracts refuse exactly what those functions refuse.
 */

const keys = templateKeys()
const templateOf = (key: string) => keys.indexOf(key) + 1

let driver: GameDriver
beforeEach(() => {
  driver = new GameDriver()
})

const balances = (owner: string) => driver.rows<BalanceRow>(STAKE, 'balances', owner)
const cdata = () => driver.rows<CraftData>(STAKE, 'cdata', STAKE)
const recipe = (key: string) => {
  const row = cdata().find((c) => c.template_id === templateOf(key))
  if (!row) throw new Error(`no recipe for ${key}`)
  return row
}
const assetsOf = (owner: string) => driver.rows<AtomicAsset>('atomicassets', 'assets', owner)
const units = (owner: string, symbol: string): bigint => {
  const row = balances(owner).find((r) => r.balance.endsWith(` ${symbol}`))
  return row ? parseAsset(row.balance).units : 0n
}
const craft = (actor: string, templateId: number, player = actor) =>
  driver.act(actor, STAKE, 'startcraft', { player, craft_id: templateId })
const setAvatar = (actor: string, avatarId: number, player = actor) =>
  driver.act(actor, GAME, 'setavatar', { player, avatar_id: avatarId })

describe('the demo recipes', () => {
  it('has 7 recipes; the first 6 (the screen) hold a sold-out one and one a starter cannot pay', () => {
    const rows = cdata()
    expect(rows).toHaveLength(CRAFTS.length)
    expect(rows.length).toBeGreaterThanOrEqual(7)
    const shown = craftList(rows)
    expect(shown.map((c) => c.template_id)).toEqual(
      ['infantry-1', 'officer-2', 'armor-2', 'support-3', 'armor-6', 'repair-1'].map(templateOf),
    )
    expect(shown.filter((c) => c.available === 0)).toHaveLength(1)
    const refused = shown.map((c) => checkCraft(c, balances('player1')))
    expect(refused.filter((c) => !c.ok).map((c) => !c.ok && c.reason)).toEqual([
      'sold-out',
      'short',
    ])
  })
})

describe('startcraft', () => {
  it('charges exactly the costs to the treasury, lowers Remains and mints the template to the player', () => {
    const captain = recipe('officer-2')
    expect(captain.costs).toEqual(['8.1250 DOVX', '2.0075 DOVH'])
    const before = { dovx: units('player1', 'DOVX'), dovh: units('player1', 'DOVH') }
    const treasury = { dovx: units(STAKE, 'DOVX'), dovh: units(STAKE, 'DOVH') }
    const owned = assetsOf('player1')

    expect(craft('player1', captain.template_id)).toBeUndefined()

    expect(units('player1', 'DOVX')).toBe(before.dovx - 81_250n)
    expect(units('player1', 'DOVH')).toBe(before.dovh - 20_075n)
    expect(units(STAKE, 'DOVX')).toBe(treasury.dovx + 81_250n)
    expect(units(STAKE, 'DOVH')).toBe(treasury.dovh + 20_075n)
    expect(recipe('officer-2').available).toBe(captain.available - 1)
    const minted = assetsOf('player1').filter((a) => !owned.some((o) => o.asset_id === a.asset_id))
    expect(minted).toHaveLength(1)
    expect(minted[0]).toMatchObject({ template_id: captain.template_id, schema_name: 'units' })
  })

  it('runs out: after `available` crafts the recipe is refused with "Nothing left to craft"', () => {
    const radio = recipe('support-3')
    expect(radio.available).toBe(5)
    const dovx = units('player1', 'DOVX')
    for (let n = 0; n < 5; n++) expect(craft('player1', radio.template_id)).toBeUndefined()
    expect(recipe('support-3').available).toBe(0)
    expect(checkCraft(recipe('support-3'), balances('player1'))).toMatchObject({
      reason: 'sold-out',
    })
    expect(craft('player1', radio.template_id)).toBe(assertion('Nothing left to craft'))
    expect(units('player1', 'DOVX')).toBe(dovx - 5n * 120_000n)
    expect(
      assetsOf('player1').filter((a) => a.template_id === radio.template_id).length,
    ).toBeGreaterThanOrEqual(5)
  })

  it("refuses what the player cannot pay, with the chain's message, and changes nothing", () => {
    const workshop = recipe('repair-1')
    const before = balances('player1')
    const owned = assetsOf('player1').length
    expect(craft('player1', workshop.template_id)).toBe(assertion('Insufficient DOVX balance'))
    expect(balances('player1')).toEqual(before)
    expect(recipe('repair-1').available).toBe(workshop.available)
    expect(assetsOf('player1')).toHaveLength(owned)
  })

  it('refuses an unknown recipe and a player signing for another', () => {
    expect(craft('player1', 9_999)).toBe(assertion('Unknown craft'))
    expect(craft('player2', recipe('infantry-1').template_id, 'player1')).toBe(
      'missing authority of player1',
    )
  })

  it('refuses exactly what checkCraft refuses, with its message, for every recipe', () => {
    for (const player of ['player1', 'army.patton', 'army.rommel']) {
      for (const row of cdata()) {
        const check = checkCraft(row, balances(player))
        const result = craft(player, row.template_id)
        expect(result).toBe(check.ok ? undefined : assertion(check.message))
      }
    }
  })
})

describe('setavatar', () => {
  const avatar = (id: number): Avatar => {
    const row = driver.rows<Avatar>(GAME, 'avatars', GAME).find((a) => a.id === id)
    if (!row) throw new Error(`no avatar ${id}`)
    return row
  }
  const deposit = (player: string, quantity: string) =>
    driver.act(player, TOKEN, 'transfer', {
      from: player,
      to: STAKE,
      quantity,
      memo: 'deposit',
    })

  it('lists avatars 2 to 10; the Marshal costs more DOVR than a starter holds in game', () => {
    const rows = driver.rows<Avatar>(GAME, 'avatars', GAME)
    expect(rows.map((a) => a.id)).toEqual(AVATARS.map((a) => a.id))
    expect(avatar(10).cost).toBe('250.0000 DOVR')
    expect(units('player1', 'DOVR')).toBe(2_000_000n)
  })

  it("refuses an avatar the player cannot afford with the chain's message; a deposit makes it affordable", () => {
    const marshal = avatar(10)
    expect(checkAvatar(marshal, balances('player1'))).toMatchObject({ reason: 'short' })
    expect(setAvatar('player1', 10)).toBe(assertion('Insufficient DOVR balance'))
    expect(balances('player1').some((r) => r.balance.endsWith(' AVT'))).toBe(false)

    expect(deposit('player1', '100.0000 DOVR')).toBeUndefined()
    expect(checkAvatar(marshal, balances('player1'))).toEqual({ ok: true })
    expect(setAvatar('player1', 10)).toBeUndefined()
    expect(units('player1', 'DOVR')).toBe(500_000n)
    expect(balances('player1')).toContainEqual({ balance: '10 AVT' })
  })

  it('charges the cost and sets AVT; the same avatar again is refused', () => {
    const dovx = units('player2', 'DOVX')
    expect(balances('player2')).toContainEqual({ balance: '3 AVT' })
    expect(setAvatar('player2', 3)).toBe(assertion('Avatar already selected'))
    expect(setAvatar('player2', 7)).toBeUndefined()
    expect(balances('player2')).toContainEqual({ balance: '7 AVT' })
    expect(units('player2', 'DOVX')).toBe(dovx - parseAsset(avatar(7).cost).units)
  })

  it('refuses exactly what checkAvatar refuses, with its message, for every avatar', () => {
    const ids = driver.rows<Avatar>(GAME, 'avatars', GAME).map((a) => a.id)
    for (const player of ['player1', 'player5', 'army.patton']) {
      for (const id of ids) {
        const check = checkAvatar(avatar(id), balances(player))
        expect(setAvatar(player, id)).toBe(check.ok ? undefined : assertion(check.message))
      }
    }
  })
})

describe('the treasury backs what crafts and avatars take', () => {
  it('a craft and an avatar move tokens from the player to dov.stake, none created', () => {
    const total = (symbol: string) =>
      driver.scopes(STAKE, 'balances').reduce((sum, scope) => sum + units(scope, symbol), 0n)
    const costs: Amount[] = totalCosts(recipe('officer-2').costs.map(parseAsset))
    const before = costs.map((c) => total(c.symbol))
    expect(craft('player1', recipe('officer-2').template_id)).toBeUndefined()
    expect(setAvatar('player1', 2)).toBeUndefined()
    expect(costs.map((c) => total(c.symbol))).toEqual(before)
    expect(costs.map(formatAsset)).toEqual(['8.1250 DOVX', '2.0075 DOVH'])
  })
})
