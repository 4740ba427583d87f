import { DEVCHAIN_CHAIN_ID, type Network } from '../../config/network'
import type { EndpointPool } from '../transport/failover'
import { getInfo } from '../transport/rpc'

/**
 * The dev-key wallet is refused unless both the build's network and the live chain are the
 * devchain: a local build pointed at any other node (a public network included) cannot sign with
 * the public development key.
 */
export async function assertDevchain(network: Network, pool: EndpointPool): Promise<void> {
  if (network.chainId !== DEVCHAIN_CHAIN_ID) {
    throw new Error('The local demo account only works against the local devchain.')
  }
  const info = await getInfo(pool)
  if (info.chain_id !== DEVCHAIN_CHAIN_ID) {
    throw new Error(`Refusing the local demo account: ${info.endpoint} is not the local devchain.`)
  }
}
