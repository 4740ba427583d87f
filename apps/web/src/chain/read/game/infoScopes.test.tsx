import { useQuery } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, fakeNetwork, serveTables } from '../../../test/testUtils'
import { getInfoScopes, infoScopesQuery } from './infoScopes'

afterEach(() => {
  vi.unstubAllGlobals()
})

const wins = (n: number) => ({
  rows: Array.from({ length: n }, (_, i) => ({ zone: i + 1, wins: 1 })),
})

describe('infos scopes', () => {
  it('lists the owners with infos rows, only of the infos table, every page', async () => {
    const tables = {
      'dov.game/army.ike/infos': wins(2),
      'dov.game/army.ike/other': wins(1),
      'dov.game/empty.one/infos': wins(0),
      'dov.token/player1/infos': wins(1),
      ...Object.fromEntries(
        Array.from({ length: 1500 }, (_, i) => [
          `dov.game/p${String(i).padStart(4, '0')}/infos`,
          wins(1),
        ]),
      ),
    }
    const { requests } = serveTables(tables)
    const scopes = await getInfoScopes(fakeNetwork())
    expect(scopes.truncated).toBe(false)
    expect(scopes.owners).toHaveLength(1501)
    expect(scopes.owners[0]).toBe('army.ike')
    expect(scopes.owners).not.toContain('empty.one')
    expect(scopes.owners).not.toContain('player1')
    const pages = requests.filter((r) => r.path === '/v1/chain/get_table_by_scope')
    expect(pages.map((r) => [r.body?.table, r.body?.limit, r.body?.lower_bound])).toEqual([
      ['infos', 1000, ''],
      ['infos', 1000, 'p0998'], // army.ike, empty.one, p0000…p0997 fill the first page,
    ])
  })

  it('is a query of its own', async () => {
    serveTables({ 'dov.game/army.ike/infos': wins(1) })
    const { client, wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    expect(infoScopesQuery(network).queryKey).toEqual([
      'chain',
      network.chainId,
      'table',
      'dov.game',
      'infos',
      null,
      { scopes: true, limit: 1000 },
    ])
    const { result } = renderHook(() => useQuery(infoScopesQuery(network)), { wrapper })
    await waitFor(() => expect(result.current.data?.owners).toEqual(['army.ike']))
    expect(client.getQueryData(infoScopesQuery(network).queryKey)?.owners).toEqual(['army.ike'])
  })
})
