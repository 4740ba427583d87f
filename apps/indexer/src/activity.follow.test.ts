import { parseAsset } from '@dov/game/amount'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActivityEntry } from './activity-query'
import type { Database } from './db/schema'
import { testDatabases } from './db/testing'
import { type ActivityDocument, createApi } from './http'
import { listen } from './testing/api'
import { DevchainProcess, GAME } from './testing/devchain'

/**
 * The game's actions, followed from the real devchain's state history (its CLI): each kind a
 * player sends appears in `/v1/activity` with the changes the chain's own balance tables show
 * (read over `get_table_rows` before and after each transaction), its data as its contract's
 * ABI reads it, newest first and paged without gaps or repeats.
 */

let chain: DevchainProcess

beforeAll(async () => {
  chain = await DevchainProcess.start('demo')
})

afterAll(() => chain.stop())

const PLAYER = 'player2'

type Action = { account: string; name: string; data: Record<string, unknown> }
type Step = { label: string; actions: Action[]; block: number; change: Map<string, bigint> }

/** Sends one transaction of the player and notes what it changed in the player's balances. */
async function step(label: string, actions: Action[]): Promise<Step> {
  const before = await chain.balances(PLAYER)
  const block = await chain.transactMany(PLAYER, actions)
  const after = await chain.balances(PLAYER)
  // The next transaction in a block of its own: each step is then a block of the player's.
  await chain.after(block)
  const change = new Map<string, bigint>()
  for (const k of new Set([...before.keys(), ...after.keys()])) {
    const d = (after.get(k) ?? 0n) - (before.get(k) ?? 0n)
    if (d !== 0n) change.set(k, d)
  }
  return { label, actions, block, change }
}

/** Effects as `balance:SYMBOL` → units, summed over entries. */
function effectsOf(entries: readonly ActivityEntry[]): Map<string, bigint> {
  const out = new Map<string, bigint>()
  for (const e of entries)
    for (const { balance, quantity } of e.effects) {
      const { units, symbol } = parseAsset(quantity)
      out.set(`${balance}:${symbol}`, (out.get(`${balance}:${symbol}`) ?? 0n) + units)
    }
  return out
}

const game = (name: string, data: Record<string, unknown>): Action => ({
  account: GAME,
  name,
  data,
})
const stake = (name: string, data: Record<string, unknown>): Action => ({
  account: 'dov.stake',
  name,
  data,
})

/** The player's steps: one transaction of each kind, then a claim-all-and-fight-again one. */
async function play(): Promise<Step[]> {
  const division = (await chain.divisions()).find((d) => d.owner === PLAYER && d.end_time === 0)
  if (division === undefined) throw new Error(`${PLAYER} has no idle division`)
  const divID = String(division.divID)
  const assets = await chain.rows<{ asset_id: string; template_id: number }>(
    'atomicassets',
    'assets',
    PLAYER,
  )
  const templates = async (table: string) =>
    new Set(
      (await chain.rows<{ template_id: number }>('dov.stake', table, 'dov.stake')).map(
        (r) => r.template_id,
      ),
    )
  const staked = new Set(
    [
      ...(await chain.rows<{ asset_id: string }>('dov.stake', 'buildings', 'dov.stake')),
      ...(await chain.rows<{ asset_id: string }>('dov.stake', 'mships', 'dov.stake')),
    ].map((r) => String(r.asset_id)),
  )
  const free = (kinds: Set<number>) =>
    assets.find((a) => kinds.has(a.template_id) && !staked.has(String(a.asset_id)))
  const building = free(await templates('bdata'))
  const tool = free(await templates('tdata'))
  if (building === undefined || tool === undefined) throw new Error('no free building or tool')
  const crafts = await chain.rows<{ template_id: number; available: number }>(
    'dov.stake',
    'cdata',
    'dov.stake',
  )

  const steps: Step[] = []
  const deposit = {
    account: 'dov.token',
    name: 'transfer',
    data: { from: PLAYER, to: 'dov.stake', quantity: '10.0000 DOVX', memo: 'deposit' },
  }
  steps.push(await step('deposit', [deposit]))
  steps.push(
    await step('withdraw', [stake('withdraw', { player: PLAYER, quantity: '5.0000 DOVH' })]),
  )
  steps.push(await step('avatar', [game('setavatar', { player: PLAYER, avatar_id: 2 })]))
  steps.push(
    await step('fight', [game('startfight', { player: PLAYER, division_id: divID, zoneID: 1 })]),
  )
  const asset_ids = [String(building.asset_id)]
  steps.push(await step('stake a building', [stake('regmch', { player: PLAYER, asset_ids })]))
  steps.push(
    await step('stake a tool', [
      stake('regbd', { player: PLAYER, asset_ids: [String(tool.asset_id)] }),
    ]),
  )
  // The first recipe the player can afford.
  let crafted = false
  for (const { template_id, available } of crafts) {
    if (crafted || available === 0) continue
    try {
      steps.push(
        await step('craft', [stake('startcraft', { player: PLAYER, craft_id: template_id })]),
      )
      crafted = true
    } catch {
      // Too dear for the player: the next recipe.
    }
  }
  expect(crafted).toBe(true)
  // Every building's cycle and the fight finish: claim both and send the division out again.
  await chain.post('/devchain/time', { advance_seconds: 3_600 })
  const buildings = (
    await chain.rows<{ asset_id: string; owner: string }>('dov.stake', 'buildings', 'dov.stake')
  )
    .filter((b) => b.owner === PLAYER)
    .map((b) => String(b.asset_id))
  const winsIn = async (zone: number) =>
    (await chain.rows<{ zone: number; wins: number }>(GAME, 'infos', PLAYER)).find(
      (r) => r.zone === zone,
    )?.wins ?? 0
  claimed = { divID, zoneID: 1, winsBefore: await winsIn(1), winsAfter: 0 }
  steps.push(
    await step('claim all and fight again', [
      game('claimfight', { player: PLAYER, division_id: divID }),
      game('startfight', { player: PLAYER, division_id: divID, zoneID: 1 }),
      stake('claimmch', { asset_ids: buildings }),
    ]),
  )
  claimed.winsAfter = await winsIn(1)
  steps.push(await step('unstake', [stake('deregmch', { player: PLAYER, asset_ids })]))
  return steps
}

