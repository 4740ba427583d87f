import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_RETRY_MS } from '../../chain/read/silent'
import { createTestQueryClient, serveTables } from '../../test/testUtils'
import { useReadyClaims } from './useReadyClaims'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const EMPTY = { rows: [] }

describe('useReadyClaims', () => {
  it('after a failed read, reads again by itself and recovers with the chain', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serveTables({}) // the chain is down: every read fails
    const { wrapper } = createTestQueryClient()
    const { result } = renderHook(() => useReadyClaims('player1', 1_700_000_000), { wrapper })
    await waitFor(() => expect(result.current.reads.status).toBe('error'))

    // The chain is back (nothing staked, no division): no click, the next timed read finds it.
    serveTables({
      'dov.stake/dov.stake/buildings': EMPTY,
      'dov.stake/dov.stake/bdata': EMPTY,
      'dov.stake/dov.stake/mships': EMPTY,
      'dov.game/dov.game/sdivisions': { rows: [], secondary: { 2: (row) => String(row.owner) } },
    })
    await vi.advanceTimersByTimeAsync(UNKNOWN_RETRY_MS)
    await waitFor(() => expect(result.current.reads.status).toBe('ready'))
    expect(result.current.count).toBe(0)
  })
})
