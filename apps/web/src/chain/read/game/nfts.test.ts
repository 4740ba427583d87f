import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import { NftRowSchema, nftsRead } from './nfts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('game nfts', () => {
  it('reads the placed cards 1000 a page, saying whether the page cap cut them', async () => {
    const { requests } = serveTables({
      'dov.game/dov.game/nfts': {
        rows: [{ asset_id: '1099511627776', owner: 'p', template_id: 101 }],
      },
    })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(nftsRead.query(fakeNetwork()))).resolves.toEqual({
      rows: [{ asset_id: '1099511627776', owner: 'p', template_id: 101 }],
      truncated: false,
    })
    expect(requests[0]?.body).toMatchObject({ table: 'nfts', limit: 1000 })
  })

  it('parses asset ids as strings and template ids as numbers', () => {
    expect(parseRows(NftRowSchema, [{ asset_id: 5, owner: 'p', template_id: '9' }], 'T')).toEqual([
      { asset_id: '5', owner: 'p', template_id: 9 },
    ])
  })
})
