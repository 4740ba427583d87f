/**
 * Staking contract `balances` (spec §7 "balances (scope account)"): the in-game balances
 * (DOVX…DOVH and AVT) of an account, rows of the token standard's `{ balance }` shape. Failures
 * are swallowed (spec §8).
 */
import type { BalanceRow } from '@dov/game/rows'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import type { QueryConfig } from '../queryConfig'
import { type SilentResult, useSilentRead } from '../silent'
import { accountTable } from '../table'
import { BalanceRowSchema, NO_BALANCES } from '../token/accounts'

/** The spec gives no limit: 100 rows (six tokens exist). */
export const stakingBalancesRead = accountTable({
  contract: 'staking',
  table: 'balances',
  limit: 100,
  schema: BalanceRowSchema,
})

/** In-game balances; on a read failure the last good rows, else none (spec §8: silent). */
export function useStakingBalances<TData = readonly BalanceRow[]>(
  account: string | null,
  options: QueryConfig<readonly BalanceRow[], TData> = {},
  network: Network = currentNetwork,
): SilentResult<TData> {
  return useSilentRead(stakingBalancesRead.query(network, account), options, NO_BALANCES)
}
