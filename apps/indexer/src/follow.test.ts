import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boards } from './boards'
import type { Database } from './db/schema'
import { readCursor } from './db/store'
import { testDatabases } from './db/testing'
import { follow } from './follow'
import { GAME_TABLES } from './followed'
import { LiveBoards } from './live'
import { DevchainProcess, GAME } from './testing/devchain'

/**
 * The indexer against the real devchain (its CLI, as a separate process, as in production a node
 * is): it follows the state history from the first block into a database, its boards equal the
 * boards `@dov/game` computes from the chain's own tables read over `get_table_rows`, and started
 * again it resumes after its cursor. (A chain or an indexer that starts again anew:
 * `follow-restart.test.ts`, a file of its own so that Vitest runs both at once.)
 */

let chain: DevchainProcess

beforeAll(async () => {
  chain = await DevchainProcess.start('demo')
})

afterAll(() => chain.stop())

describe.each(testDatabases())('the indexer following the devchain, on $name', (database) => {
  // One database for the three tests, in their order: the stop comes before any block is written;
  // the follow from the first block fills it; the restart resumes after the cursor that follow
  // left (following the chain from its first block again would prove nothing more, and the
  // chain grows by ten blocks a second).
  let db: Kysely<Database>
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await database.open())
  })
  afterAll(() => drop?.())

  it('stops when told to, even before its socket has opened', async () => {
    const { chain_id } = await chain.info()
    const stop = new AbortController()
    const options = { shipUrl: chain.ship, db, chainId: chain_id, followed: GAME_TABLES(GAME) }
    const following = follow({ ...options, signal: stop.signal })
    stop.abort()
    await expect(following).rejects.toThrow()
    expect(await readCursor(db)).toBeUndefined()
  })

  it('from the first block, its boards equal the boards of the chain’s own tables', async () => {
    await chain.followUntil(db)
    const expected = await chain.boardsFromChain()
    expect(expected.forces.length).toBeGreaterThan(0)
    expect(expected.officers.length).toBeGreaterThan(0)
    expect(await boards(db, GAME)).toEqual(expected)
    // The cursor's block is the chain's: its id, and its time as the block header has it (a
    // 500 ms slot: the devchain's get_block gives the unrounded time).
    const cursor = await readCursor(db)
    const block = await chain.post<{ id: string; timestamp: string }>('/v1/chain/get_block', {
      block_num_or_id: cursor?.block.num,
    })
    expect(cursor?.block.id).toBe(block.id)
    const drift = (cursor?.block.time.getTime() ?? 0) - Date.parse(`${block.timestamp}Z`)
    expect(Math.abs(drift)).toBeLessThan(500)
  })

  it('started again, it resumes after its cursor: a division deleted meanwhile leaves the board', async () => {
    // A database the follow above filled, or this one's own when it runs alone.
    await chain.followUntil(db)
    // The boards the API serves: read from the database, then kept from each block's rows.
    const live = new LiveBoards(db, GAME)
    try {
      await live.current()
      const idle = await chain.idleListedDivision(db)
      const cursorBefore = (await readCursor(db))?.block.num ?? 0
      const deletedIn = await chain.deleteDivision(idle.owner, idle.divID)

      await chain.followUntil(db, deletedIn)
      expect((await readCursor(db))?.block.num).toBeGreaterThan(cursorBefore)
      const after = await boards(db, GAME)
      expect(after.forces.map((d) => String(d.divID))).not.toContain(idle.divID)
      expect(after).toEqual(await chain.boardsFromChain())
      expect((await live.current())?.boards).toEqual(after)
    } finally {
      live.close()
    }
  })
})
