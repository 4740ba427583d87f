import { skipToken } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FakeTable } from '../../../test/fakeNode'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { ChainDataError } from '../../transport/errors'
import { parseRows } from '../../transport/parse'
import { allDivisionsQuery, DivisionSchema, ownerDivisionsQuery } from './sdivisions'

afterEach(() => {
  vi.unstubAllGlobals()
})

function division(divID: number, owner: string) {
  return {
    divID,
    owner,
    zoneID: 1,
    end_time: 0,
    units: [{ key: 'officer', value: String(1099511627776 + divID) }],
  }
}

const SDIVISIONS = (rows: ReturnType<typeof division>[]): FakeTable => ({
  rows,
  primary: (row) => row.divID as number,
  secondary: { 2: (row) => row.owner as string },
})

describe('game sdivisions', () => {
  it("reads an owner's divisions through the owner index", async () => {
    const { requests } = serveTables({
      'dov.game/dov.game/sdivisions': SDIVISIONS([
        division(1, 'player1'),
        division(2, 'player2'),
        division(3, 'player1'),
      ]),
    })
    const { client } = createTestQueryClient()
    const rows = await client.fetchQuery(ownerDivisionsQuery(fakeNetwork(), 'player1'))
    expect(rows.map((d) => d.divID)).toEqual([1, 3])
    expect(rows[0]?.units).toEqual([{ key: 'officer', value: '1099511627777' }])
    expect(requests[0]?.body).toMatchObject({
      table: 'sdivisions',
      index_position: '2',
      key_type: 'name',
      lower_bound: 'player1',
      upper_bound: 'player1',
      limit: 1000,
    })
    expect(ownerDivisionsQuery(fakeNetwork(), null).queryFn).toBe(skipToken)
  })

  it('scans every division 1000 a page for the Hall of Fame', async () => {
    const all = Array.from({ length: 2500 }, (_, i) => division(i + 1, `p${i % 50}`))
    const { requests } = serveTables({ 'dov.game/dov.game/sdivisions': SDIVISIONS(all) })
    const { client } = createTestQueryClient()
    const result = await client.fetchQuery(allDivisionsQuery(fakeNetwork()))
    expect(result.rows).toHaveLength(2500)
    expect(result.truncated).toBe(false)
    expect(requests.map((r) => r.body?.lower_bound)).toEqual(['', '1001', '2001'])
  })

  it('makes a malformed division a ChainDataError naming the table', async () => {
    serveTables({
      'dov.game/dov.game/sdivisions': SDIVISIONS([
        { ...division(1, 'p'), end_time: 'soon' } as never,
      ]),
    })
    const { client } = createTestQueryClient()
    const error = await client.fetchQuery(allDivisionsQuery(fakeNetwork())).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainDataError)
    expect(String(error)).toContain('dov.game/sdivisions: row 0: end_time')
  })

  it('parses asset ids as strings and any end_time form', () => {
    const rows = [
      {
        divID: 1,
        owner: 'a',
        zoneID: 3,
        end_time: 0,
        units: [{ key: 'officer', value: 1099511627776 }],
      },
      { divID: '2', owner: 'a', zoneID: 3, end_time: -1, units: [] },
      { divID: 3, owner: 'b', zoneID: 1, end_time: '2025-01-01T00:10:00', units: [] },
    ]
    expect(parseRows(DivisionSchema, rows, 'T')).toEqual([
      {
        divID: 1,
        owner: 'a',
        zoneID: 3,
        end_time: 0,
        units: [{ key: 'officer', value: '1099511627776' }],
      },
      { divID: 2, owner: 'a', zoneID: 3, end_time: -1, units: [] },
      { divID: 3, owner: 'b', zoneID: 1, end_time: Date.UTC(2025, 0, 1, 0, 10) / 1000, units: [] },
    ])
  })
})
