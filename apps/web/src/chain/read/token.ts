/**
 * Reads of the token contract (spec §7 "Token contract: accounts (scope account).").
 */

import type { BalanceRow } from '@dov/game/rows'
import { network as currentNetwork } from '../../config/current'
import type { Network } from '../../config/network'
import { balanceRowsQuery, useSilentBalances } from './balances'
import type { SilentResult } from './silent'

export const TOKEN_ACCOUNTS_LIMIT = 100

/** Wallet token balances of `account` (the five tokens). */
export function tokenBalancesQuery(network: Network, account: string | null) {
  const code = network.contracts.token
  return balanceRowsQuery(network, {
    code,
    table: 'accounts',
    account,
    limit: TOKEN_ACCOUNTS_LIMIT,
  })
}

/** Wallet balances; on a read failure the last good rows, else none (spec §8: silent). */
export function useTokenBalances(
  account: string | null,
  network: Network = currentNetwork,
): SilentResult<readonly BalanceRow[]> {
  return useSilentBalances(tokenBalancesQuery(network, account))
}
