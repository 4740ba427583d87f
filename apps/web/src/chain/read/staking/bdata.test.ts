import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import { BuildingDataSchema, buildingDataRead } from './bdata'

afterEach(() => {
  vi.unstubAllGlobals()
})

const BDATA = {
  template_id: 20,
  type: 'Fuel',
  token_in: ['1.0000 DOVX'],
  token_out: ['2.0000 DOVF'],
  rarity: 'Rare',
  delay: 3600,
}

describe('staking bdata', () => {
  it('reads building templates 1000 a page, to the end', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => ({ ...BDATA, template_id: i + 1 }))
    const { requests } = serveTables({
      'dov.stake/dov.stake/bdata': { rows, primary: (row) => row.template_id as number },
    })
    const { client } = createTestQueryClient()
    const read = await client.fetchQuery(buildingDataRead.query(fakeNetwork()))
    expect(read).toHaveLength(1500)
    expect(read[0]).toEqual({ ...BDATA, template_id: 1 })
    expect(requests.map((r) => [r.body?.table, r.body?.limit, r.body?.lower_bound])).toEqual([
      ['bdata', 1000, ''],
      ['bdata', 1000, '1001'],
    ])
  })

  it('parses a template and refuses a rate that is not an asset', () => {
    expect(parseRows(BuildingDataSchema, [BDATA], 'T')).toEqual([BDATA])
    expect(() => parseRows(BuildingDataSchema, [{ ...BDATA, token_in: ['lots'] }], 'T')).toThrow(
      'token_in.0: expected an asset',
    )
  })
})
