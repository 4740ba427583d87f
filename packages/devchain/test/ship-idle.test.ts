import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { Chain } from '../src/core/chain'
import { DEFAULT_NAMES } from '../src/core/world'
import { MAX_SESSIONS, ShipServer } from '../src/ship/server'
import { emptyWorld } from '../src/worlds/empty'
import { type Closed, ShipClient } from './ship-client'

/**
 * State-history sessions whose client keeps the server waiting, silent, are closed (1008), so
 * that readers gone quiet never hold every session slot; a session waiting for the chain is not.
 * The sessions' timeouts run on fake time (`setTimeout`), advanced by the tests; the chain makes
 * its blocks in real time, each waking every session.
 */

const IDLE_MS = 1_000
const ACK_MS = 2_000

let chain: Chain
let ship: ShipServer
let url: string
const clients: ShipClient[] = []

beforeAll(async () => {
  chain = new Chain({ world: emptyWorld(DEFAULT_NAMES), names: DEFAULT_NAMES, blockMs: 50 })
  chain.start()
  ship = await ShipServer.start(chain, {
    host: '127.0.0.1',
    port: 0,
    idleTimeoutMs: IDLE_MS,
    ackTimeoutMs: ACK_MS,
  })
  url = `ws://127.0.0.1:${ship.port}`
})

afterAll(async () => {
  await ship.close()
  chain.stop()
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(async () => {
  vi.useRealTimers()
  const open = clients.splice(0)
  for (const c of open) c.close()
  await Promise.all(open.map((c) => c.closed))
})

async function connect(): Promise<ShipClient> {
  const c = await ShipClient.connect(url)
  clients.push(c)
  return c
}

/** Lets the chain make `count` more blocks (real time), each waking every session. */
async function blocksPass(count: number): Promise<void> {
  const target = chain.head.num + count
  while (chain.head.num < target) await new Promise((resolve) => setImmediate(resolve))
}

/** Whether the session still answers a status request (it is not closed). */
async function answers(c: ShipClient): Promise<boolean> {
  c.request('get_status_request_v0')
  const answer = c.next().then(([type]) => type === 'get_status_result_v0')
  return Promise.race([answer, c.closed.then(() => false)])
}

const blockNum = (result: Record<string, unknown>) =>
  (result.this_block as { block_num: number }).block_num

const idle = (closed: Closed) => ({ code: closed.code, reason: closed.reason })

describe('state history: idle sessions', () => {
  it('closes a session that sends no request for the idle timeout, blocks or no blocks', async () => {
    const c = await connect()
    await vi.advanceTimersByTimeAsync(IDLE_MS - 100)
    // Blocks wake the session: no word from its client, the wait goes on.
    await blocksPass(3)
    await vi.advanceTimersByTimeAsync(100)
    expect(idle(await c.closed)).toEqual({
      code: 1008,
      reason: 'idle: no blocks request running and no request for 1 s',
    })
  })

  it('counts the wait again from each request', async () => {
    const c = await connect()
    await vi.advanceTimersByTimeAsync(IDLE_MS - 100)
    expect(await answers(c)).toBe(true)
    await vi.advanceTimersByTimeAsync(IDLE_MS - 100)
    expect(await answers(c)).toBe(true)
    await vi.advanceTimersByTimeAsync(IDLE_MS)
    expect((await c.closed).code).toBe(1008)
  })

  it('closes a session silent after the blocks it asked for are sent', async () => {
    const c = await connect()
    c.blocks({ start_block_num: 1, end_block_num: 3 })
    expect(blockNum((await c.next())[1])).toBe(1)
    expect(blockNum((await c.next())[1])).toBe(2)
    await vi.advanceTimersByTimeAsync(IDLE_MS)
    const closed = await c.closed
    expect(closed.code).toBe(1008)
    expect(closed.reason).toContain('no blocks request running')
  })

  it('closes a session that acknowledges none of the results it allowed, after the ack timeout', async () => {
    const c = await connect()
    c.blocks({ start_block_num: 1, max_messages_in_flight: 2 })
    expect(blockNum((await c.next())[1])).toBe(1)
    expect(blockNum((await c.next())[1])).toBe(2)
    // Longer than the idle timeout: a client may take a while over a big block.
    await vi.advanceTimersByTimeAsync(ACK_MS - 100)
    await blocksPass(3)
    c.request('get_blocks_ack_request_v0', { num_messages: 1 })
    expect(blockNum((await c.next())[1])).toBe(3)
    await vi.advanceTimersByTimeAsync(ACK_MS)
    expect(idle(await c.closed)).toEqual({
      code: 1008,
      reason: 'idle: no ack for 2 s of the results max_messages_in_flight allowed',
    })
  })

  it('keeps a session waiting for the chain open, however long the chain takes', async () => {
    const c = await connect()
    // 500 blocks ahead: the server owes the client, not the other way.
    c.blocks({ start_block_num: chain.head.num + 500 })
    await blocksPass(1)
    await vi.advanceTimersByTimeAsync(10 * ACK_MS)
    await blocksPass(1)
    await vi.advanceTimersByTimeAsync(10 * ACK_MS)
    expect(await answers(c)).toBe(true)
  })

  it('frees the slots of silent sessions: a full server takes a new reader once they idle out', async () => {
    const silent = await Promise.all(Array.from({ length: MAX_SESSIONS }, () => connect()))
    const refused = new WebSocket(url)
    const code = await new Promise<number>((resolve) => refused.on('close', resolve))
    expect(code).toBe(1013)
    await vi.advanceTimersByTimeAsync(IDLE_MS)
    for (const closed of await Promise.all(silent.map((c) => c.closed)))
      expect(closed.code).toBe(1008)
    expect(await answers(await connect())).toBe(true)
  })
})
