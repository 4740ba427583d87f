import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { boards } from './boards'
import { openDatabase } from './db/open'
import { readCursor } from './db/store'
import { migratedFolder, testDatabases } from './db/testing'
import { ChainRestartedError, follow } from './follow'
import { GAME_TABLES } from './followed'
import type { ActivityDocument, HealthDocument, HofDocument } from './http'
import { LiveBoards } from './live'
import { DevchainProcess, freePort, GAME, repoRoot } from './testing/devchain'
import { serviceCommand } from './testing/indexer-process'

/**
 * The indexer against the real devchain's CLI when one of them starts again anew: the chain
 * (`/devchain/reset`), below the indexer's cursor or past it, and the indexer's service killed
 * mid-sync. (Following from the first block and resuming: `follow.test.ts`.)
 */

let chain: DevchainProcess

beforeAll(async () => {
  chain = await DevchainProcess.start('demo')
})

afterAll(() => chain.stop())

const headNow = async () => (await chain.info()).head_block_num

describe.each(testDatabases())('the indexer following the devchain, on $name', (database) => {
  // Three syncs from the first block and two resets: about 15 s alone, twice that in a full run.
  it('reads a chain that started again anew, below its cursor or past it', async () => {
    const { db, drop } = await database.open()
    // The boards the API serves, kept in memory across both resets.
    const live = new LiveBoards(db, GAME)
    const served = async () => (await live.current())?.boards
    try {
      await chain.followUntil(db)
      const idle = await chain.idleListedDivision(db)
      await chain.followUntil(db, await chain.deleteDivision(idle.owner, idle.divID))
      const height = (await readCursor(db))?.block.num ?? 0
      await chain.post('/devchain/reset', {})
      // Below the cursor: the indexer starts over, and the deleted division is back.
      await chain.followUntil(db)
      expect((await readCursor(db))?.block.num).toBeLessThan(height)
      const anew = await chain.boardsFromChain()
      expect(await boards(db, GAME)).toEqual(anew)
      expect(await served()).toEqual(anew)

      // Past it: a chain reset again that has since passed the cursor's height.
      const cursor = (await readCursor(db))?.block.num ?? 0
      await chain.post('/devchain/reset', {})
      while ((await headNow()) <= cursor + 1) await new Promise((r) => setTimeout(r, 100))
      const { chain_id } = await chain.info()
      await expect(
        follow({ shipUrl: chain.ship, db, chainId: chain_id, followed: GAME_TABLES(GAME) }),
      ).rejects.toThrow(ChainRestartedError)
      expect(await readCursor(db)).toBeUndefined()
      expect(await live.current()).toBeUndefined()
      await chain.followUntil(db)
      const again = await chain.boardsFromChain()
      expect(await boards(db, GAME)).toEqual(again)
      expect(await served()).toEqual(again)
    } finally {
      live.close()
      await drop()
    }
  }, 60_000)
})

describe('the indexer service', () => {
  /** Starts the service (`main.ts`, bundled) on `dataDir`; resolves with it and its API's URL. */
  async function startService(dataDir: string) {
    const port = await freePort()
    // Node itself, no wrapper: a SIGKILL must reach the indexer, not a parent of it.
    const child = spawn(process.execPath, serviceCommand(), {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        ...process.env,
        SHIP_URL: chain.ship,
        RPC_URL: chain.rpc,
        PORT: `${port}`,
        DATA_DIR: dataDir,
      },
    })
    return { child, api: `http://127.0.0.1:${port}` }
  }

  const health = async (api: string) =>
    fetch(`${api}/v1/health`).then(
      (r) => r.json() as Promise<HealthDocument>,
      () => undefined,
    )

  // Two starts of the service, each a Node process with PGlite: 17 to 39 s to its first
  // block measured on this 2-core machine at a load average of 13 (a full run beside other work).
  it('killed (SIGKILL) while it follows and started again, it loses nothing and counts nothing twice', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'dov-indexer-kill-')), 'db')
    try {
      // A migrated folder, as a release migrates before its processes start: `initdb` in an
      // empty one would take the service about 5 CPU-seconds (db/store.test.ts starts one).
      await migratedFolder(dataDir)
      const first = await startService(dataDir)
      try {
        // Mid-sync: once it has applied a few blocks, while the chain goes on making more.
        await vi.waitFor(
          async () => expect((await health(first.api))?.as_of?.block_num).toBeGreaterThan(3),
          { timeout: 60_000, interval: 50 },
        )
      } finally {
        first.child.kill('SIGKILL')
        if (first.child.exitCode === null && first.child.signalCode === null)
          await new Promise((resolve) => first.child.once('exit', resolve))
      }

      const idle = await (async () => {
        const db = await openDatabase({ dataDir })
        try {
          return await chain.idleListedDivision(db)
        } finally {
          await db.destroy()
        }
      })()
      const deletedIn = await chain.deleteDivision(idle.owner, idle.divID)

      const again = await startService(dataDir)
      try {
        await vi.waitFor(
          async () =>
            expect((await health(again.api))?.as_of?.block_num).toBeGreaterThanOrEqual(deletedIn),
          { timeout: 60_000, interval: 100 },
        )
        const hof = (await (await fetch(`${again.api}/v1/hof`)).json()) as HofDocument
        expect(hof.boards).toEqual(await chain.boardsFromChain())
        // The deletion, sent while it was down, is in the owner's activity once.
        const activity = (await (
          await fetch(`${again.api}/v1/activity?account=${idle.owner}`)
        ).json()) as ActivityDocument
        const deletions = activity.actions.filter(
          (a) => a.action === 'deldivision' && String(a.data?.asset_id) === idle.divID,
        )
        expect(deletions.map((a) => a.block_num)).toEqual([deletedIn])
      } finally {
        again.child.kill('SIGTERM')
        await new Promise((resolve) => again.child.once('exit', resolve))
      }
    } finally {
      rmSync(dirname(dataDir), { recursive: true, force: true })
    }
  }, 150_000)
})
