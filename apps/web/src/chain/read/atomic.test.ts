import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOwnedAssets, getTemplate } from './atomic'
import { ChainApiError, ChainDataError } from './errors'
import { fakeAtomicAsset as aaAsset, createFakeNode } from './fakeNode'
import { fakeNetwork } from './testUtils'

afterEach(() => {
  vi.unstubAllGlobals()
})

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

  it('reads the next page when a page is full, up to the cap', async () => {
    const many = Array.from({ length: 2500 }, (_, i) => aaAsset(i + 1, 'player1', 'units'))
    const node = createFakeNode({ assets: many })
    vi.stubGlobal('fetch', node.fetch)
    expect(await getOwnedAssets(fakeNetwork(), 'player1')).toHaveLength(2500)
    expect(node.requests.map((r) => new URLSearchParams(r.path.split('?')[1]).get('page'))).toEqual(
      ['1', '2', '3'],
    )
    expect(await getOwnedAssets(fakeNetwork(), 'player1', { maxPages: 2 })).toHaveLength(2000)
  })

  it('fails over to the next AtomicAssets endpoint', async () => {
    const node = createFakeNode({ assets: [aaAsset(1, 'player1', 'units')] })
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        input.startsWith('https://aa1.test')
          ? Promise.resolve(new Response('Bad gateway', { status: 502 }))
          : node.fetch(input, init),
      ),
    )
    const network = fakeNetwork({ atomicEndpoints: ['https://aa1.test', 'https://aa2.test'] })
    await expect(getOwnedAssets(network, 'player1')).resolves.toHaveLength(1)
  })

  it('reports an API error and a malformed asset clearly', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: 'Invalid owner' }), {
            status: 400,
          }),
      ),
    )
    await expect(getOwnedAssets(fakeNetwork(), 'player1')).rejects.toEqual(
      new ChainApiError(400, 'Invalid owner'),
    )

    const bad = { ...aaAsset(7, 'player1', 'units'), data: { img: 'x', rarity: 'Mythic' } }
    const node = createFakeNode({ assets: [aaAsset(8, 'player1', 'units'), bad] })
    vi.stubGlobal('fetch', node.fetch)
    const error = await getOwnedAssets(fakeNetwork(), 'player1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainDataError)
    expect(String(error)).toContain('atomicassets/assets: row 1: data.rarity: expected a rarity')
  })
})

describe('getTemplate', () => {
  it('posts to the template path and reads name and image', async () => {
    const node = createFakeNode({
      templates: {
        'dov.army/7': { template_id: '7', immutable_data: { name: 'Clock', img: 'QmClock' } },
      },
    })
    vi.stubGlobal('fetch', node.fetch)
    await expect(getTemplate(fakeNetwork(), 7)).resolves.toEqual({
      template_id: 7,
      name: 'Clock',
      img: 'QmClock',
    })
    expect(node.requests[0]).toMatchObject({
      method: 'POST',
      path: '/atomicassets/v1/templates/dov.army/7',
    })
    await expect(getTemplate(fakeNetwork(), 8)).rejects.toThrow('Template not found')
  })
})
