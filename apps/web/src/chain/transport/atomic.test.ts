import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeNode, fakeAtomicAsset } from '../../test/fakeNode'
import { fakeNetwork } from '../../test/testUtils'
import { getAtomicItem, getAtomicPages } from './atomic'
import { ChainApiError, ChainDataError } from './errors'
import { ChainId, RaritySchema } from './scalars'

afterEach(() => {
  vi.unstubAllGlobals()
})

const Item = v.object({ asset_id: ChainId, data: v.object({ rarity: RaritySchema }) })
const source = 'atomicassets/assets'

function pathOfPage(limit: number) {
  return (page: number) =>
    `/atomicassets/v1/assets?collection_name=dov.army&owner=player1&page=${page}&limit=${limit}`
}

describe('getAtomicPages', () => {
  it('reads the next page while a page is full, up to the cap', async () => {
    const many = Array.from({ length: 25 }, (_, i) => fakeAtomicAsset(i + 1, 'player1', 'units'))
    const node = createFakeNode({ assets: many })
    vi.stubGlobal('fetch', node.fetch)
    const options = { pageSize: 10, maxPages: 10, source }
    const items = await getAtomicPages(fakeNetwork(), pathOfPage(10), Item, options)
    expect(items.map((item) => item.asset_id)[0]).toBe('25')
    expect(items).toHaveLength(25)
    expect(node.requests.map((r) => new URLSearchParams(r.path.split('?')[1]).get('page'))).toEqual(
      ['1', '2', '3'],
    )
    const capped = { ...options, maxPages: 2 }
    await expect(getAtomicPages(fakeNetwork(), pathOfPage(10), Item, capped)).resolves.toHaveLength(
      20,
    )
  })

  it('fails over to the next AtomicAssets endpoint', async () => {
    const node = createFakeNode({ assets: [fakeAtomicAsset(1, 'player1', 'units')] })
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        input.startsWith('https://aa1.test')
          ? Promise.resolve(new Response('Bad gateway', { status: 502 }))
          : node.fetch(input, init),
      ),
    )
    const network = fakeNetwork({ atomicEndpoints: ['https://aa1.test', 'https://aa2.test'] })
    const options = { pageSize: 10, maxPages: 1, source }
    await expect(getAtomicPages(network, pathOfPage(10), Item, options)).resolves.toHaveLength(1)
  })

  it('reports an API error and a malformed item clearly', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: 'Invalid owner' }), {
            status: 400,
          }),
      ),
    )
    const options = { pageSize: 10, maxPages: 1, source }
    await expect(getAtomicPages(fakeNetwork(), pathOfPage(10), Item, options)).rejects.toEqual(
      new ChainApiError(400, 'Invalid owner'),
    )

    const bad = { ...fakeAtomicAsset(7, 'player1', 'units'), data: { rarity: 'Mythic' } }
    const node = createFakeNode({ assets: [fakeAtomicAsset(8, 'player1', 'units'), bad] })
    vi.stubGlobal('fetch', node.fetch)
    const error = await getAtomicPages(fakeNetwork(), pathOfPage(10), Item, options).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ChainDataError)
    expect(String(error)).toContain('atomicassets/assets: row 1: data.rarity: expected a rarity')
  })
})

describe('getAtomicItem', () => {
  it('sends the method asked, parses the data and rejects a failed answer', async () => {
    const node = createFakeNode({
      templates: { 'dov.army/7': { template_id: '7', immutable_data: { name: 'Clock' } } },
    })
    vi.stubGlobal('fetch', node.fetch)
    const Template = v.object({ template_id: v.string() })
    const path = '/atomicassets/v1/templates/dov.army/7'
    await expect(
      getAtomicItem(fakeNetwork(), path, Template, { method: 'POST', source: 't/7' }),
    ).resolves.toEqual({ template_id: '7' })
    expect(node.requests[0]).toMatchObject({ method: 'POST', path })
    const missing = '/atomicassets/v1/templates/dov.army/8'
    await expect(
      getAtomicItem(fakeNetwork(), missing, Template, { source: 't/8' }),
    ).rejects.toThrow('Template not found')
    expect(node.requests[1]?.method).toBe('GET')
  })
})
