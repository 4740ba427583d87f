import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serviceCommand } from '../testing/indexer-process'
import { LOCK_FILE } from './folder-lock'
import { openDatabase } from './open'
import type { Database } from './schema'
import { migratedFolder } from './testing'

/**
 * Two processes never open one embedded database folder: the second is told which process
 * holds it; a lock left by a process that no longer runs is taken over.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const open: Kysely<Database>[] = []
const children: ChildProcess[] = []
const servers: Server[] = []

/**
 * The tests' database folder, made once (from the run's migrated dump: `initdb` and the
 * migrations in a new folder take seconds). The tests write no row, and each starts with no
 * process holding the folder and no lock file in it: after each, every process and database it
 * started is ended and a lock file it left is removed. So they share it, where a copy of its
 * 1,000 files (39 MB) for each test, and their removal, cost about 0.9 CPU-s a test.
 */
let shared: string
beforeAll(async () => {
  shared = join(mkdtempSync(join(tmpdir(), 'dov-indexer-lock-')), 'db')
  await migratedFolder(shared)
  // The first start of PGlite in this worker too: as long as a test, beside a full run.
}, 60_000)
afterAll(() => rmSync(dirname(shared), { recursive: true, force: true }))

afterEach(async () => {
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    }),
  )
  for (const server of servers.splice(0)) server.close()
  for (const db of open.splice(0)) await db.destroy()
  rmSync(join(shared, LOCK_FILE), { force: true })
})

/** The tests' folder: no process holds it, no lock file is in it. */
function folder(): string {
  expect(existsSync(join(shared, LOCK_FILE))).toBe(false)
  return shared
}

const inUse = (dataDir: string, pid: number) =>
  `The embedded database folder ${dataDir} is in use by process ${pid}`

/** The id of a process that ran and has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  if (child.pid === undefined) throw new Error('no process id')
  return child.pid
}

/**
 * The indexer's service (`main.ts`, from the run's bundle) on the embedded database in `dataDir`,
 * in a Node process of its own, from the repository root. It asks the chain's API for its chain
 * id (a server of the test's that knows only that), then opens its database, then serves its API
 * and logs so, then follows a state history that never answers (and says so, again and again).
 */
async function service(dataDir: string) {
  const rpc = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ chain_id: 'ab'.repeat(32) }))
  })
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
  servers.push(rpc)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    RPC_URL: `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`,
    SHIP_URL: 'ws://127.0.0.1:9',
    PORT: '0',
    DATA_DIR: dataDir,
  }
  // The embedded database, whatever the test's own environment says.
  delete env.DATABASE_URL
  const child = spawn(process.execPath, serviceCommand(), {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.push(child)
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, exited, stderr: () => stderr }
}

describe('the embedded database folder lock', () => {
  it('refuses a second open of a folder in one process, naming it, until the first is closed', async () => {
    const dataDir = folder()
    const first = await openDatabase({ dataDir })
    open.push(first)
    await expect(openDatabase({ dataDir })).rejects.toThrow(inUse(dataDir, process.pid))
    // Refused before anything is written: the first still works.
    await expect(first.selectFrom('cursor').selectAll().execute()).resolves.toBeDefined()
    await open.splice(open.indexOf(first), 1)[0]?.destroy()
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
    open.push(await openDatabase({ dataDir }))
  })

  it('takes over a lock whose process no longer runs', async () => {
    const dataDir = folder()
    writeFileSync(join(dataDir, LOCK_FILE), `${await deadPid()}\n`)
    open.push(await openDatabase({ dataDir }))
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
  })

  it('takes over a lock with no process id in it', async () => {
    const dataDir = folder()
    writeFileSync(join(dataDir, LOCK_FILE), '')
    open.push(await openDatabase({ dataDir }))
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
  })

  it('refuses a folder another process holds, and takes it once that process is killed', async () => {
    const dataDir = folder()
    // Another indexer: it holds its database once its API serves.
    const holder = await service(dataDir)
    await new Promise<void>((resolve, reject) => {
      holder.child.stderr?.on('data', () => holder.stderr().includes('API on') && resolve())
      holder.exited.then((code) => reject(new Error(`exited ${code}: ${holder.stderr()}`)))
    })
    const pid = holder.child.pid ?? 0
    await expect(openDatabase({ dataDir })).rejects.toThrow(inUse(dataDir, pid))

    // Killed: it removes nothing, and its lock is stale.
    holder.child.kill('SIGKILL')
    await holder.exited
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(pid))
    open.push(await openDatabase({ dataDir }))
  })

  it('stops the indexer service with the plain message and code 1 when its folder is held', async () => {
    const dataDir = folder()
    open.push(await openDatabase({ dataDir }))
    const refused = await service(dataDir)
    expect(await refused.exited).toBe(1)
    expect(refused.stderr()).toBe(
      `indexer: ${inUse(dataDir, process.pid)} (another indexer). ` +
        'Give this one its own DATA_DIR, or stop the other.\n',
    )
  })
})
