import type { ContractModule } from '../core/contract'
import { DEFAULT_NAMES } from '../core/world'
import { atomicAssetsContract } from './atomicassets'
import { divsimContract } from './divsim'
import { gameContract } from './game'
import { noopContract } from './noop'
import { stakingContract } from './staking'
import { tokenContract } from './token'

/**
 * Every contract module the devchain can deploy, by id. Worlds pick modules from here; adding a
 * contract means adding a module file and a line here, without touching the core.
 */
export const CONTRACTS: Record<string, () => ContractModule> = {
  'eosio.token': tokenContract,
  atomicassets: atomicAssetsContract,
  noop: noopContract,
  'dov.stake': () => stakingContract(DEFAULT_NAMES),
  'dov.game': () => gameContract(DEFAULT_NAMES),
  'dov.divsim': () => divsimContract(DEFAULT_NAMES),
}
