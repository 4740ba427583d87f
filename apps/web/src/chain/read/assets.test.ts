import { skipToken } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { craftTemplatesQuery, ownedAssetsQuery, useOwnedAssets } from './assets'
import { createFakeNode, fakeAtomicAsset } from './fakeNode'
import { createTestQueryClient, fakeNetwork, stubFetchCountingPeak } from './testUtils'

afterEach(() => {
  vi.unstubAllGlobals()
})

const UDATA = [
  { template_id: 101, type: 'combat', power: 1000000, bonus: [{ key: 'desert', value: 2000 }] },
  { template_id: 102, type: 'officer', power: 500, bonus: [{ key: 'bonusw', value: 100000 }] },
]

describe('owned assets', () => {
  it('keys by collection, owner and schema, and waits for an account', () => {
    const network = fakeNetwork()
    expect(ownedAssetsQuery(network, 'player1', 'units').queryKey).toEqual([
      'chain',
      'atomic',
      'assets',
      'dov.army',
      'player1',
      { schema: 'units' },
    ])
    expect(ownedAssetsQuery(network, null).queryFn).toBe(skipToken)
  })

  it('enriches assets with udata: type, power only for combat, bonus', async () => {
    const node = createFakeNode({
      tables: {
        'dov.game/dov.game/udata': { rows: UDATA, primary: (r) => r.template_id as number },
      },
      assets: [
        fakeAtomicAsset(3, 'player1', 'units', 101),
        fakeAtomicAsset(2, 'player1', 'units', 102),
        fakeAtomicAsset(1, 'player1', 'buildings', 300, { utility: 'Fuel' }),
      ],
    })
    vi.stubGlobal('fetch', node.fetch)
    const { wrapper } = createTestQueryClient()
    const { result } = renderHook(() => useOwnedAssets('player1', undefined, fakeNetwork()), {
      wrapper,
    })
    expect(result.current.data).toEqual([])
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    expect(
      result.current.data.map(({ asset_id, type, power, bonus }) => ({
        asset_id,
        type,
        power,
        bonus,
      })),
    ).toEqual([
      { asset_id: '3', type: 'combat', power: 1000000, bonus: UDATA[0]?.bonus },
      { asset_id: '2', type: 'officer', power: 0, bonus: UDATA[1]?.bonus },
      { asset_id: '1', type: 'Fuel', power: 0, bonus: [] },
    ])
    expect(result.current).toMatchObject({ isLoading: false, isError: false, error: null })
  })

  it('shows an error state when the asset answer is malformed', async () => {
    const node = createFakeNode({
      tables: { 'dov.game/dov.game/udata': { rows: UDATA } },
      assets: [fakeAtomicAsset(1, 'player1', 'units', 101, { rarity: 42 })],
    })
    vi.stubGlobal('fetch', node.fetch)
    const { wrapper } = createTestQueryClient()
    const { result } = renderHook(() => useOwnedAssets('player1', undefined, fakeNetwork()), {
      wrapper,
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.name).toBe('ChainDataError')
    expect(result.current.data).toEqual([])
  })
})

describe('craft templates', () => {
  it('reads each template once, at most 4 at a time, in id order', async () => {
    const templates: Record<
      string,
      { template_id: string; immutable_data: { name: string; img: string } }
    > = {}
    for (let id = 1; id <= 9; id++) {
      templates[`dov.army/${id}`] = {
        template_id: String(id),
        immutable_data: { name: `Item ${id}`, img: `QmItem${id}` },
      }
    }
    const node = createFakeNode({ templates })
    const { peak } = stubFetchCountingPeak(node.fetch)
    const { client } = createTestQueryClient()
    const result = await client.fetchQuery(
      craftTemplatesQuery(fakeNetwork(), [9, 1, 2, 3, 4, 5, 6, 7, 8, 1]),
    )
    expect(result.map((t) => t.template_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(result[0]).toEqual({ template_id: 1, name: 'Item 1', img: 'QmItem1' })
    expect(node.requests).toHaveLength(9)
    expect(peak()).toBe(4)
  })
})
