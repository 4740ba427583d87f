import { useQuery } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeNode } from '../../../test/fakeNode'
import { createTestQueryClient, fakeNetwork, stubFetchCountingPeak } from '../../../test/testUtils'
import { parseWith } from '../../transport/parse'
import { AtomicTemplateSchema, craftTemplatesQuery, getTemplate } from './templates'

afterEach(() => {
  vi.unstubAllGlobals()
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

  it('reads a template with missing texts as empty', () => {
    const template = { template_id: '7', immutable_data: { img: 'QmTool', name: null }, schema: {} }
    expect(parseWith(AtomicTemplateSchema, template, 'T')).toEqual({
      template_id: 7,
      img: 'QmTool',
      name: '',
    })
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

  it('reads nothing while there are no ids', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const { wrapper } = createTestQueryClient()
    const { result } = renderHook(() => useQuery(craftTemplatesQuery(fakeNetwork(), [])), {
      wrapper,
    })
    expect(result.current.fetchStatus).toBe('idle')
    expect(fetch).not.toHaveBeenCalled()
  })
})
