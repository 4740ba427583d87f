import { DEVCHAIN_CHAIN_ID, type Network } from '../../config/network'
import type { EndpointPool } from '../transport/failover'
import { getInfo } from '../transport/rpc'

/**
 * The dev-key wallet is refused unless both the build's network and the live chain are the
 * devchain: a local build pointed at any other node (a public network included) cannot sign with
 * the public development key.
 */
export class DevchainRefusal extends Error {
  override name = 'DevchainRefusal'
}

/** Resolves when the dev-key wallet may sign; a `DevchainRefusal` when it may not (final), any
 * other error when the chain could not be asked (worth another try). */
export async function assertDevchain(network: Network, pool: EndpointPool): Promise<void> {
  if (network.chainId !== DEVCHAIN_CHAIN_ID) {
    throw new DevchainRefusal('The local demo account only works against the local devchain.')
  }
  const info = await getInfo(pool)
  if (info.chain_id !== DEVCHAIN_CHAIN_ID) {
    throw new DevchainRefusal(
      `Refusing the local demo account: ${info.endpoint} is not the local devchain.`,
    )
  }
}
