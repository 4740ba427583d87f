import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { parseRows } from '../../transport/parse'
import { configsRead, GameConfigSchema } from './configs'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('staking configs', () => {
  it('reads 4 rows of the contract scope', async () => {
    const { requests } = serveTables({
      'dov.stake/dov.stake/configs': { rows: [{ wfee: 5, use_dov: 1 }] },
    })
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(configsRead.query(fakeNetwork()))).resolves.toEqual([
      { wfee: 5, use_dov: true },
    ])
    expect(requests[0]?.body).toMatchObject({ scope: 'dov.stake', table: 'configs', limit: 4 })
  })

  it('parses use_dov as a bool or a 0/1 flag', () => {
    expect(parseRows(GameConfigSchema, [{ wfee: 5, use_dov: 0 }], 'T')).toEqual([
      { wfee: 5, use_dov: false },
    ])
  })
})
