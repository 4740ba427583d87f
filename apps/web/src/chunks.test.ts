import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunks'

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('resolves with the module when it loads', async () => {
    await expect(loadChunk('hof', () => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 })
  })

  it('names the chunk when the import fails', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module')
    const result = loadChunk('craft', () => Promise.reject(cause))
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError)
    await expect(result).rejects.toMatchObject({ message: 'Loading chunk craft failed', cause })
  })

  it('fails a chunk that has not loaded after 120000 ms', async () => {
    const result = loadChunk('fight', () => new Promise<never>(() => {}))
    const assertion = expect(result).rejects.toThrow('Loading chunk fight failed')
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1)
    await Promise.resolve()
    vi.advanceTimersByTime(1)
    await assertion
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
  })
})
