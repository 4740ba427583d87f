import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AnyAction, PackedTransaction } from '@wharfkit/antelope'
import { afterAll, describe, expect, it } from 'vitest'
import { registerChainApi } from '../src/api/chain-api'
import { registerDevchainApi } from '../src/api/devchain-api'
import { HttpApi } from '../src/api/http'
import { Chain, type ChainState } from '../src/core/chain'
import { type DataFs, type JournalFile, nodeFs } from '../src/core/journal'
import { Persistence } from '../src/core/persistence'
import { DEFAULT_NAMES } from '../src/core/world'
import { emptyWorld } from '../src/worlds/empty'
import { post, start, tokenTransfer } from './helpers'
import { blockIds, info, issue, sign, tokenAbi } from './persistence-helpers'

/**
 * A transaction is answered only once its journal record is on disk, and a refused one
 * leaves no trace (full-disk test with an injected file system); block ids and head survive a
 * restart, so a transaction signed before it passes TAPOS after it.
 */

const dirs: string[] = []
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'devchain-restart-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

function enospc(op: string): Error {
  return Object.assign(new Error(`ENOSPC: no space left on device, ${op}`), { code: 'ENOSPC' })
}

/**
 * Real files on a disk that "fills": once `room` bytes are used up, a write stores what fits and
 * the next one throws ENOSPC. With `stuck`, the file can then neither be cut back nor a new one
 * created, so the torn record stays on disk (as after a crash mid-write).
 */
class FillingFs implements DataFs {
  room = Number.POSITIVE_INFINITY
  stuck = false
  /** After the simulated crash nothing reaches the files any more. */
  dead = false
  /** Transactions in each flush that hit the full disk. */
  readonly failedFlushTxs: number[] = []
  private readonly opened: JournalFile[] = []
  private short = false

  async openAppend(path: string) {
    if (this.dead || (this.stuck && this.room <= 0)) throw enospc('open')
    const { file, size } = await nodeFs.openAppend(path)
    this.opened.push(file)
    let current = size
    const filling: JournalFile = {
      write: async (data) => {
        // A slow disk: transactions that arrive during a write queue for the next flush, so
        // flushes of several transactions happen whatever the machine's load (asserted below).
        await new Promise((r) => setTimeout(r, 20))
        if (this.dead) throw enospc('write')
        const txs = Buffer.from(data).toString().split('"t":"tx"').length - 1
        // The disk fills with transactions: a flush of block records alone always fits while the
        // disk has any room, so the flush that overflows is one of transactions, whenever the
        // blocks come on a busy machine; a disk with no room (`room = 0`) takes nothing.
        if (txs === 0 && !this.short && this.room > 0) {
          const n = await file.write(data)
          current += n
          return n
        }
        if (data.length > this.room && !this.short) this.failedFlushTxs.push(txs)
        const part = Math.min(data.length, this.room)
        this.short = part < data.length
        if (part <= 0) throw enospc('write')
        const n = await file.write(data.subarray(0, part))
        this.room -= n
        current += n
        return n
      },
      sync: () => (this.dead ? Promise.reject(enospc('fdatasync')) : file.sync()),
      truncate: async (size) => {
        if (this.dead || this.stuck) throw enospc('ftruncate')
        await file.truncate(size)
        this.room += current - size
        current = size
      },
      close: () => file.close(),
    }
    return { file: filling, size }
  }

  writeDurable(path: string, text: string): Promise<void> {
    if (this.dead || text.length > this.room) return Promise.reject(enospc('write'))
    return nodeFs.writeDurable(path, text)
  }

  async closeAll(): Promise<void> {
    for (const f of this.opened) await f.close().catch(() => {})
  }
}

interface Stack {
  url: string
  chain: Chain
  persistence: Persistence
  /** Stops taking requests and producing blocks, without a last snapshot (as a SIGKILL would). */
  crash(): Promise<void>
}

