import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { toolDataRead } from './tdata'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('staking tdata', () => {
  it('reads tool templates with their stake fees', async () => {
    const { requests } = serveTables({
      'dov.stake/dov.stake/tdata': {
        rows: [{ template_id: 60, type: 'effort', rarity: 5, fee: ['5.0000 DOVS'] }],
      },
    })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(toolDataRead.query(fakeNetwork()))).resolves.toEqual([
      { template_id: 60, type: 'effort', rarity: 'Legendary', fee: ['5.0000 DOVS'] },
    ])
    expect(requests[0]?.body).toMatchObject({ table: 'tdata', limit: 1000 })
  })

  it('rejects a row whose fee is not an asset', async () => {
    serveTables({
      'dov.stake/dov.stake/tdata': {
        rows: [{ template_id: 60, type: 'effort', rarity: 5, fee: ['five'] }],
      },
    })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(toolDataRead.query(fakeNetwork()))).rejects.toThrow(/fee/)
  })
})
