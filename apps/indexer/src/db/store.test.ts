import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { openDatabase } from './open'
import type { Database } from './schema'
import {
  applyBlock,
  type BlockPosition,
  ChainMismatchError,
  checkChain,
  forgetChain,
  type RowDelta,
  readAbis,
  readCursor,
  tableRows,
} from './store'
import { testDatabases } from './testing'

const CHAIN = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'
const OTHER = 'f16b1833c747c43682f4386fca9cbb327929334a762755ebec17f6f23c9b8a12'

const block = (num: number): BlockPosition => ({
  num,
  id: num.toString(16).padStart(8, '0').padEnd(64, 'a'),
  time: new Date(Date.UTC(2026, 10, 25, 12, 0, num / 2)),
})

const wins = (scope: string, zone: number, count: number, present = true): RowDelta => ({
  present,
  code: 'dov.game',
  scope,
  table: 'infos',
  primaryKey: String(zone),
  payer: 'dov.game',
  value: { zone, wins: count },
})

// One database per kind for the file (PGlite takes about a second to start), emptied before
// each test.
let shared: Kysely<Database>
const memoryDb = async () => shared

const open: Kysely<Database>[] = []
const folders: string[] = []
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const infos = async (db: Kysely<Database>) =>
  (await tableRows(db, 'dov.game', 'infos')).map(
    (r) => `${r.scope}/${r.primaryKey}:${r.value.wins}`,
  )

