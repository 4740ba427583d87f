import { ROUTES } from '@dov/indexer-api/routes'
import { type Kysely, sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameAction } from './activity'
import type { Database } from './db/schema'
import { applyBlock } from './db/store'
import { testDatabases } from './db/testing'
import {
  type ActivityDocument,
  createApi,
  type HealthDocument,
  type HofDocument,
  type LiveSource,
  type PlayerDocument,
  type Progress,
  type StandingDocument,
} from './http'
import { listen } from './testing/api'
import { stakeBalance, testBlock } from './testing/rows'

const CHAIN = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
const APP = 'http://127.0.0.1:5173'

let db: Kysely<Database>
let base: string
let progress: Progress = { chainHead: undefined }
const server = () =>
  createApi({ db, game: 'dov.game', origins: [APP], progress: () => progress, caughtUpWithin: 2 })
let close: () => Promise<void>

const at = testBlock
const wins = (owner: string, zone: number, count: number) => ({
  present: true,
  code: 'dov.game',
  scope: owner,
  table: 'infos',
  primaryKey: String(zone),
  payer: 'dov.game',
  value: { zone, wins: count },
})

describe.each(testDatabases())('the indexer API on $name', (database) => {
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await database.open())
    ;({ base, close } = await listen(server()))
  })
  afterAll(async () => {
    await close()
    await drop()
  })
  beforeEach(async () => {
    await sql`truncate cursor, contract_row, contract_abi, game_action, medal`.execute(db)
    progress = { chainHead: undefined }
  })

  it('before any block: 503 with a JSON error', async () => {
    const response = await fetch(`${base}/v1/hof`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'The indexer has not read a block yet.' })
  })

  it('every board in one document, as of its block, with an ETag a second request can reuse', async () => {
    await applyBlock(db, CHAIN, at(7), [wins('player1', 1, 3), wins('player2', 5, 4)])
    progress = { chainHead: 8 }
    const response = await fetch(`${base}/v1/hof`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=1')
    const body = (await response.json()) as HofDocument
    expect(body.chain_id).toBe(CHAIN)
    expect(body.as_of).toEqual({
      block_num: 7,
      block_id: at(7).id,
      time: at(7).time.toISOString(),
    })
    expect(body.catching_up).toBe(false)
    expect(body.boards.officers).toEqual([
      { rank: 1, owner: 'player2', victories: 4 },
      { rank: 2, owner: 'player1', victories: 3 },
    ])
    expect(body.boards.objectives.bunker).toEqual([{ rank: 1, owner: 'player1', victories: 3 }])
    expect(body.boards.forces).toEqual([])

    const etag = response.headers.get('etag') ?? ''
    const again = await fetch(`${base}/v1/hof`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    // A new block: a new ETag, the new boards.
    await applyBlock(db, CHAIN, at(8), [wins('player1', 1, 9)])
    const moved = await fetch(`${base}/v1/hof`, { headers: { 'If-None-Match': etag } })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as HofDocument).boards.officers[0]).toEqual({
      rank: 1,
      owner: 'player1',
      victories: 9,
    })
  })

  it('the avatar of each account on the boards, changed by its AVT balance, 1 without one', async () => {
    const avatar = (scope: string, quantity: string, present = true) => ({
      present,
      code: 'dov.stake',
      scope,
      table: 'balances',
      primaryKey: '5527105',
      payer: scope,
      value: { balance: quantity },
    })
    // player3 chose an avatar but is on no board: not listed.
    await applyBlock(db, CHAIN, at(7), [
      wins('player1', 1, 3),
      wins('player2', 5, 4),
      avatar('player1', '4 AVT'),
      avatar('player3', '6 AVT'),
      // Another contract's row of the same name is no avatar.
      { ...avatar('player2', '9 AVT'), code: 'dov.other' },
    ])
    progress = { chainHead: 7 }
    const first = await fetch(`${base}/v1/hof`)
    expect(((await first.json()) as HofDocument).avatars).toEqual({ player1: 4, player2: 1 })
    const etag = first.headers.get('etag') ?? ''
    expect((await fetch(`${base}/v1/hof`, { headers: { 'If-None-Match': etag } })).status).toBe(304)

    // player2 picks avatar 7; player1's row goes: back to the default.
    await applyBlock(db, CHAIN, at(8), [
      avatar('player2', '7 AVT'),
      avatar('player1', '4 AVT', false),
    ])
    progress = { chainHead: 8 }
    const moved = await fetch(`${base}/v1/hof`, { headers: { 'If-None-Match': etag } })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as HofDocument).avatars).toEqual({ player1: 1, player2: 7 })
  })

  it('where one player stands beyond the tops, and a bad account is a 400 with the reason', async () => {
    // Six players with bunker wins: the board's top 5 leaves the sixth out.
    await applyBlock(db, CHAIN, at(7), [
      wins('player1', 1, 9),
      wins('player2', 1, 8),
      wins('player3', 1, 7),
      wins('player4', 1, 6),
      wins('player5', 1, 5),
      wins('playerx', 1, 4),
    ])
    progress = { chainHead: 7 }
    const hof = (await (await fetch(`${base}/v1/hof`)).json()) as HofDocument
    expect(hof.boards.objectives.bunker.map((row) => row.owner)).not.toContain('playerx')
    const response = await fetch(`${base}/v1/standing?account=playerx`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as StandingDocument
    expect(body.account).toBe('playerx')
    expect(body.standing.objectives.bunker).toEqual({ rank: 6, owner: 'playerx', victories: 4 })
    expect(body.standing.officers).toEqual({ rank: 6, owner: 'playerx', victories: 4 })
    expect(body.standing.objectives.camp).toBeNull()
    expect(body.standing.forces).toEqual([])
    const etag = response.headers.get('etag') ?? ''
    const again = await fetch(`${base}/v1/standing?account=playerx`, {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)

    for (const query of ['', '?account=', '?account=Player1', '?account=playerx&limit=3']) {
      const bad = await fetch(`${base}/v1/standing${query}`)
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { error: string }).error).toMatch(/account|limit/)
    }
  })

  it('says it is catching up while it is behind the chain', async () => {
    await applyBlock(db, CHAIN, at(7), [wins('player1', 1, 3)])
    progress = { chainHead: 500 }
    const hof = (await (await fetch(`${base}/v1/hof`)).json()) as HofDocument
    expect(hof.catching_up).toBe(true)
    const health = (await (await fetch(`${base}/v1/health`)).json()) as HealthDocument
    expect(health).toMatchObject({ chain_head: 500, lag_blocks: 493, catching_up: true })
    expect(health.as_of?.block_num).toBe(7)
  })

  it('allows the app origin only', async () => {
    await applyBlock(db, CHAIN, at(7), [])
    const ours = await fetch(`${base}/v1/hof`, { headers: { Origin: APP } })
    expect(ours.headers.get('access-control-allow-origin')).toBe(APP)
    const theirs = await fetch(`${base}/v1/hof`, { headers: { Origin: 'https://evil.example' } })
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull()
  })

  const action = (seq: number, account: string, name: string): GameAction => ({
    globalSequence: String(seq),
    trxId: seq.toString(16).padStart(64, '0'),
    ordinal: 1,
    account,
    contract: 'dov.game',
    name,
    data: { player: account },
    traced: name === 'startfight' ? [{ balance: 'game', amount: dovh(-10_000n) }] : [],
    opaque: false,
  })
  const dovh = (units: bigint) => ({ units, precision: 4, symbol: 'DOVH' })
  const balance = stakeBalance
  const activity = async (query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/v1/activity?${query}`, { headers })
    return { response, body: (await response.json().catch(() => null)) as ActivityDocument }
  }

  it("pages a player's actions newest first, with their effects, as of the cursor", async () => {
    // The tables emptied under the boards' model (beforeEach) reach it at its next look at the
    // database; from then on the activity, as every per-block answer, is a 503 until a block.
    await expect
      .poll(async () => (await activity('account=player1')).response.status, { timeout: 10_000 })
      .toBe(503)
    await applyBlock(db, CHAIN, at(7), [balance('player1', '5.0000 DOVH')], [], {
      actions: [action(10, 'player1', 'setavatar')],
      stake: 'dov.stake',
    })
    await applyBlock(db, CHAIN, at(8), [balance('player1', '4.0000 DOVH')], [], {
      actions: [
        action(20, 'player1', 'startfight'),
        action(21, 'player2', 'deldivision'),
        action(22, 'player1', 'deldivision'),
      ],
      stake: 'dov.stake',
    })
    progress = { chainHead: 8 }
    const first = await activity('account=player1&limit=2', { Origin: APP })
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('access-control-allow-origin')).toBe(APP)
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=1')
    expect(first.body).toMatchObject({
      chain_id: CHAIN,
      as_of: { block_num: 8, block_id: at(8).id },
      catching_up: false,
      account: 'player1',
      next: '20',
    })
    expect(first.body.actions).toEqual([
      {
        id: '22',
        block_num: 8,
        block_time: at(8).time.toISOString(),
        trx_id: (22).toString(16).padStart(64, '0'),
        action_ordinal: 1,
        account: 'player1',
        contract: 'dov.game',
        action: 'deldivision',
        data: { player: 'player1' },
        effects: [],
        details: null,
      },
      expect.objectContaining({
        id: '20',
        action: 'startfight',
        effects: [{ balance: 'game', quantity: '-1.0000 DOVH' }],
      }),
    ])
    const second = await activity('account=player1&limit=2&before=20')
    expect(second.body.actions.map((a) => [a.id, a.action])).toEqual([['10', 'setavatar']])
    expect(second.body.next).toBeNull()
    // The player's first block: no balance row before it, so the effect is the whole row.
    expect(second.body.actions[0]?.effects).toEqual([{ balance: 'game', quantity: '5.0000 DOVH' }])
    expect((await activity('account=nobody')).body.actions).toEqual([])

    const etag = first.response.headers.get('etag') ?? ''
    const again = await fetch(`${base}/v1/activity?account=player1&limit=2`, {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
  })

  it("a claim's zone is its division's before the block, its result the wins its infos row gained", async () => {
    const division = (zoneID: number) => ({
      present: true,
      code: 'dov.game',
      scope: 'dov.game',
      table: 'sdivisions',
      primaryKey: '3',
      payer: 'dov.game',
      value: {
        divID: '3',
        owner: 'player1',
        zoneID,
        end_time: zoneID === 4 ? 100 : 200,
        units: [],
      },
    })
    const claim = (seq: number, name: string): GameAction => ({
      ...action(seq, 'player1', name),
      data: { player: 'player1', division_id: '3' },
      traced:
        name === 'claimfight'
          ? [{ balance: 'game', amount: { units: 70_000n, precision: 4, symbol: 'DOVX' } }]
          : [],
    })
    await applyBlock(db, CHAIN, at(7), [division(4), wins('player1', 4, 2)])
    // Claimed and sent again to zone 5 in one transaction: the row after the block says zone 5.
    await applyBlock(db, CHAIN, at(8), [division(5), wins('player1', 4, 3)], [], {
      actions: [claim(30, 'claimfight'), claim(31, 'startfight')],
      stake: 'dov.stake',
    })
    progress = { chainHead: 8 }
    const { body } = await activity('account=player1')
    expect(body.actions.map((a) => [a.action, a.details])).toEqual([
      ['startfight', null],
      ['claimfight', { divID: '3', zoneID: 4, result: 'win', payout: '7.0000 DOVX' }],
    ])
  })

  it("the week's board and a player's medals come from the claims that won", async () => {
    const division = (divID: number, owner: string, zoneID: number) => ({
      present: true,
      code: 'dov.game',
      scope: 'dov.game',
      table: 'sdivisions',
      primaryKey: String(divID),
      payer: 'dov.game',
      value: { divID: String(divID), owner, zoneID, end_time: 100, units: [] },
    })
    const zone = (id: number, open: boolean) => ({
      present: true,
      code: 'dov.game',
      scope: 'dov.game',
      table: 'zones',
      primaryKey: String(id),
      payer: 'dov.game',
      value: {
        id,
        name: '',
        terrain: 'plain',
        open,
        nbwins: 1,
        wmini: 0,
        nextZone: 0,
        costs: [],
        resolutions: [],
        pre_allow: [],
        power: [],
      },
    })
    const claim = (seq: number, owner: string, divID: number): GameAction => ({
      ...action(seq, owner, 'claimfight'),
      data: { player: owner, division_id: String(divID) },
      traced: [{ balance: 'game', amount: { units: 70_000n, precision: 4, symbol: 'DOVX' } }],
    })
    const claimed = (actions: GameAction[]) => ({ actions, stake: 'dov.stake' })
    // Wednesday 2026-11-25: player1 holds 2 victories in zone 4 from before the record.
    await applyBlock(db, CHAIN, at(7), [
      division(3, 'player1', 4),
      division(5, 'player2', 1),
      wins('player1', 4, 2),
      zone(1, true),
      zone(4, true),
      zone(15, false),
    ])
    // player1 wins in zone 4 (its third), player2 its first ever in zone 1.
    await applyBlock(
      db,
      CHAIN,
      at(8),
      [wins('player1', 4, 3)],
      [],
      claimed([claim(40, 'player1', 3)]),
    )
    await applyBlock(
      db,
      CHAIN,
      at(9),
      [wins('player2', 1, 1)],
      [],
      claimed([claim(41, 'player2', 5)]),
    )
    progress = { chainHead: 9 }
    const hof = async () => (await (await fetch(`${base}/v1/hof`)).json()) as HofDocument
    const week = {
      start: '2026-11-23T00:00:00.000Z',
      top: [
        { rank: 1, owner: 'player1', victories: 1 },
        { rank: 2, owner: 'player2', victories: 1 },
      ],
    }
    expect((await hof()).week).toEqual(week)
    expect((await hof()).victories).toMatchObject({ player1: 3, player2: 1 })
    const medals = async (account: string) =>
      ((await (await fetch(`${base}/v1/player?account=${account}`)).json()) as PlayerDocument)
        .medals
    // player1's first victories predate the record: held, undated. player2's are its claim's.
    expect(await medals('player1')).toEqual([
      { id: 'first-victory', earned_at: null, block_num: null, trx_id: null },
      { id: 'bunker', earned_at: null, block_num: null, trx_id: null },
    ])
    const dated = {
      earned_at: at(9).time.toISOString(),
      block_num: 9,
      trx_id: (41).toString(16).padStart(64, '0'),
    }
    expect(await medals('player2')).toEqual([
      { id: 'first-victory', ...dated },
      { id: 'bunker', ...dated },
    ])
    // Another process reads the week anew from the table: the same board.
    const again = await listen(server())
    try {
      expect(((await (await fetch(`${again.base}/v1/hof`)).json()) as HofDocument).week).toEqual(
        week,
      )
    } finally {
      await again.close()
    }

    // A block of the next week starts the board over; its victories count from Monday.
    const monday = Date.UTC(2026, 10, 30)
    const next = (num: number, ms: number) => ({ ...at(num), time: new Date(monday + ms) })
    await applyBlock(db, CHAIN, next(10, 1_000), [])
    progress = { chainHead: 10 }
    expect((await hof()).week).toEqual({ start: '2026-11-30T00:00:00.000Z', top: [] })
    await applyBlock(
      db,
      CHAIN,
      next(11, 2_000),
      [wins('player2', 1, 2)],
      [],
      claimed([claim(42, 'player2', 5)]),
    )
    progress = { chainHead: 11 }
    expect((await hof()).week.top).toEqual([{ rank: 1, owner: 'player2', victories: 1 }])
  })

  it("each route's answer is what @dov/indexer-api's schema of it reads, whole", async () => {
    const division = {
      present: true,
      code: 'dov.game',
      scope: 'dov.game',
      table: 'sdivisions',
      primaryKey: '3',
      payer: 'dov.game',
      value: { divID: '3', owner: 'player1', zoneID: 4, end_time: 100, units: [] },
    }
    await applyBlock(db, CHAIN, at(7), [wins('player1', 1, 3), division], [], {
      actions: [action(10, 'player1', 'setavatar')],
      stake: 'dov.stake',
    })
    await applyBlock(
      db,
      CHAIN,
      at(8),
      [wins('player1', 4, 1), balance('player1', '4.0000 DOVH')],
      [],
      {
        actions: [action(20, 'player1', 'startfight')],
        stake: 'dov.stake',
      },
    )
    progress = { chainHead: 8 }
    const queries: Record<Exclude<keyof typeof ROUTES, 'events'>, string> = {
      hof: '',
      standing: '?account=player1',
      player: '?account=player1',
      activity: '?account=player1&limit=1',
      health: '',
    }
    for (const [name, query] of Object.entries(queries)) {
      const route = ROUTES[name as keyof typeof queries]
      const response = await fetch(`${base}${route.path}${query}`)
      expect(response.status, name).toBe(200)
      const body: unknown = await response.json()
      const parsed = v.safeParse(route.document, body)
      expect(parsed.issues, name).toBeUndefined()
      // Nothing the schema does not know (an object schema leaves unknown keys out).
      expect(parsed.output, name).toEqual(body)
    }
  })

  it('refuses bad parameters with a 400 saying which', async () => {
    await applyBlock(db, CHAIN, at(7), [])
    const reasons: Record<string, RegExp> = {
      '': /"account" is required/,
      'account=Player1': /"account" must be an account name/,
      'account=abcdefghijklm': /"account" must be an account name/,
      'account=player1&before=abc': /"before" must be/,
      'account=player1&before=0': /"before" must be/,
      'account=player1&before=18446744073709551616': /"before" must be/,
      'account=player1&limit=0': /"limit" must be a whole number from 1 to 100/,
      'account=player1&limit=101': /"limit" must be/,
      'account=player1&limit=2.5': /"limit" must be/,
      'account=player1&page=2': /Unknown parameter "page"/,
      'account=player1&account=player2': /"account" is given more than once/,
    }
    for (const [query, reason] of Object.entries(reasons)) {
      const { response, body } = await activity(query)
      expect(response.status, query).toBe(400)
      expect((body as unknown as { error: string }).error, query).toMatch(reason)
    }
  })

  it('an instance that only follows the chain serves /v1/health alone', async () => {
    await applyBlock(db, CHAIN, at(7), [wins('player1', 1, 3)])
    progress = { chainHead: 7 }
    const follower = await listen(
      createApi({ db, game: 'dov.game', origins: [APP], progress: () => progress, only: 'health' }),
    )
    try {
      const health = await fetch(`${follower.base}/v1/health`)
      expect(health.status).toBe(200)
      expect(((await health.json()) as HealthDocument).as_of?.block_num).toBe(7)
      for (const path of ['/v1/hof', '/v1/player?account=player1', '/v1/events', '/v1/nothing']) {
        const response = await fetch(`${follower.base}${path}`)
        expect(response.status, path).toBe(404)
        expect(((await response.json()) as { error: string }).error, path).toMatch(
          /only follows the chain/,
        )
      }
    } finally {
      await follower.close()
    }
  })

  it('answers anything else with a JSON error and no internals', async () => {
    const missing = await fetch(`${base}/v1/nothing`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Nothing at /v1/nothing.' })
    const post = await fetch(`${base}/v1/hof`, { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
    expect(await post.json()).toEqual({ error: 'POST is not served here.' })
  })
})

const emptyBoards = () => ({
  officers: [],
  objectives: { bunker: [], camp: [], radar: [], hq: [], bridge: [] },
  forces: [],
})

describe('the health of an instance whose database cannot be reached', () => {
  it('is the block its model keeps serving, with the lag growing', async () => {
    const time = new Date(Date.now() - 90_000)
    const cursor = { chainId: 'c'.repeat(64), block: { num: 41, id: 'b'.repeat(64), time } }
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    const api = await listen(
      createApi({
        // Every query fails as a database that cannot be reached does.
        db: new Proxy({} as Kysely<Database>, {
          get: () => {
            throw unreachable
          },
        }),
        game: 'dov.game',
        origins: [APP],
        progress: () => ({ chainHead: 41 }),
        live: {
          subscribe: () => () => {},
          current: async () => ({
            cursor,
            boards: emptyBoards(),
            avatars: {},
            victories: {},
            week: { start: '2026-11-23T00:00:00.000Z', top: [] },
          }),
          standing: () => Promise.reject(unreachable),
          player: () => Promise.reject(unreachable),
        },
      }),
    )
    try {
      const response = await fetch(`${api.base}/v1/health`)
      expect(response.status).toBe(200)
      const health = (await response.json()) as {
        as_of: { block_num: number }
        lag_seconds: number
      }
      expect(health.as_of.block_num).toBe(41)
      expect(health.lag_seconds).toBeGreaterThanOrEqual(90)
    } finally {
      await api.close()
    }
  })
})

describe('the indexer API over a model that fails', () => {
  let failure: unknown
  const failing: LiveSource = {
    subscribe: () => () => {},
    current: () => Promise.reject(failure),
    standing: () => Promise.reject(failure),
    player: () => Promise.reject(failure),
  }
  let api: { base: string; close: () => Promise<void> }
  beforeAll(async () => {
    api = await listen(
      createApi({
        // Nothing here reaches the database: the model fails first.
        db: undefined as unknown as Kysely<Database>,
        game: 'dov.game',
        origins: [APP],
        progress: () => ({ chainHead: undefined }),
        live: failing,
      }),
    )
  })
  afterAll(() => api.close())

  it('a failure is a 500 with no internals, the cause logged', async () => {
    failure = new Error('secret internals at /srv/indexer/src/live.ts:42')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const path of ['/v1/hof', '/v1/player?account=player1', '/v1/activity?account=a']) {
        const response = await fetch(`${api.base}${path}`, { headers: { Origin: APP } })
        expect(response.status, path).toBe(500)
        expect(response.headers.get('access-control-allow-origin')).toBe(APP)
        expect(await response.text(), path).toBe('{"error":"The indexer failed to answer."}')
      }
      expect(logged).toHaveBeenCalledWith('indexer: request failed:', failure)
    } finally {
      logged.mockRestore()
    }
  })

  it('a database that cannot be reached is a 503 that says so', async () => {
    failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const path of ['/v1/hof', '/v1/standing?account=player1']) {
        const response = await fetch(`${api.base}${path}`)
        expect(response.status, path).toBe(503)
        expect(await response.json(), path).toEqual({
          error: 'The indexer cannot reach its database; try again shortly.',
        })
      }
      // One line for the outage, not one a request.
      expect(logged).toHaveBeenCalledTimes(1)
    } finally {
      logged.mockRestore()
    }
  })

  it('a preflight from the app is allowed; other methods are a 405 that lists the allowed', async () => {
    const preflight = await fetch(`${api.base}/v1/hof`, {
      method: 'OPTIONS',
      headers: { Origin: APP, 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('If-None-Match')
    const put = await fetch(`${api.base}/v1/hof`, { method: 'PUT', body: '{}' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(await put.json()).toEqual({ error: 'PUT is not served here.' })
  })
})
