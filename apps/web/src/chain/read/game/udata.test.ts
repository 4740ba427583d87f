import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import { UnitConfigSchema, unitConfigsRead } from './udata'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ROW = {
  template_id: 10,
  type: 'combat',
  power: 1000000,
  bonus: [{ key: 'desert', value: 2000 }],
}

describe('game udata', () => {
  it('reads unit configs 1000 a page', async () => {
    const { requests } = serveTables({
      'dov.game/dov.game/udata': { rows: [ROW], primary: (r) => r.template_id as number },
    })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(unitConfigsRead.query(fakeNetwork()))).resolves.toEqual([ROW])
    expect(requests[0]?.body).toMatchObject({ table: 'udata', limit: 1000 })
  })

  it('parses unit configs and refuses an unknown unit type', () => {
    expect(parseRows(UnitConfigSchema, [ROW], 'T')).toEqual([ROW])
    expect(() => parseRows(UnitConfigSchema, [{ ...ROW, type: 'dragon' }], 'T')).toThrow(
      'type: expected a unit type (officer, support, tactic, godmother, combat)',
    )
  })
})
