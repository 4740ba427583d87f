import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEndpointPool } from '../transport/failover'
import { headerFrom, keepHeaderReady, readTapos, TAPOS_REFRESH_MS, TAPOS_STALE_MS } from './tapos'

describe('headerFrom', () => {
  const ref = {
    blockNum: 70_000, // 70000 & 0xffff = 4464
    refBlockPrefix: 123456,
    headTimeMs: Date.UTC(2026, 0, 1, 0, 0, 0),
    readAt: 1_000,
  }

  it('expires 30 s after chain time, advanced by the local time since the read', () => {
    // read at 1000 ms, signed at 6500 ms: chain now = 00:00:05.5, expiry 00:00:35
    expect(headerFrom(ref, 6_500)).toEqual({
      expiration: '2026-01-01T00:00:35',
      ref_block_num: 4464,
      ref_block_prefix: 123456,
    })
  })

  it('never moves chain time backwards when the local clock does', () => {
    expect(headerFrom(ref, 0).expiration).toBe('2026-01-01T00:00:30')
  })
})

/** A node answering get_info and get_block_info, recording the block numbers asked for. */
function nodeWithHead(head: number, prefix: unknown) {
  const asked: unknown[] = []
  const fetch = async (input: string, init?: RequestInit) => {
    const path = new URL(input).pathname
    if (path === '/v1/chain/get_info') {
      return Response.json({
        chain_id: 'ab'.repeat(32),
        head_block_num: head,
        head_block_time: '2026-01-01T00:00:00.000',
      })
    }
    asked.push(JSON.parse(String(init?.body)))
    return Response.json({ block_num: head - 3, ref_block_prefix: prefix })
  }
  return { pool: createEndpointPool(['http://node.test'], { fetch }), asked }
}

describe('readTapos', () => {
  it('references the block 3 behind the head, with the head time as UTC', async () => {
    const { pool, asked } = nodeWithHead(503, 987654)
    const ref = await readTapos(pool, () => 42)
    expect(asked).toEqual([{ block_num: 500 }])
    expect(ref).toEqual({
      blockNum: 500,
      refBlockPrefix: 987654,
      headTimeMs: Date.UTC(2026, 0, 1),
      readAt: 42,
    })
  })

  it('fails clearly on a malformed answer', async () => {
    const { pool } = nodeWithHead(503, 'x')
    await expect(readTapos(pool, () => 0)).rejects.toThrow(/ref_block_prefix/)
  })
})

describe('keepHeaderReady', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A node whose head moves on by 10 blocks each `get_info`, or fails while `down`. */
  function movingNode() {
    let head = 100
    const node = { down: false, reads: 0 }
    const fetch = async (input: string) => {
      if (node.down) throw new TypeError('Failed to fetch')
      if (new URL(input).pathname === '/v1/chain/get_info') {
        node.reads++
        head += 10
        return Response.json({
          chain_id: 'ab'.repeat(32),
          head_block_num: head,
          head_block_time: '2026-01-01T00:00:00.000',
        })
      }
      return Response.json({ ref_block_prefix: head })
    }
    const pool = createEndpointPool(['http://node.test'], { fetch, cooldownMs: 0 })
    return { node, pool }
  }

  it('none before the first read answers, then the header of the block 3 behind the head', async () => {
    vi.useFakeTimers()
    const { pool } = movingNode()
    const ready = keepHeaderReady(pool, () => 0)
    expect(ready.header()).toBeUndefined()
    await vi.advanceTimersByTimeAsync(0)
    expect(ready.header()).toMatchObject({ ref_block_num: 107, ref_block_prefix: 110 })
    ready.stop()
  })

  it('read again every 10 s; a failed read keeps the last header', async () => {
    vi.useFakeTimers()
    const { node, pool } = movingNode()
    const ready = keepHeaderReady(pool, () => 0)
    await vi.advanceTimersByTimeAsync(TAPOS_REFRESH_MS - 1)
    expect(ready.header()?.ref_block_num).toBe(107)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready.header()?.ref_block_num).toBe(117)
    node.down = true
    await vi.advanceTimersByTimeAsync(TAPOS_REFRESH_MS)
    expect(ready.header()?.ref_block_num).toBe(117)
    ready.stop()
  })

  it('the header is of the time it is asked at, from the chain time read', async () => {
    vi.useFakeTimers()
    const { pool } = movingNode()
    let now = 1_000
    const ready = keepHeaderReady(pool, () => now)
    await vi.advanceTimersByTimeAsync(0)
    now = 6_500
    expect(ready.header()?.expiration).toBe('2026-01-01T00:00:35')
    ready.stop()
  })

  it('none once the last reference is older than TAPOS_STALE_MS by the device clock, as after a sleep', async () => {
    vi.useFakeTimers()
    const { pool } = movingNode()
    // The monotonic clock did not count the sleep; the device's clock did.
    let wall = 0
    const ready = keepHeaderReady(
      pool,
      () => 0,
      () => wall,
    )
    await vi.advanceTimersByTimeAsync(0)
    wall = TAPOS_STALE_MS
    expect(ready.header()?.ref_block_num).toBe(107)
    wall = TAPOS_STALE_MS + 1
    // WharfKit then resolves the header itself, from the chain.
    expect(ready.header()).toBeUndefined()
    // A clock set back by as much is no better.
    wall = -TAPOS_STALE_MS - 1
    expect(ready.header()).toBeUndefined()
    // The next read gives a header again.
    await vi.advanceTimersByTimeAsync(TAPOS_REFRESH_MS)
    expect(ready.header()?.ref_block_num).toBe(117)
    ready.stop()
  })

  it('a failed read keeps the last header only while it is fresh', async () => {
    vi.useFakeTimers()
    const { node, pool } = movingNode()
    const ready = keepHeaderReady(pool, () => 0)
    await vi.advanceTimersByTimeAsync(0)
    node.down = true
    await vi.advanceTimersByTimeAsync(TAPOS_STALE_MS)
    expect(ready.header()?.ref_block_num).toBe(107)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready.header()).toBeUndefined()
    ready.stop()
  })

  it('stop reads no more', async () => {
    vi.useFakeTimers()
    const { node, pool } = movingNode()
    const ready = keepHeaderReady(pool, () => 0)
    await vi.advanceTimersByTimeAsync(0)
    ready.stop()
    await vi.advanceTimersByTimeAsync(TAPOS_REFRESH_MS)
    expect(node.reads).toBe(1)
    expect(ready.header()?.ref_block_num).toBe(107)
    // Never read again, it grows stale.
    await vi.advanceTimersByTimeAsync(2 * TAPOS_REFRESH_MS)
    expect(node.reads).toBe(1)
    expect(ready.header()).toBeUndefined()
  })
})
