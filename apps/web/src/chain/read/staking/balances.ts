/**
 * Staking contract `balances` (spec §7 "balances (scope account)"): the in-game balances
 * (DOVX…DOVH and AVT) of an account, rows of the token standard's `{ balance }` shape. Failures
 * are swallowed (spec §8).
 */
import type { BalanceRow } from '@dov/game/rows'
import { queryOptions, skipToken } from '@tanstack/react-query'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { readTable } from '../../transport/tables'
import type { QueryConfig } from '../queryConfig'
import { type SilentResult, useSilentRead } from '../silent'
import { BalanceRowSchema } from '../token/accounts'

/** The spec gives no limit: 100 rows (six tokens exist). */
export const BALANCES_LIMIT = 100

/** In-game balances of `account`. */
export function getStakingBalances(
  network: Network,
  account: string,
  signal?: AbortSignal,
): Promise<readonly BalanceRow[]> {
  const code = network.contracts.staking
  const query = { code, scope: account, table: 'balances', limit: BALANCES_LIMIT }
  return readTable(network, query, BalanceRowSchema, signal)
}

export function stakingBalancesQuery(network: Network, account: string | null) {
  const code = network.contracts.staking
  return queryOptions({
    queryKey: tableQueryKey(code, 'balances', account, { limit: BALANCES_LIMIT }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<readonly BalanceRow[]> =>
            getStakingBalances(network, account, signal),
  })
}

const NO_BALANCES: readonly BalanceRow[] = []

/** In-game balances; on a read failure the last good rows, else none (spec §8: silent). */
export function useStakingBalances<TData = readonly BalanceRow[]>(
  account: string | null,
  options: QueryConfig<readonly BalanceRow[], TData> = {},
  network: Network = currentNetwork,
): SilentResult<TData> {
  return useSilentRead(stakingBalancesQuery(network, account), options, NO_BALANCES)
}
