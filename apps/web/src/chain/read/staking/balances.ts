/**
 * Staking contract `balances` (spec §7 "balances (scope account)"): the in-game balances
 * (DOVX…DOVH and AVT) of an account, rows of the token standard's `{ balance }` shape. Failures
 * are swallowed (spec §8).
 */
import { silentAccountHook } from '../silent'
import { balancesTable } from '../token/accounts'

export const stakingBalancesRead = balancesTable('staking', 'balances')

/** In-game balances; on a read failure the last good rows, else none (spec §8: silent). */
export const useStakingBalances = silentAccountHook(stakingBalancesRead)