/** The fight the player claimed: its division and zone, and its wins there around the claim. */
let claimed = { divID: '', zoneID: 0, winsBefore: 0, winsAfter: 0 }

describe.each(testDatabases())(
  'the game actions followed from the devchain, on $name',
  (database) => {
    let db: Kysely<Database>
    let drop: () => Promise<void>
    let base: string
    let close: () => Promise<void>
    beforeAll(async () => {
      ;({ db, drop } = await database.open())
      ;({ base, close } = await listen(
        createApi({ db, game: GAME, origins: [], progress: () => ({ chainHead: undefined }) }),
      ))
      // PGlite's start shares the CPU with the devchain's.
    }, 30_000)
    afterAll(async () => {
      await close()
      await drop()
    })

    const page = async (query: string) => {
      const response = await fetch(`${base}/v1/activity?${query}`)
      expect(response.status).toBe(200)
      return (await response.json()) as ActivityDocument
    }

    it("each kind of action shows with the changes the chain's balance tables show", async () => {
      // Each database's run plays on the world as the genesis made it.
      await chain.post('/devchain/reset', {})
      const steps = await play()
      await chain.followUntil(db)
      const all = await page(`account=${PLAYER}&limit=100`)
      expect(all.next).toBeNull()
      const ids = all.actions.map((a) => BigInt(a.id))
      expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)))

      // Oldest first: the player's steps, and nothing else (the genesis has no traces).
      const mine = [...all.actions].reverse()
      expect(mine).toHaveLength(steps.reduce((n, s) => n + s.actions.length, 0))
      let at = 0
      for (const s of steps) {
        const entries = mine.slice(at, at + s.actions.length)
        at += s.actions.length
        expect(
          entries.map((e) => `${e.contract}::${e.action}`),
          s.label,
        ).toEqual(s.actions.map((a) => `${a.account}::${a.name}`))
        expect(new Set(entries.map((e) => e.trx_id)).size, s.label).toBe(1)
        expect(
          entries.every((e) => e.block_num === s.block && e.account === PLAYER),
          s.label,
        ).toBe(true)
        expect(effectsOf(entries), s.label).toEqual(s.change)
        // Data as the contract's ABI reads it (uint64 ids as nodeos's JSON writes them).
        for (const [i, e] of entries.entries())
          expect(e.data, s.label).toEqual(
            expect.objectContaining(
              Object.fromEntries(
                Object.entries(s.actions[i]?.data ?? {}).filter(([k]) => k !== 'division_id'),
              ),
            ),
          )
      }
      const byLabel = (label: string) => {
        const s = steps.findIndex((x) => x.label === label)
        const from = steps.slice(0, s).reduce((n, x) => n + x.actions.length, 0)
        return mine.slice(from, from + (steps[s]?.actions.length ?? 0))
      }
      // Within one transaction, each action has its own: the fight's cost is the zone's.
      const [claim, fight, claimmch] = byLabel('claim all and fight again')
      expect(fight?.effects).toEqual([
        { balance: 'game', quantity: '-1.0000 DOVH' },
        { balance: 'game', quantity: '-0.5000 DOVX' },
      ])
      expect(claim?.effects.map((e) => e.quantity)).toEqual([expect.stringMatching(/^\d.* DOVX$/)])
      expect(claimmch?.effects.length).toBeGreaterThan(0)
      expect(byLabel('withdraw')[0]?.effects).toEqual([
        { balance: 'game', quantity: '-5.0000 DOVH' },
        { balance: 'wallet', quantity: '4.7500 DOVH' },
      ])
      expect(byLabel('unstake')[0]?.effects).toEqual([])

      // The claim says its division, the zone it fought in (the row after the block names the
      // new fight's) and the result the `infos` table shows, and what it paid.
      const won = claimed.winsAfter === claimed.winsBefore + 1
      expect(claim?.details).toEqual({
        divID: claimed.divID,
        zoneID: claimed.zoneID,
        result: won ? 'win' : expect.stringMatching(/^(draw|loss)$/),
        payout: claim?.effects[0]?.quantity,
      })
      // The craft names the card the player now owns.
      const [craft] = byLabel('craft')
      const owned = await chain.rows<{ asset_id: string; template_id: number }>(
        'atomicassets',
        'assets',
        PLAYER,
      )
      const card = owned.find((a) => String(a.asset_id) === craft?.details?.asset_id)
      expect(card).toBeDefined()
      expect(craft?.details).toEqual({
        asset_id: String(card?.asset_id),
        template_id: card?.template_id,
      })
      // The others have none.
      for (const e of mine)
        if (e.action !== 'claimfight' && e.action !== 'startcraft') expect(e.details).toBeNull()

      // Paged: the same entries, newest first, none twice.
      const paged: ActivityEntry[] = []
      let before: string | null = null
      do {
        const p: ActivityDocument = await page(
          `account=${PLAYER}&limit=3${before === null ? '' : `&before=${before}`}`,
        )
        expect(p.actions.length).toBeLessThanOrEqual(3)
        paged.push(...p.actions)
        before = p.next
      } while (before !== null)
      expect(paged).toEqual(all.actions)
    }, 60_000)
  },
)
