/**
 * Token contract `accounts` (spec §7 "Token contract: accounts (scope account)."): the wallet
 * balances of an account. Failures are swallowed (spec §8). The row schema is the token
 * standard's `{ balance }`, which the staking contract's `balances` shares.
 */
import type { BalanceRow } from '@dov/game/rows'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { AssetText, type Schema } from '../../transport/scalars'
import { readTable } from '../../transport/tables'
import type { QueryConfig } from '../queryConfig'
import { type SilentResult, useSilentRead } from '../silent'

/** The spec gives no limit: 100 rows (six tokens exist). */
export const TOKEN_ACCOUNTS_LIMIT = 100

/** Token contract `accounts` and staking contract `balances`. */
export const BalanceRowSchema: Schema<BalanceRow> = v.object({ balance: AssetText })

/** Wallet token balances of `account`. */
export function getTokenBalances(
  network: Network,
  account: string,
  signal?: AbortSignal,
): Promise<readonly BalanceRow[]> {
  const code = network.contracts.token
  const query = { code, scope: account, table: 'accounts', limit: TOKEN_ACCOUNTS_LIMIT }
  return readTable(network, query, BalanceRowSchema, signal)
}

export function tokenBalancesQuery(network: Network, account: string | null) {
  const code = network.contracts.token
  return queryOptions({
    queryKey: tableQueryKey(code, 'accounts', account, { limit: TOKEN_ACCOUNTS_LIMIT }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<readonly BalanceRow[]> =>
            getTokenBalances(network, account, signal),
  })
}

const NO_BALANCES: readonly BalanceRow[] = []

/** Wallet balances; on a read failure the last good rows, else none (spec §8: silent). */
export function useTokenBalances<TData = readonly BalanceRow[]>(
  account: string | null,
  options: QueryConfig<readonly BalanceRow[], TData> = {},
  network: Network = currentNetwork,
): SilentResult<TData> {
  return useSilentRead(tokenBalancesQuery(network, account), options, NO_BALANCES)
}
