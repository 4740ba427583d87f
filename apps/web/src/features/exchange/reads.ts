/**
 * The exchange screen's first reads, as query options: the screen reads them, and `prefetch`
 * (loaded by the shell as a chunk of its own, beside the screen's chunk) starts them while the
 * screen's code is still on its way. The in-game balances are the shell's (header) read already.
 */
import { configsRead } from '../../chain/read/staking/configs'
import { prefetchOf } from '../../chain/read/table'
import { tokenBalancesRead } from '../../chain/read/token/accounts'
import { network } from '../../config/current'

export function exchangeQueries(account: string) {
  return {
    wallet: tokenBalancesRead.query(network, account),
    configs: configsRead.query(network),
  }
}

export const prefetch = prefetchOf(exchangeQueries)