/** A chain with a data dir behind the /v1/chain and /devchain routes, on a free port. */
async function startStack(dir: string, fs?: DataFs, warn?: (m: string) => void): Promise<Stack> {
  const chain = new Chain({ world: emptyWorld(DEFAULT_NAMES), names: DEFAULT_NAMES, blockMs: 50 })
  const extra = { save: () => null, load: () => {} }
  const persistence = await Persistence.open(dir, chain, extra, { fs, warn })
  const api = new HttpApi()
  registerChainApi(api, chain)
  registerDevchainApi(api, chain, { reset: async () => chain.reset() })
  const server: Server = api.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  chain.start()
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    chain,
    persistence,
    async crash() {
      chain.stop()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function balance(url: string, account: string): Promise<string> {
  const r = await post(`${url}/v1/chain/get_currency_balance`, {
    code: 'dov.token',
    account,
    symbol: 'DOVS',
  })
  return (r.json as unknown as string[])[0] ?? '0.0000 DOVS'
}

/** Every transaction id in the blocks the chain holds, the one being filled included. */
function blockTransactionIds(chain: Chain): Set<string> {
  const ids = new Set<string>()
  for (let n = 1; n <= chain.blocks.head.num; n++) {
    for (const r of chain.blocks.get(n)?.receipts ?? []) ids.add(r.id)
  }
  for (const r of chain.pendingBlock.receipts) ids.add(r.id)
  return ids
}

/** The state apart from blocks and time: tables, account sequences, the dedupe list. */
function contents(s: ChainState) {
  return {
    tables: s.tables,
    accounts: s.accounts,
    global_sequence: s.global_sequence,
    seen: [...s.seen].sort(),
  }
}

describe('journal writes that fail (full disk)', () => {
  it('refuses what it cannot write with no trace left, and keeps every confirmed transfer across a restart', async () => {
    const dir = dataDir()
    const fs = new FillingFs()
    const first = await startStack(dir, fs)
    const { url } = first
    const abi = await tokenAbi(url)
    const fund = sign(abi, await info(url), [
      issue('10000.0000 DOVS'),
      tokenTransfer('dov.token', 'player1', '10000.0000 DOVS') as AnyAction,
    ])
    expect((await post(`${url}/v1/chain/send_transaction`, fund)).status).toBe(202)

    const confirmed = new Map<string, number>()
    /** Refused transfers: signed body -> amount. */
    const refused = new Map<string, number>()
    let n = 0
    /** Sends `count` transfers player1 -> player2, `wave` at a time; amounts 1..9 DOVS. */
    const transfers = async (count: number, wave = 20) => {
      for (let sent = 0; sent < count; sent += wave) {
        const head = await info(url)
        const bodies = Array.from({ length: Math.min(wave, count - sent) }, () => {
          const units = (n % 9) + 1
          const body = sign(abi, head, [
            tokenTransfer('player1', 'player2', `${units}.0000 DOVS`, `t${n++}`) as AnyAction,
          ])
          return { body, units }
        })
        await Promise.all(
          bodies.map(async ({ body, units }) => {
            const r = await post(`${url}/v1/chain/send_transaction`, body)
            if (r.status === 202) confirmed.set(r.json.transaction_id as string, units)
            else {
              // nodeos's error shape, saying what happened.
              const error = r.json.error as {
                code: number
                name: string
                details: { message: string }[]
              }
              expect(r.status).toBe(500)
              expect(error.code).toBe(3060101)
              expect(error.name).toBe('database_guard_exception')
              expect(error.details[0]?.message).toMatch(/ENOSPC.*the transaction was not applied/)
              refused.set(body, units)
            }
          }),
        )
      }
    }
    const idOf = (body: string) =>
      PackedTransaction.from(JSON.parse(body)).getSignedTransaction().id.hexString
    const sum = () => [...confirmed.values()].reduce((a, b) => a + b, 0)
    const checkNoTrace = async () => {
      expect(await balance(url, 'player2')).toBe(`${sum()}.0000 DOVS`)
      expect(await balance(url, 'player1')).toBe(`${10000 - sum()}.0000 DOVS`)
      const inBlocks = blockTransactionIds(first.chain)
      for (const body of refused.keys()) {
        const id = idOf(body)
        expect(inBlocks.has(id)).toBe(false)
        expect(first.chain.recent.has(id)).toBe(false)
      }
      for (const id of confirmed.keys()) expect(inBlocks.has(id)).toBe(true)
    }

    // 1. The disk fills midway through 80 transfers.
    fs.room = 18_000
    await transfers(80)
    expect(confirmed.size).toBeGreaterThanOrEqual(10)
    expect(refused.size).toBeGreaterThanOrEqual(10)
    // Several transactions shared a failed flush: all of them were refused.
    expect(Math.max(...fs.failedFlushTxs)).toBeGreaterThanOrEqual(2)
    await checkNoTrace()
    // A time advance that cannot be written is refused too, and does not happen.
    fs.room = 0
    const advance = await post(`${url}/devchain/time`, { advance_seconds: 600 })
    expect(advance.status).toBe(500)
    expect((advance.json.error as { code: number }).code).toBe(3060101)
    expect(first.chain.timeOffsetMs).toBe(0)

    // 2. Room again: a refused transaction is not a duplicate (the dedupe list forgot it).
    fs.room = Number.POSITIVE_INFINITY
    const [retried, units] = [...refused.entries()][0] as [string, number]
    const again = await post(`${url}/v1/chain/send_transaction`, retried)
    expect(again.status).toBe(202)
    refused.delete(retried)
    confirmed.set(again.json.transaction_id as string, units)
    await transfers(20)
    await checkNoTrace()

    // 3. Full again, and this time the torn record stays on disk; then the process "dies".
    fs.room = 4_000
    fs.stuck = true
    await transfers(40)
    await checkNoTrace()
    const seen = await info(url)
    const before = contents(first.chain.exportState())
    await first.crash()
    fs.dead = true
    await new Promise((r) => setTimeout(r, 50))
    await fs.closeAll()

    const warnings: string[] = []
    const second = await startStack(dir, undefined, (m) => warnings.push(m))
    try {
      // The torn record is reported with its file and offset, and cut off.
      const torn = warnings.map((w) =>
        /(journal-\d+\.log): cut off a torn journal record at byte (\d+)/.exec(w),
      )
      const cut = torn.find((m) => m !== null)
      expect(cut, warnings.join('\n')).toBeDefined()
      expect(statSync(join(dir, cut?.[1] as string)).size).toBe(Number(cut?.[2]))
      // Every confirmed transfer is there, no refused one: the same tables as before the crash.
      expect(contents(second.chain.exportState())).toEqual(before)
      expect(await balance(second.url, 'player2')).toBe(`${sum()}.0000 DOVS`)
      const inBlocks = blockTransactionIds(second.chain)
      for (const id of confirmed.keys()) expect(inBlocks.has(id)).toBe(true)
      for (const body of refused.keys()) expect(inBlocks.has(idOf(body))).toBe(false)
      // The head clients saw is still there, with the same id.
      const after = await info(second.url)
      expect(after.head_block_num).toBeGreaterThanOrEqual(seen.head_block_num)
      const block = await post(`${second.url}/v1/chain/get_block`, {
        block_num_or_id: seen.head_block_num,
      })
      expect(block.json.id).toBe(seen.head_block_id)
    } finally {
      await second.crash()
      await second.persistence.close()
    }
  })
})

describe('block history across a restart', () => {
  it('replays a snapshot taken with transactions in flight, and a reset, to the same state and block ids', async () => {
    const dir = dataDir()
    const fs = new FillingFs()
    const first = await startStack(dir, fs)
    const { url } = first
    const abi = await tokenAbi(url)
    const head = await info(url)
    const pushes = Array.from({ length: 12 }, (_, i) =>
      post(`${url}/v1/chain/send_transaction`, sign(abi, head, [issue(`${i + 1}.0000 DOVS`)])),
    )
    // Asked for while the others are still in flight: it waits until none is.
    const snapshot = pushes[0]?.then(() => first.persistence.snapshot())
    expect((await Promise.all(pushes)).map((r) => r.status)).toEqual(Array(12).fill(202))
    await snapshot
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['snapshot.json', 'journal-2.log']))
    expect(readdirSync(dir)).not.toContain('journal-1.log')

    expect((await post(`${url}/devchain/reset`, {})).status).toBe(200)
    await new Promise((r) => setTimeout(r, 100))
    const later = sign(abi, await info(url), [issue('7.0000 DOVS')])
    expect((await post(`${url}/v1/chain/send_transaction`, later)).status).toBe(202)
    await new Promise((r) => setTimeout(r, 100))
    const seen = await info(url)
    const nums = [1, 4, seen.head_block_num]
    const ids = await blockIds(url, nums)
    const before = contents(first.chain.exportState())
    await first.crash()
    fs.dead = true
    await fs.closeAll()

    const second = await startStack(dir)
    try {
      expect(contents(second.chain.exportState())).toEqual(before)
      expect(await blockIds(second.url, nums)).toEqual(ids)
      expect(await balance(second.url, 'dov.token')).toBe('7.0000 DOVS')
    } finally {
      await second.crash()
      await second.persistence.close()
    }
  })

  it('keeps block ids and head, so a transaction signed before a restart passes TAPOS after it', async () => {
    const dir = dataDir()
    const first = await start({ world: 'empty', dataDir: dir })
    const abi = await tokenAbi(first.url)
    await new Promise((r) => setTimeout(r, 200))
    const head = await info(first.url)
    const signed = sign(abi, head, [issue('5.0000 DOVS')])
    const ids = await blockIds(first.url, [2, head.head_block_num - 1, head.head_block_num])
    await first.close()

    const second = await start({ world: 'empty', dataDir: dir })
    try {
      const after = await info(second.url)
      expect(after.head_block_num).toBeGreaterThanOrEqual(head.head_block_num)
      for (const [num, id] of ids) {
        const b = await post(`${second.url}/v1/chain/get_block`, { block_num_or_id: num })
        expect(b.json.id).toBe(id)
      }
      const r = await post(`${second.url}/v1/chain/send_transaction`, signed)
      expect(r.status, JSON.stringify(r.json)).toBe(202)
      const supply = await post(`${second.url}/v1/chain/get_currency_balance`, {
        code: 'dov.token',
        account: 'dov.token',
        symbol: 'DOVS',
      })
      expect(supply.json).toEqual(['5.0000 DOVS'])
    } finally {
      await second.close()
    }
    expect(readdirSync(dir)).toContain('snapshot.json')
  })
})
