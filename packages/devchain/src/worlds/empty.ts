import type { DevchainNames, World } from '../core/world'
import { baseAccounts, baseGenesis } from './base'

/** Accounts and contracts only: tokens created (no balances), AtomicAssets initialised, no NFTs. */
export function emptyWorld(names: DevchainNames): World {
  return {
    name: 'empty',
    description:
      'accounts, dov.token with its five tokens created, atomicassets initialised; no balances, no NFTs',
    accounts: baseAccounts(names),
    genesis: (g) => baseGenesis(names, g),
  }
}
