import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeNode, fakeAtomicAsset } from '../../test/fakeNode'
import { createTestQueryClient } from '../../test/testUtils'
import { cachedReadyCount } from './panel'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

type Row = Record<string, unknown>
const T0 = 1_700_000_000

/** A Repair building finishing at T0 + 1200 and a division in zone 1 whose fight ends at T0 + 600. */
const TABLES = {
  'dov.stake/dov.stake/buildings': {
    rows: [
      {
        asset_id: '101',
        owner: 'player3',
        template_id: 7,
        last_claim: T0,
        type: 'Repair',
        rarity: 'Rare',
      },
    ],
  },
  'dov.stake/dov.stake/bdata': {
    rows: [
      {
        template_id: 7,
        type: 'Repair',
        token_in: ['3.0000 DOVX'],
        token_out: ['9.0000 DOVR'],
        rarity: 'Rare',
        delay: 1200,
      },
    ],
    primary: (row: Row) => Number(row.template_id),
  },
  'dov.stake/dov.stake/mships': { rows: [] },
  'dov.game/dov.game/sdivisions': {
    rows: [
      {
        divID: 5,
        owner: 'player3',
        zoneID: 1,
        end_time: T0 + 600,
        units: [{ key: 'combat4', value: '302' }],
      },
    ],
    primary: (row: Row) => Number(row.divID),
    secondary: { 2: (row: Row) => String(row.owner) },
  },
  'dov.game/dov.game/zones': {
    rows: [
      {
        id: 1,
        name: 'Omaha Beach',
        terrain: 'plain',
        open: 1,
        nbwins: 1,
        wmini: 0,
        nextZone: 2,
        costs: [{ key: 'DOVX', value: 5_000 }],
        resolutions: [{ key: 'win', value: 30_000 }],
        pre_allow: [],
        power: [{ key: 'win', value: 1_000_000 }],
      },
    ],
  },
  'dov.game/dov.game/udata': {
    rows: [{ template_id: 2, type: 'combat', power: 1_500_000, bonus: [] }],
    primary: (row: Row) => Number(row.template_id),
  },
}

describe('useReadyCount', () => {
  it('counts what the panel counts, from the panel’s reads, once its chunk is there; and follows the chain clock', async () => {
    // Fresh modules: with one environment per worker, another file may have loaded the chunk, or
    // synced the app's chain clock to a real head (chainNow would then be today, not T0).
    vi.resetModules()
    const { loadClaimAll, useReadyCount } = await import('./useReadyCount')
    const { chainNow } = await import('../../chain/read/chainTime')
    const { useReadyClaims } = await import('./useReadyClaims')
    const { cachedReadyCount } = await import('./panel')
    vi.useFakeTimers({ now: (T0 + 100) * 1000, shouldAdvanceTime: true })
    const node = createFakeNode({
      tables: TABLES,
      assets: [fakeAtomicAsset(302, 'player3', 'units', 2)],
    })
    vi.stubGlobal('fetch', vi.fn(node.fetch))
    const { client, wrapper } = createTestQueryClient()
    const { result, rerender } = renderHook(
      () => ({
        panel: useReadyClaims('player3', chainNow()),
        title: useReadyCount(client, 'player3'),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.panel.reads.status).toBe('ready'))
    await vi.advanceTimersByTimeAsync(500_000)
    rerender() // the panel's own clock (`useChainNow`) would re-render it
    // The fight is over, but the shell counts only once the panel's chunk has arrived.
    expect(result.current.panel.count).toBe(1)
    expect(result.current.title).toBe(0)

    await act(() => loadClaimAll())
    await vi.advanceTimersByTimeAsync(1_000)
    expect(result.current.title).toBe(1)
    // The building finishes at T0 + 1200: the title follows within a second, as the panel does.
    await vi.advanceTimersByTimeAsync(600_000)
    expect(result.current.title).toBe(2)
    rerender()
    expect(result.current.panel.count).toBe(2)
    expect(cachedReadyCount(client, 'player3')).toBe(2)
  })

  it('logged out, nothing is counted', async () => {
    const { loadClaimAll, useReadyCount } = await import('./useReadyCount')
    await loadClaimAll()
    const { client, wrapper } = createTestQueryClient()
    const { result } = renderHook(() => useReadyCount(client, null), { wrapper })
    expect(result.current).toBe(0)
    expect(cachedReadyCount(client, null)).toBe(0)
  })
})
