import { describe, expect, it, vi } from 'vitest'
import { combineReads, type ReadState } from './combine'

function read(overrides: Partial<ReadState> = {}): ReadState {
  return { data: [], isError: false, error: null, refetch: vi.fn(), ...overrides }
}

describe('combineReads', () => {
  it('is ready when every read has data', () => {
    expect(combineReads([read(), read()]).status).toBe('ready')
  })

  it('is loading while a read has no data yet', () => {
    expect(combineReads([read(), read({ data: undefined })]).status).toBe('loading')
  })

  it('fails with the error of a read that has no data', () => {
    const error = new Error('node down')
    const state = combineReads([
      read({ data: undefined }),
      read({ data: undefined, isError: true, error }),
    ])
    expect(state).toMatchObject({ status: 'error', error })
  })

  it('keeps showing data when only a background refetch failed', () => {
    expect(combineReads([read({ isError: true, error: new Error('x') })]).status).toBe('ready')
  })

  it('retries every read', () => {
    const reads = [read(), read({ data: undefined, isError: true, error: new Error('x') })]
    combineReads(reads).retry()
    for (const r of reads) expect(r.refetch).toHaveBeenCalledOnce()
  })
})
