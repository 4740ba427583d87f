import type { ContractModule } from '../core/contract'
import { atomicAssetsContract } from './atomicassets'
import { noopContract } from './noop'
import { tokenContract } from './token'

/**
 * Every contract module the devchain can deploy, by id. Worlds pick modules from here; adding a
 * contract means adding a module file and a line here, without touching the core.
 */
export const CONTRACTS: Record<string, () => ContractModule> = {
  'eosio.token': tokenContract,
  atomicassets: atomicAssetsContract,
  noop: noopContract,
}
