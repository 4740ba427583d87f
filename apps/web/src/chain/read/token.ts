/**
 * Reads of the token contract (spec §7 "Token contract: accounts (scope account).").
 */

import type { BalanceRow } from '@dov/game/rows'
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { network as currentNetwork } from '../../config/current'
import type { Network } from '../../config/network'
import { tableQueryKey } from './keys'
import { BalanceRowSchema } from './schemas'
import { type SilentResult, silent } from './silent'
import { readTable } from './tables'

export const TOKEN_ACCOUNTS_LIMIT = 100

const NO_BALANCES: readonly BalanceRow[] = []

/** Wallet token balances of `account` (the five tokens). */
export function tokenBalancesQuery(network: Network, account: string | null) {
  const code = network.contracts.token
  const limit = TOKEN_ACCOUNTS_LIMIT
  return queryOptions({
    queryKey: tableQueryKey(code, 'accounts', account, { limit }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<readonly BalanceRow[]> =>
            readTable(
              network,
              { code, scope: account, table: 'accounts', limit },
              BalanceRowSchema,
              signal,
            ),
  })
}

/** Wallet balances; on a read failure the last good rows, else none (spec §8: silent). */
export function useTokenBalances(
  account: string | null,
  network: Network = currentNetwork,
): SilentResult<readonly BalanceRow[]> {
  return silent(useQuery(tokenBalancesQuery(network, account)), NO_BALANCES)
}
