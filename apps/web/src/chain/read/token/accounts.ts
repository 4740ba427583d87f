/**
 * Token contract `accounts` (spec §7 "Token contract: accounts (scope account)."): the wallet
 * balances of an account. Failures are swallowed (spec §8). The row schema is the token
 * standard's `{ balance }`, which the staking contract's `balances` shares.
 */
import type { BalanceRow } from '@dov/game/rows'
import * as v from 'valibot'
import { AssetText, type Schema } from '../../transport/scalars'
import { silentAccountHook } from '../silent'
import { accountTable, type TableContract } from '../table'

/** Token contract `accounts` and staking contract `balances`. */
export const BalanceRowSchema: Schema<BalanceRow> = v.object({ balance: AssetText })

/**
 * A table of `{ balance }` rows in an account's scope. The spec gives no limit: 100 rows (six
 * tokens exist).
 */
export function balancesTable(contract: TableContract, table: string) {
  return accountTable({ contract, table, limit: 100, schema: BalanceRowSchema })
}

export const tokenBalancesRead = balancesTable('token', 'accounts')

/** Wallet balances; on a read failure the last good rows, else none (spec §8: silent). */
export const useTokenBalances = silentAccountHook(tokenBalancesRead)
