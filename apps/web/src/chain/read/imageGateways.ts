import type { Network } from '../../config/network'
import { gatewayHealth } from '../transport/endpoints'
import type { HealthList } from '../transport/health'

/**
 * A network's IPFS gateways as its images use them: `order()` gives the healthy ones first, an
 * image that fails or stays silent on one marks it down (skipped by the next images for the
 * cool-down), one that loads marks it up. The list itself is the transport's, one per network
 * object, so it is stable enough to be a hook's dependency.
 */
export type ImageGateways = Pick<
  HealthList,
  'endpoints' | 'order' | 'isDown' | 'markDown' | 'markUp'
>

/** The gateways' health list of `network`, the public face of the transport's for images. */
export function imageGateways(network: Network): ImageGateways {
  return gatewayHealth(network)
}