describe.each(testDatabases())('the indexer store on $name', (database) => {
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db: shared, drop } = await database.open())
  })
  afterAll(() => drop())
  beforeEach(async () => {
    await sql`truncate cursor, contract_row, contract_abi, game_action`.execute(shared)
  })

  it('starts empty, then applies a block and its cursor together', async () => {
    const db = await memoryDb()
    expect(await readCursor(db)).toBeUndefined()
    expect(
      await applyBlock(db, CHAIN, block(5), [wins('player1', 1, 2), wins('player2', 1, 7)]),
    ).toBe(true)
    expect(await infos(db)).toEqual(['player1/1:2', 'player2/1:7'])
    expect(await readCursor(db)).toEqual({ chainId: CHAIN, block: block(5) })
  })

  it('updates, deletes, keeps the last of several deltas of a row, and keys uint64 ids exactly', async () => {
    const db = await memoryDb()
    await applyBlock(db, CHAIN, block(5), [wins('player1', 1, 2), wins('player1', 2, 1)])
    await applyBlock(db, CHAIN, block(6), [
      wins('player1', 1, 3),
      wins('player1', 1, 4),
      wins('player1', 2, 1, false),
      { ...wins('player3', 0, 9), primaryKey: '18446744073709551615' },
    ])
    expect(await infos(db)).toEqual(['player1/1:4', 'player3/18446744073709551615:9'])
    expect((await readCursor(db))?.block.num).toBe(6)
  })

  it('a block at or below the cursor changes nothing: a replay after a restart counts once', async () => {
    const db = await memoryDb()
    await applyBlock(db, CHAIN, block(5), [wins('player1', 1, 2)])
    expect(await applyBlock(db, CHAIN, block(5), [wins('player1', 1, 99)])).toBe(false)
    expect(await applyBlock(db, CHAIN, block(4), [wins('player9', 1, 1)])).toBe(false)
    expect(await infos(db)).toEqual(['player1/1:2'])
    expect((await readCursor(db))?.block.num).toBe(5)
  })

  it('a block that fails half-way leaves neither its rows nor its cursor', async () => {
    const db = await memoryDb()
    await applyBlock(db, CHAIN, block(5), [wins('player1', 1, 2)])
    const broken = { ...wins('player2', 1, 1), primaryKey: 'not a number' }
    await expect(
      applyBlock(db, CHAIN, block(6), [wins('player1', 1, 3), wins('player4', 1, 1), broken]),
    ).rejects.toThrow()
    expect(await infos(db)).toEqual(['player1/1:2'])
    expect((await readCursor(db))?.block.num).toBe(5)
    // And the database goes on: the same block, whole, applies.
    expect(await applyBlock(db, CHAIN, block(6), [wins('player1', 1, 3)])).toBe(true)
  })

  it('refuses another chain, with a message that says what to do', async () => {
    const db = await memoryDb()
    await checkChain(db, OTHER)
    await applyBlock(db, CHAIN, block(5), [wins('player1', 1, 2)])
    await expect(checkChain(db, OTHER)).rejects.toThrow(ChainMismatchError)
    await expect(checkChain(db, OTHER)).rejects.toThrow(/holds chain ef2072.*answers f16b18/)
    await expect(applyBlock(db, OTHER, block(6), [])).rejects.toThrow(ChainMismatchError)
    await checkChain(db, CHAIN)
  })

  it('keeps the latest ABI of each contract with its block, and none of a failed block', async () => {
    const db = await memoryDb()
    const abi = (version: string) => ({ version, tables: [] })
    await applyBlock(db, CHAIN, block(5), [], [{ account: 'dov.game', abi: abi('eosio::abi/1.1') }])
    await applyBlock(db, CHAIN, block(6), [], [{ account: 'dov.game', abi: abi('eosio::abi/1.2') }])
    const broken = { ...wins('player2', 1, 1), primaryKey: 'not a number' }
    await expect(
      applyBlock(db, CHAIN, block(7), [broken], [{ account: 'dov.token', abi: abi('x') }]),
    ).rejects.toThrow()
    expect(await readAbis(db)).toEqual([{ account: 'dov.game', abi: abi('eosio::abi/1.2') }])
  })

  it("keeps a block's game actions with it: once, and none of a failed block or a forgotten chain", async () => {
    const db = await memoryDb()
    const action = (seq: string) => ({
      globalSequence: seq,
      trxId: 'f'.repeat(64),
      ordinal: 1,
      account: 'player1',
      contract: 'dov.game',
      name: 'claimfight',
      data: { player: 'player1' },
      traced: [],
      opaque: false,
    })
    const actions = async () =>
      (await db.selectFrom('game_action').select('global_sequence').execute()).map((r) =>
        String(r.global_sequence),
      )
    const stake = 'dov.stake'
    await applyBlock(db, CHAIN, block(5), [], [], { actions: [action('7')], stake })
    // The same block again (a restart handed it twice): nothing counted twice.
    await applyBlock(db, CHAIN, block(5), [], [], { actions: [action('7')], stake })
    const broken = { ...wins('player2', 1, 1), primaryKey: 'not a number' }
    await expect(
      applyBlock(db, CHAIN, block(6), [broken], [], { actions: [action('8')], stake }),
    ).rejects.toThrow()
    expect(await actions()).toEqual(['7'])
    await applyBlock(db, CHAIN, block(6), [], [], { actions: [action('8')], stake })
    expect(await actions()).toEqual(['7', '8'])
    await forgetChain(db)
    expect(await actions()).toEqual([])
  })

  it('applies an initial state of many rows in one block', async () => {
    const db = await memoryDb()
    const rows = Array.from({ length: 2_500 }, (_, i) => wins(`p${i}`, 1 + (i % 20), i))
    await applyBlock(db, CHAIN, block(1), rows)
    expect((await tableRows(db, 'dov.game', 'infos')).length).toBe(2_500)
  })
})

/**
 * `npm run migrate -w apps/indexer` (`migrate.ts`, from the run's bundle) with `DATA_DIR`, in a
 * process of its own with V8's baseline WebAssembly compiler only, as the browser tests run it: a
 * new cluster's `initdb` runs once there, and V8's optimizing tier would cost more than it saves
 * (about 3.5 CPU-s in all, against 5.5 in the tests' process).
 */
async function migrateFolder(dataDir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }
  const child = spawn(process.execPath, ['--liftoff-only', inject('indexerBundle').migrate], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  expect(code, stderr).toBe(0)
}

describe('the embedded store', () => {
  it('keeps rows and cursor in its data folder across a close and a reopen', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'dov-indexer-'))
    folders.push(folder)
    // A new cluster in a folder whose parents do not exist yet either.
    const dataDir = join(folder, 'a', 'b')
    await migrateFolder(dataDir)
    const first = await openDatabase({ dataDir })
    await applyBlock(first, CHAIN, block(7), [wins('player1', 1, 2)])
    await first.destroy()
    const again = await openDatabase({ dataDir })
    open.push(again)
    expect(await infos(again)).toEqual(['player1/1:2'])
    expect((await readCursor(again))?.block).toEqual(block(7))
  })
})
