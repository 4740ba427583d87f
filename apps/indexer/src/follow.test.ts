import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { divisionEntries, type PlayerWins, topDivisions, winsBoards } from '@dov/game/hof'
import type { Division, NftRow, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { boards } from './boards'
import { openDatabase } from './db/open'
import type { Database } from './db/schema'
import { readCursor } from './db/store'
import { testDatabases } from './db/testing'
import { ChainRestartedError, follow } from './follow'
import { GAME_TABLES } from './followed'
import type { HealthDocument, HofDocument } from './http'

/**
 * The indexer against the real devchain (its CLI, as a separate process, as in production a node
 * is): it follows the state history from the first block into an in-memory PGlite, and its boards
 * equal the boards `@dov/game` computes from the chain's own tables read over `get_table_rows`.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

let chain: ChildProcess
let rpc: string
let ship: string

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${rpc}${path}`, { method: 'POST', body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

beforeAll(async () => {
  const [port, shipPort] = [await freePort(), await freePort()]
  rpc = `http://127.0.0.1:${port}`
  ship = `ws://127.0.0.1:${shipPort}`
  chain = spawn(
    'node_modules/.bin/tsx',
    // Blocks every 100 ms: a reset chain soon passes the height it had.
    [
      'packages/devchain/src/cli.ts',
      ...['--port', `${port}`, '--ship-port', `${shipPort}`, '--block-ms', '100'],
    ],
    { cwd: repoRoot, stdio: 'ignore' },
  )
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      await post('/v1/chain/get_info', {})
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
})

afterAll(() => {
  chain.kill('SIGTERM')
})

/** Every row of a table in every scope, straight from the chain. */
async function chainRows<T>(table: string): Promise<{ scope: string; row: T }[]> {
  const { rows: scopes } = await post<{ rows: { scope: string }[] }>(
    '/v1/chain/get_table_by_scope',
    { code: 'dov.game', table, limit: 10_000 },
  )
  const out: { scope: string; row: T }[] = []
  for (const { scope } of scopes) {
    const { rows } = await post<{ rows: T[] }>('/v1/chain/get_table_rows', {
      code: 'dov.game',
      table,
      scope,
      json: true,
      limit: 10_000,
    })
    for (const row of rows) out.push({ scope, row })
  }
  return out
}

async function boardsFromChain() {
  const infos = await chainRows<ZoneWins>('infos')
  const players = new Map<string, ZoneWins[]>()
  for (const { scope, row } of infos) players.set(scope, [...(players.get(scope) ?? []), row])
  const wins: PlayerWins[] = [...players].map(([owner, rows]) => ({ owner, wins: rows }))
  const values = async <T>(table: string) => (await chainRows<T>(table)).map((r) => r.row)
  const divisions = await values<Omit<Division, 'divID'> & { divID: string }>('sdivisions')
  const forces = topDivisions(
    divisionEntries(
      divisions.map((d) => ({ ...d, divID: Number(d.divID) })),
      await values<NftRow>('nfts'),
      await values<UnitConfig>('udata'),
      await values<Zone>('zones'),
    ),
  )
  return { ...winsBoards(wins), forces }
}

/** Follows until the cursor reaches `block` (default: the chain's head now), then stops. */
async function followUntil(db: Kysely<Database>, block?: number) {
  const { chain_id, head_block_num } = await post<{ chain_id: string; head_block_num: number }>(
    '/v1/chain/get_info',
    {},
  )
  const target = block ?? head_block_num
  const stop = new AbortController()
  const following = follow({
    shipUrl: ship,
    db,
    chainId: chain_id,
    followed: GAME_TABLES('dov.game'),
    signal: stop.signal,
  })
  following.catch(() => {})
  const deadline = Date.now() + 20_000
  // At or past the target, on the chain as it is now (after a reset, an old cursor is not).
  const reached = async () => {
    const cursor = await readCursor(db)
    if (cursor === undefined || cursor.block.num < target) return false
    const block = await post<{ id: string }>('/v1/chain/get_block', {
      block_num_or_id: cursor.block.num,
    }).catch(() => undefined)
    return block?.id === cursor.block.id
  }
  while (!(await reached())) {
    if (Date.now() > deadline) throw new Error(`the indexer did not reach block ${target} in 20 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  stop.abort()
  await following.catch(() => {})
}

/** The devchain's public development key (LOCAL USE ONLY), which signs for its demo accounts. */
const DEV_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

/** Deletes a division as its owner; returns the number of the block that holds it. */
async function deleteDivision(owner: string, divID: string): Promise<number> {
  const { chain_id } = await post<{ chain_id: string }>('/v1/chain/get_info', {})
  const session = new Session({
    chain: { id: chain_id, url: rpc },
    actor: owner,
    permission: 'active',
    walletPlugin: new WalletPluginPrivateKey(DEV_KEY),
  })
  const result = await session.transact({
    action: {
      account: 'dov.game',
      name: 'deldivision',
      authorization: [{ actor: owner, permission: 'active' }],
      data: { asset_id: divID },
    },
  })
  const processed = (result.response as { processed?: { block_num?: number } } | undefined)
    ?.processed
  if (processed?.block_num === undefined) throw new Error('the chain named no block for it')
  return processed.block_num
}

/** An idle division that is on the armed forces' board. */
async function idleListedDivision(db: Kysely<Database>) {
  const listed = new Set((await boards(db, 'dov.game')).forces.map((d) => String(d.divID)))
  const { rows } = await post<{
    rows: { divID: string | number; owner: string; end_time: number }[]
  }>('/v1/chain/get_table_rows', {
    code: 'dov.game',
    table: 'sdivisions',
    scope: 'dov.game',
    json: true,
    limit: 1000,
  })
  const idle = rows.find((d) => d.end_time === 0 && listed.has(String(d.divID)))
  if (idle === undefined) throw new Error('the demo world has no idle division on the board')
  return { owner: idle.owner, divID: String(idle.divID) }
}

const headNow = async () =>
  (await post<{ head_block_num: number }>('/v1/chain/get_info', {})).head_block_num

describe.each(testDatabases())('the indexer following the devchain, on $name', (database) => {
  it('from the first block, its boards equal the boards of the chain’s own tables', async () => {
    const { db, drop } = await database.open()
    try {
      await followUntil(db)
      const expected = await boardsFromChain()
      expect(expected.forces.length).toBeGreaterThan(0)
      expect(expected.officers.length).toBeGreaterThan(0)
      expect(await boards(db, 'dov.game')).toEqual(expected)
      // The cursor's block is the chain's: its id, and its time as the block header has it (a
      // 500 ms slot: the devchain's get_block gives the unrounded time).
      const cursor = await readCursor(db)
      const block = await post<{ id: string; timestamp: string }>('/v1/chain/get_block', {
        block_num_or_id: cursor?.block.num,
      })
      expect(cursor?.block.id).toBe(block.id)
      const drift = (cursor?.block.time.getTime() ?? 0) - Date.parse(`${block.timestamp}Z`)
      expect(Math.abs(drift)).toBeLessThan(500)
    } finally {
      await drop()
    }
  })

  it('stops when told to, even before its socket has opened', async () => {
    const { db, drop } = await database.open()
    try {
      const { chain_id } = await post<{ chain_id: string }>('/v1/chain/get_info', {})
      const stop = new AbortController()
      const options = { shipUrl: ship, db, chainId: chain_id, followed: GAME_TABLES('dov.game') }
      const following = follow({ ...options, signal: stop.signal })
      stop.abort()
      await expect(following).rejects.toThrow()
    } finally {
      await drop()
    }
  })

  it('started again, it resumes after its cursor: a division deleted meanwhile leaves the board', async () => {
    const { db, drop } = await database.open()
    try {
      await followUntil(db)
      const idle = await idleListedDivision(db)
      const cursorBefore = (await readCursor(db))?.block.num ?? 0
      const deletedIn = await deleteDivision(idle.owner, idle.divID)

      await followUntil(db, deletedIn)
      expect((await readCursor(db))?.block.num).toBeGreaterThan(cursorBefore)
      const after = await boards(db, 'dov.game')
      expect(after.forces.map((d) => String(d.divID))).not.toContain(idle.divID)
      expect(after).toEqual(await boardsFromChain())
    } finally {
      await drop()
    }
  })

  it('reads a chain that started again anew, below its cursor or past it', async () => {
    const { db, drop } = await database.open()
    try {
      await followUntil(db)
      const idle = await idleListedDivision(db)
      await followUntil(db, await deleteDivision(idle.owner, idle.divID))
      const height = (await readCursor(db))?.block.num ?? 0
      await post('/devchain/reset', {})
      // Below the cursor: the indexer starts over, and the deleted division is back.
      await followUntil(db)
      expect((await readCursor(db))?.block.num).toBeLessThan(height)
      expect(await boards(db, 'dov.game')).toEqual(await boardsFromChain())

      // Past it: a chain reset again that has since passed the cursor's height.
      const cursor = (await readCursor(db))?.block.num ?? 0
      await post('/devchain/reset', {})
      while ((await headNow()) <= cursor + 1) await new Promise((r) => setTimeout(r, 100))
      const { chain_id } = await post<{ chain_id: string }>('/v1/chain/get_info', {})
      await expect(
        follow({ shipUrl: ship, db, chainId: chain_id, followed: GAME_TABLES('dov.game') }),
      ).rejects.toThrow(ChainRestartedError)
      expect(await readCursor(db)).toBeUndefined()
      await followUntil(db)
      expect(await boards(db, 'dov.game')).toEqual(await boardsFromChain())
    } finally {
      await drop()
    }
  })
})

describe('the indexer service', () => {
  /** Starts `main.ts` as a process on `dataDir`; resolves with it and its API's URL. */
  async function startService(dataDir: string) {
    const port = await freePort()
    // Node itself, not the tsx wrapper: a SIGKILL must reach the indexer, not a parent of it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/indexer/src/main.ts'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: { ...process.env, SHIP_URL: ship, RPC_URL: rpc, PORT: `${port}`, DATA_DIR: dataDir },
    })
    return { child, api: `http://127.0.0.1:${port}` }
  }

  const health = async (api: string) =>
    fetch(`${api}/v1/health`).then(
      (r) => r.json() as Promise<HealthDocument>,
      () => undefined,
    )

  it('killed (SIGKILL) while it follows and started again, it loses nothing and counts nothing twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dov-indexer-kill-'))
    try {
      const first = await startService(dataDir)
      // Mid-sync: once it has applied a few blocks, while the chain goes on making more.
      await vi.waitFor(
        async () => expect((await health(first.api))?.as_of?.block_num).toBeGreaterThan(3),
        { timeout: 20_000, interval: 50 },
      )
      first.child.kill('SIGKILL')
      await new Promise((resolve) => first.child.once('exit', resolve))

      const idle = await (async () => {
        const db = await openDatabase({ dataDir })
        try {
          return await idleListedDivision(db)
        } finally {
          await db.destroy()
        }
      })()
      const deletedIn = await deleteDivision(idle.owner, idle.divID)

      const again = await startService(dataDir)
      try {
        await vi.waitFor(
          async () =>
            expect((await health(again.api))?.as_of?.block_num).toBeGreaterThanOrEqual(deletedIn),
          { timeout: 20_000, interval: 100 },
        )
        const hof = (await (await fetch(`${again.api}/v1/hof`)).json()) as HofDocument
        expect(hof.boards).toEqual(await boardsFromChain())
      } finally {
        again.child.kill('SIGTERM')
        await new Promise((resolve) => again.child.once('exit', resolve))
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
