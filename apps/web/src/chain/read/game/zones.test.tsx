import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { ChainDataError } from '../../transport/errors'
import { parseRows } from '../../transport/parse'
import { ZoneSchema, zonesRead } from './zones'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ZONE = {
  id: 1,
  name: 'Bunker',
  terrain: 'desert',
  open: 1,
  nbwins: 0,
  wmini: 0,
  nextZone: 2,
  costs: [{ key: 'DOVH', value: 10000 }],
  resolutions: [{ key: 'win', value: '25000' }],
  pre_allow: [],
  power: [{ key: 'win', value: 1500000 }],
}
const PARSED = { ...ZONE, open: true, resolutions: [{ key: 'win', value: 25000 }] }

describe('game zones', () => {
  it('reads the zones 1000 a page', async () => {
    const { requests } = serveTables({ 'dov.game/dov.game/zones': { rows: [ZONE] } })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(zonesRead.query(fakeNetwork()))).resolves.toEqual([PARSED])
    expect(requests[0]?.body).toMatchObject({ table: 'zones', limit: 1000 })
  })

  it('parses zones, normalizing flags and big values', () => {
    expect(parseRows(ZoneSchema, [ZONE], 'T')).toEqual([PARSED])
  })

  it('names the table, the row and the field of a malformed zone', async () => {
    const bad = { ...ZONE, id: 2, power: [{ key: 'win', value: 'lots' }] }
    serveTables({ 'dov.game/dov.game/zones': { rows: [ZONE, bad] } })
    const { client } = createTestQueryClient()
    const error = await client.fetchQuery(zonesRead.query(fakeNetwork())).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainDataError)
    expect(String(error)).toContain('dov.game/zones: row 1: power.0.value: expected an integer')
  })
})
