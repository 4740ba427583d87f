/**
 * `{ balance }` rows in an account's scope. The token contract's `accounts` and the staking
 * contract's in-game `balances` (spec §7 "accounts (scope account)", "balances (scope account)")
 * are the same read of two tables; both swallow their failures (spec §8).
 */

import type { BalanceRow } from '@dov/game/rows'
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import type { Network } from '../../config/network'
import { tableQueryKey } from './keys'
import { BalanceRowSchema } from './schemas'
import { type SilentResult, silent } from './silent'
import { readTable } from './tables'

/** The balance rows of `account` (skipped while it is null) in `code`'s `table`, `limit` rows. */
export function balanceRowsQuery(
  network: Network,
  {
    code,
    table,
    account,
    limit,
  }: { code: string; table: string; account: string | null; limit: number },
) {
  return queryOptions({
    queryKey: tableQueryKey(code, table, account, { limit }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<readonly BalanceRow[]> =>
            readTable(network, { code, scope: account, table, limit }, BalanceRowSchema, signal),
  })
}

const NO_BALANCES: readonly BalanceRow[] = []

/** The rows of a balance read; on a failure the last good rows, else none (spec §8: silent). */
export function useSilentBalances(
  options: ReturnType<typeof balanceRowsQuery>,
): SilentResult<readonly BalanceRow[]> {
  return silent(useQuery(options), NO_BALANCES)
}
