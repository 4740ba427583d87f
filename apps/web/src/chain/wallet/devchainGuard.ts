import type { Network } from '../../config/network'
import type { EndpointPool } from '../transport/failover'
import { getInfo } from '../transport/rpc'

/**
 * The devchain's chain id, as `config/network.ts` has it for the local preset (a test keeps them
 * equal). Written here too so that the wallet chunk imports nothing of `config/network.ts` at
 * run time: a module the wallet chooser imports too became a chunk of its own shared by both,
 * which cost the wallet chunk about 0.2 kB gzip for two constants.
 */
export const DEVCHAIN_CHAIN_ID = 'ef207288e6712afa0c9a0bc113b6ec9d9939cbe4b74cd3e5d26aeaf75ba88397'

/**
 * The dev-key wallet is refused unless both the build's network and the live chain are the
 * devchain: a local build pointed at any other node (a public network included) cannot sign with
 * the public development key. The refusals are shown under the login failure's title, which
 * names the local demo account, so they only say what is not the devchain.
 */
export class DevchainRefusal extends Error {}

/** Resolves when the dev-key wallet may sign; a `DevchainRefusal` when it may not (final), any
 * other error when the chain could not be asked (worth another try). */
export async function assertDevchain(network: Network, pool: EndpointPool): Promise<void> {
  if (network.chainId !== DEVCHAIN_CHAIN_ID) {
    throw new DevchainRefusal('This network is not the local devchain.')
  }
  const info = await getInfo(pool)
  if (info.chain_id !== DEVCHAIN_CHAIN_ID) {
    throw new DevchainRefusal(`${info.endpoint} is not the local devchain.`)
  }
}
