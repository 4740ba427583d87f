import { skipToken } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAtomicAsset as aaAsset, createFakeNode } from '../../../test/fakeNode'
import { createTestQueryClient, fakeNetwork } from '../../../test/testUtils'
import { parseWith } from '../../transport/parse'
import { AtomicAssetSchema, getOwnedAssets, ownedAssetsQuery } from './assets'
import { usePlayerCards } from './playerCards'

afterEach(() => {
  vi.unstubAllGlobals()
})

const UDATA = [
  { template_id: 101, type: 'combat', power: 1000000, bonus: [{ key: 'desert', value: 2000 }] },
  { template_id: 102, type: 'officer', power: 500, bonus: [{ key: 'bonusw', value: 100000 }] },
]

describe('getOwnedAssets', () => {
  it('asks the spec query and flattens the answer', async () => {
    const node = createFakeNode({
      assets: [
        aaAsset('1099511627776', 'player1', 'units'),
        aaAsset('1099511627777', 'player1', 'buildings'),
        aaAsset('1099511627778', 'player2', 'units'),
      ],
    })
    vi.stubGlobal('fetch', node.fetch)
    const assets = await getOwnedAssets(fakeNetwork(), 'player1')
    expect(assets.map((a) => a.asset_id)).toEqual(['1099511627777', '1099511627776'])
    expect(assets[0]).toEqual({
      asset_id: '1099511627777',
      name: 'Card 1099511627777',
      img: 'QmImage1099511627777',
      template_id: 101,
      schema: 'buildings',
      fusion: 1,
      rarity: 'Rare',
      utility: '',
    })
    expect(node.requests[0]).toMatchObject({
      method: 'GET',
      path: '/atomicassets/v1/assets?collection_name=dov.army&owner=player1&page=1&limit=1000&order=desc&sort=asset_id',
    })
  })

  it('filters by schema when asked', async () => {
    const node = createFakeNode({
      assets: [aaAsset(1, 'player1', 'units'), aaAsset(2, 'player1', 'tools')],
    })
    vi.stubGlobal('fetch', node.fetch)
    const assets = await getOwnedAssets(fakeNetwork(), 'player1', { schema: 'tools' })
    expect(assets.map((a) => a.asset_id)).toEqual(['2'])
    expect(node.requests[0]?.path).toContain('&schema_name=tools')
  })

  it('reads the next page when a page is full, up to 10 pages', async () => {
    const many = Array.from({ length: 2500 }, (_, i) => aaAsset(i + 1, 'player1', 'units'))
    const node = createFakeNode({ assets: many })
    vi.stubGlobal('fetch', node.fetch)
    expect(await getOwnedAssets(fakeNetwork(), 'player1')).toHaveLength(2500)
    expect(node.requests.map((r) => new URLSearchParams(r.path.split('?')[1]).get('page'))).toEqual(
      ['1', '2', '3'],
    )
    expect(await getOwnedAssets(fakeNetwork(), 'player1', { maxPages: 2 })).toHaveLength(2000)
  })
})

describe('AtomicAssetSchema', () => {
  const asset = {
    asset_id: '1099511627776',
    name: 'Sniper',
    data: { img: 'QmSniper', name: 'Sniper', fusion: '2', rarity: 'Epic' },
    template: { template_id: '101' },
    schema: { schema_name: 'units' },
    owner: 'player1',
  }

  it('flattens an asset', () => {
    expect(parseWith(AtomicAssetSchema, asset, 'T')).toEqual({
      asset_id: '1099511627776',
      name: 'Sniper',
      img: 'QmSniper',
      template_id: 101,
      schema: 'units',
      fusion: 2,
      rarity: 'Epic',
      utility: '',
    })
  })

  it('takes the data name when the asset has none, and a template-less asset as template 0', () => {
    const { name: _, ...noName } = asset
    expect(parseWith(AtomicAssetSchema, { ...noName, template: null }, 'T')).toMatchObject({
      name: 'Sniper',
      template_id: 0,
    })
    const nameless = { ...asset, name: null, data: { rarity: 'Common', img: null, fusion: null } }
    expect(parseWith(AtomicAssetSchema, nameless, 'T')).toMatchObject({
      name: '',
      img: '',
      fusion: 0,
    })
  })

  it("reads the asset's mint number; none for a template-less asset's 0 or an API that omits it", () => {
    expect(parseWith(AtomicAssetSchema, { ...asset, template_mint: '12' }, 'T')).toMatchObject({
      mint: 12,
    })
    for (const without of [
      { ...asset, template: null, template_mint: '0' },
      asset,
      { ...asset, template_mint: null },
    ])
      expect(parseWith(AtomicAssetSchema, without, 'T').mint).toBeUndefined()
    expect(() => parseWith(AtomicAssetSchema, { ...asset, template_mint: 'twelve' }, 'T')).toThrow(
      'template_mint',
    )
  })

  it('refuses an asset without a rarity', () => {
    const bad = { ...asset, data: { img: 'x' } }
    expect(() => parseWith(AtomicAssetSchema, bad, 'T')).toThrow('data.rarity')
  })
})

describe('owned assets', () => {
  it('keys by collection, owner and schema, and waits for an account', () => {
    const network = fakeNetwork()
    expect(ownedAssetsQuery(network, 'player1', 'units').queryKey).toEqual([
      'chain',
      network.chainId,
      'atomic',
      'assets',
      'dov.army',
      'player1',
      { schema: 'units' },
    ])
    expect(ownedAssetsQuery(network, null).queryFn).toBe(skipToken)
  })

  it("joins the player's unit cards with udata: type, power only for combat, bonus; by id too", async () => {
    const node = createFakeNode({
      tables: {
        'dov.game/dov.game/udata': { rows: UDATA, primary: (r) => r.template_id as number },
      },
      assets: [
        aaAsset(3, 'player1', 'units', 101),
        aaAsset(2, 'player1', 'units', 102),
        aaAsset(1, 'player1', 'buildings', 300, { utility: 'Fuel' }),
      ],
    })
    vi.stubGlobal('fetch', node.fetch)
    const { wrapper } = createTestQueryClient()
    const { result } = renderHook(() => usePlayerCards('player1', {}, fakeNetwork()), {
      wrapper,
    })
    expect(result.current.cards).toEqual([])
    await waitFor(() => expect(result.current.cards).toHaveLength(2))
    expect(
      result.current.cards.map(({ asset_id, type, power, bonus }) => ({
        asset_id,
        type,
        power,
        bonus,
      })),
    ).toEqual([
      { asset_id: '3', type: 'combat', power: 1000000, bonus: UDATA[0]?.bonus },
      { asset_id: '2', type: 'officer', power: 0, bonus: UDATA[1]?.bonus },
    ])
    expect(result.current.byId.get('2')).toBe(result.current.cards[1])
    expect(result.current.assets.isError || result.current.udata.isError).toBe(false)
  })

  it('shows an error state when the asset answer is malformed', async () => {
    const node = createFakeNode({
      tables: { 'dov.game/dov.game/udata': { rows: UDATA } },
      assets: [aaAsset(1, 'player1', 'units', 101, { rarity: 42 })],
    })
    vi.stubGlobal('fetch', node.fetch)
    const { wrapper } = createTestQueryClient()
    const { result } = renderHook(() => usePlayerCards('player1', {}, fakeNetwork()), {
      wrapper,
    })
    await waitFor(() => expect(result.current.assets.isError).toBe(true))
    expect(result.current.assets.error?.name).toBe('ChainDataError')
    expect(result.current.cards).toEqual([])
  })
})
