import { describe, expect, it, vi } from 'vitest'
import { headerFrom, parseChainTime, readTapos } from './tapos'

describe('parseChainTime', () => {
  it('reads nodeos times as UTC', () => {
    expect(parseChainTime('2026-11-22T10:00:00.500')).toBe(Date.UTC(2026, 10, 22, 10, 0, 0, 500))
    expect(parseChainTime('2026-11-22T10:00:00Z')).toBe(Date.UTC(2026, 10, 22, 10, 0, 0))
  })
  it('refuses garbage', () => {
    expect(() => parseChainTime('yesterday')).toThrow(/Invalid chain time/)
  })
})

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
      max_net_usage_words: 0,
      max_cpu_usage_ms: 0,
      delay_sec: 0,
    })
  })

  it('never moves chain time backwards when the local clock does', () => {
    expect(headerFrom(ref, 0).expiration).toBe('2026-01-01T00:00:30')
  })
})

describe('readTapos', () => {
  it('references the block 3 behind the head', async () => {
    const post = vi.fn(async (path: string) =>
      path.endsWith('get_info')
        ? { head_block_num: 503, head_block_time: '2026-01-01T00:00:00.000' }
        : { block_num: 500, ref_block_prefix: 987654 },
    )
    const ref = await readTapos(post, () => 42)
    expect(post).toHaveBeenLastCalledWith('/v1/chain/get_block_info', { block_num: 500 })
    expect(ref).toEqual({
      blockNum: 500,
      refBlockPrefix: 987654,
      headTimeMs: Date.UTC(2026, 0, 1),
      readAt: 42,
    })
  })

  it('fails clearly on a malformed answer', async () => {
    await expect(
      readTapos(
        async () => ({}),
        () => 0,
      ),
    ).rejects.toThrow(/head block/)
  })
})
