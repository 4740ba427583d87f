import { skipToken } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeNode } from '../../../test/fakeNode'
import { createTestQueryClient, fakeNetwork } from '../../../test/testUtils'
import { ChainDataError } from '../../transport/errors'
import { parseRows } from '../../transport/parse'
import { BalanceRowSchema, tokenBalancesRead, useTokenBalances } from './accounts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('token accounts', () => {
  it('reads the account scope of the token contract', async () => {
    const rows = [{ balance: '100.0000 DOVX' }]
    const node = createFakeNode({ tables: { 'dov.token/player1/accounts': { rows } } })
    vi.stubGlobal('fetch', node.fetch)
    const options = tokenBalancesRead.query(fakeNetwork(), 'player1')
    expect(options.queryKey).toEqual([
      'chain',
      fakeNetwork().chainId,
      'table',
      'dov.token',
      'accounts',
      'player1',
      { limit: 100 },
    ])
    const { client } = createTestQueryClient()
    await expect(client.fetchQuery(options)).resolves.toEqual(rows)
    expect(tokenBalancesRead.query(fakeNetwork(), null).queryFn).toBe(skipToken)
  })

  it('swallows a failing read (spec §8) and swallows malformed rows too', async () => {
    const node = createFakeNode({
      tables: { 'dov.token/player1/accounts': { rows: [{ balance: 5 }] } },
    })
    vi.stubGlobal('fetch', node.fetch)
    const { wrapper } = createTestQueryClient()
    const { result } = renderHook(() => useTokenBalances('player1', {}, fakeNetwork()), {
      wrapper,
    })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.data).toEqual([])
  })

  it('parses balances as asset text', () => {
    const rows = [{ balance: '12.3456 DOVX' }, { balance: '3 AVT' }]
    expect(parseRows(BalanceRowSchema, rows, 'T')).toHaveLength(2)
    expect(() => parseRows(BalanceRowSchema, [{ balance: 12 }], 'T')).toThrow(ChainDataError)
  })
})
