/**
 * The commanders' pages kept between blocks (`pages.ts`), as a caller sees them: an API that
 * keeps them answers, at every block, the same bytes and ETag as one that keeps none
 * (`answersKept: 0`) over the same model; a page kept is served again when the blocks since did
 * not change its account, and never after a block that did (or that moved the ranks, for a
 * player's page). Whether an answer was kept is seen by writing the database under the API
 * without a block (a medal, an action deleted): a kept page does not show it, one read anew does.
 * In both roles that serve the API: `all` (the boards read back through the follower's own
 * connection, woken by its writes) and `api` (another connection, following the change log;
 * a PostgreSQL server only, the embedded database has one connection).
 */
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameAction } from '../activity'
import { openDatabase } from '../db/open'
import type { Database } from '../db/schema'
import { applyBlock, type RowDelta } from '../db/store'
import { type TestDatabase, testDatabases } from '../db/testing'
import { createApi } from '../http'
import { LiveBoards } from '../live'
import { listen } from '../testing/api'
import { stakeBalance, testBlock } from '../testing/rows'

const CHAIN = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
const GAME = 'dov.game'

const at = (num: number) => ({ ...testBlock(num), head: num })
const wins = (owner: string, zone: number, count: number): RowDelta => ({
  present: true,
  code: GAME,
  scope: owner,
  table: 'infos',
  primaryKey: String(zone),
  payer: GAME,
  value: { zone, wins: count },
})
const balance = stakeBalance
const action = (seq: number, account: string, name: string): GameAction => ({
  globalSequence: String(seq),
  trxId: seq.toString(16).padStart(64, '0'),
  ordinal: 1,
  account,
  contract: GAME,
  name,
  data: { player: account },
  traced: [],
  opaque: false,
})
const actions = (...list: GameAction[]) => ({ actions: list, stake: 'dov.stake' })

type Answer = { status: number; etag: string | null; text: string }

/** The two roles: the model over the writer's connection (`all`) or over another (`api`). */
const roles = testDatabases().flatMap((database) => [
  { role: 'all' as const, database, name: `${database.name}, INDEXER_MODE=all` },
  ...(database.name === 'a PostgreSQL server'
    ? [{ role: 'api' as const, database, name: `${database.name}, INDEXER_MODE=api` }]
    : []),
])

describe.each(roles)('the pages kept between blocks on $name', ({ role, database }) => {
  let writer: Kysely<Database>
  let reader: Kysely<Database> | undefined
  let drop: () => Promise<void>
  let live: LiveBoards
  let kept: { base: string; close: () => Promise<void> }
  let fresh: { base: string; close: () => Promise<void> }

  beforeAll(async () => {
    const opened = await (database as TestDatabase).open()
    ;({ db: writer, drop } = opened)
    if (role === 'api') {
      if (opened.url === undefined) throw new Error('a server database has a URL')
      reader = await openDatabase({ url: opened.url, schema: 'wait' })
    }
    const db = reader ?? writer
    live = new LiveBoards(db, GAME, 'dov.stake', { pollMs: 20, log: () => {} })
    const api = (answersKept?: number) =>
      createApi({
        db,
        game: GAME,
        origins: [],
        progress: () => ({ chainHead: live.status().chainHead }),
        live,
        answersKept,
      })
    kept = await listen(api())
    fresh = await listen(api(0))
  })
  afterAll(async () => {
    await kept?.close()
    await fresh?.close()
    live?.close()
    await reader?.destroy()
    await drop?.()
  })

  const ask = async (base: string, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers })
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      text: await response.text(),
    }
  }
  /** The block applied, once the model serves it. */
  const block = async (num: number, deltas: RowDelta[], activity?: ReturnType<typeof actions>) => {
    await applyBlock(writer, CHAIN, at(num), deltas, [], activity)
    await expect
      .poll(async () => JSON.parse((await ask(kept.base, '/v1/health')).text).as_of?.block_num, {
        timeout: 10_000,
      })
      .toBe(num)
  }
  /** The page from the API that keeps pages, after checking it is the one read anew, or not. */
  const page = async (path: string, same: boolean): Promise<Answer> => {
    const mine = await ask(kept.base, path)
    const anew = await ask(fresh.base, path)
    expect(mine.status).toBe(200)
    expect(mine.etag).toBe(anew.etag)
    if (same) expect(mine.text).toBe(anew.text)
    else expect(mine.text).not.toBe(anew.text)
    return mine
  }
  const pages = ['/v1/player?account=alice', '/v1/activity?account=alice&limit=5']
  const player = pages[0] as string
  const activity = pages[1] as string
  const tamper = async () => {
    // Written under the API, in no block: only a page read anew shows them.
    await sql`delete from game_action where account = 'alice' and global_sequence = 11`.execute(
      writer,
    )
    await writer
      .insertInto('medal')
      .values({
        account: 'alice',
        medal: 'first-victory',
        global_sequence: '11',
        block_num: 1,
        block_time: at(1).time,
        trx_id: '0'.repeat(64),
      })
      .execute()
  }

  it('serves a kept page until a block changes its account, and the ranks drop every player’s', async () => {
    await block(1, [wins('alice', 1, 5), wins('bob', 1, 3), balance('alice', '5.0000 DOVH')], {
      ...actions(action(10, 'alice', 'setavatar'), action(11, 'alice', 'deposit')),
    })
    for (const path of pages) await page(path, true)

    // A block of bob's alone: alice's pages are served as kept, with the new block's head.
    await block(2, [balance('bob', '1.0000 DOVH')], actions(action(20, 'bob', 'withdraw')))
    const before = { player: await page(player, true), activity: await page(activity, true) }
    expect(JSON.parse(before.player.text).as_of.block_num).toBe(2)
    await tamper()
    const kept2 = { player: await page(player, false), activity: await page(activity, false) }
    // The bytes kept, and the ETag of the block: a client that has it gets a 304.
    expect(kept2).toEqual(before)
    const etag = before.activity.etag as string
    expect((await ask(kept.base, activity, { 'If-None-Match': etag })).status).toBe(304)

    // A block that moves no rank and lists bob alone: still kept.
    await block(3, [balance('bob', '2.0000 DOVH')], actions(action(30, 'bob', 'deposit')))
    for (const path of pages) await page(path, false)

    // A block of alice's: both her pages read anew (the tampered rows show, and her action).
    await block(4, [balance('alice', '4.0000 DOVH')], actions(action(40, 'alice', 'withdraw')))
    const after = { player: await page(player, true), activity: await page(activity, true) }
    expect(JSON.parse(after.activity.text).actions.map((a: { id: string }) => a.id)).toEqual([
      '40',
      '10',
    ])
    expect(JSON.parse(after.player.text).medals.map((m: { id: string }) => m.id)).toContain(
      'first-victory',
    )

    // Carol passes alice on the boards: no block lists alice, but her page's ranks moved.
    await block(5, [wins('carol', 1, 9)])
    const ranked = await page(player, true)
    expect(JSON.parse(after.player.text).standing.officers.rank).toBe(1)
    expect(JSON.parse(ranked.text).standing.officers.rank).toBe(2)
    // Her activity shows no rank: still kept.
    await sql`delete from game_action where global_sequence = 40`.execute(writer)
    const still = await page(activity, false)
    expect(JSON.parse(still.text).actions).toEqual(JSON.parse(after.activity.text).actions)
  })
})
