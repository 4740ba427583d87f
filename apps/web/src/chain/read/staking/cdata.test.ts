import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import { CraftDataSchema, craftDataRead } from './cdata'

afterEach(() => {
  vi.unstubAllGlobals()
})

const CDATA = {
  template_id: 7,
  type: 'tool',
  costs: ['10.0000 DOVX'],
  schema: 'tools',
  available: 3,
}

describe('staking cdata', () => {
  it('reads 10 recipes of the contract scope', async () => {
    const { requests } = serveTables({ 'dov.stake/dov.stake/cdata': { rows: [CDATA] } })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(craftDataRead.query(fakeNetwork()))).resolves.toEqual([CDATA])
    expect(requests[0]?.body).toMatchObject({ table: 'cdata', limit: 10 })
  })

  it('parses a recipe', () => {
    expect(parseRows(CraftDataSchema, [{ ...CDATA, available: '3' }], 'T')).toEqual([CDATA])
    expect(() => parseRows(CraftDataSchema, [{ ...CDATA, costs: 'x' }], 'T')).toThrow('costs')
  })
})
