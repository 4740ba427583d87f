/**
 * Staking contract `balances` (spec §7 "balances (scope account)"): the in-game balances
 * (DOVX…DOVH and AVT) of an account, rows of the token standard's `{ balance }` shape. Failures
 * are swallowed (spec §8).
 */
import { silentAccountHook } from '../silent'
import { accountTable } from '../table'
import { BalanceRowSchema } from '../token/accounts'

/** The spec gives no limit: 100 rows (six tokens exist). */
export const stakingBalancesRead = accountTable({
  contract: 'staking',
  table: 'balances',
  limit: 100,
  schema: BalanceRowSchema,
})

/** In-game balances; on a read failure the last good rows, else none (spec §8: silent). */
export const useStakingBalances = silentAccountHook(stakingBalancesRead)
