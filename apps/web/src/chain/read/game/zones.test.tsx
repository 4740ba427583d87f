import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { ChainDataError } from '../../transport/errors'
import { parseRows } from '../../transport/parse'
import { useZones, ZoneSchema, zonesQuery } from './zones'

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
    await expect(client.fetchQuery(zonesQuery(fakeNetwork()))).resolves.toEqual([PARSED])
    expect(requests[0]?.body).toMatchObject({ table: 'zones', limit: 1000 })
  })

  it('parses zones, normalizing flags and big values', () => {
    expect(parseRows(ZoneSchema, [ZONE], 'T')).toEqual([PARSED])
  })

  it('names the table, the row and the field of a malformed zone', async () => {
    const bad = { ...ZONE, id: 2, power: [{ key: 'win', value: 'lots' }] }
    serveTables({ 'dov.game/dov.game/zones': { rows: [ZONE, bad] } })
    const { client } = createTestQueryClient()
    const error = await client.fetchQuery(zonesQuery(fakeNetwork())).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainDataError)
    expect(String(error)).toContain('dov.game/zones: row 1: power.0.value: expected an integer')
  })

  it("passes the caller's select and enabled through", async () => {
    const { fetch } = serveTables({ 'dov.game/dov.game/zones': { rows: [ZONE] } })
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const { result, rerender } = renderHook(
      ({ enabled }) => useZones({ enabled, select: (zones) => zones.map((z) => z.name) }, network),
      { wrapper, initialProps: { enabled: false } },
    )
    expectTypeOf(result.current.data).toEqualTypeOf<string[] | undefined>()
    expect(result.current.fetchStatus).toBe('idle')
    expect(fetch).not.toHaveBeenCalled()
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.data).toEqual(['Bunker']))
  })
})
