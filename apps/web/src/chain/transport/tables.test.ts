import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeNode } from '../../test/fakeNode'
import { fakeNetwork } from '../../test/testUtils'
import { ChainDataError } from './errors'
import { ChainInt } from './scalars'
import { readAllTable, readTable } from './tables'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ZoneWinsSchema = v.object({ zone: ChainInt, wins: ChainInt })

const rows = Array.from({ length: 7 }, (_, i) => ({ zone: i + 1, wins: String(i) }))

describe('table reads', () => {
  it('parse the rows of one page or of every page', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeNode({ tables: { 'dov.game/p/infos': { rows, primary: (r) => r.zone as number } } })
        .fetch,
    )
    const network = fakeNetwork()
    const query = { code: 'dov.game', scope: 'p', table: 'infos', limit: 3 }
    await expect(readTable(network, query, ZoneWinsSchema)).resolves.toEqual([
      { zone: 1, wins: 0 },
      { zone: 2, wins: 1 },
      { zone: 3, wins: 2 },
    ])
    const all = await readAllTable(network, query, ZoneWinsSchema)
    expect(all.rows).toHaveLength(7)
    expect(all.truncated).toBe(false)
    await expect(
      readAllTable(network, query, ZoneWinsSchema, { maxPages: 2 }),
    ).resolves.toMatchObject({
      truncated: true,
    })
  })

  it('name the contract and table of a malformed row', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeNode({ tables: { 'dov.game/p/infos': { rows: [{ zone: 1 }] } } }).fetch,
    )
    const error = await readTable(
      fakeNetwork(),
      { code: 'dov.game', scope: 'p', table: 'infos' },
      ZoneWinsSchema,
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainDataError)
    expect(error).toMatchObject({ source: 'dov.game/infos' })
    expect(String(error)).toContain('row 0: wins')
  })
})
