import type { Network } from '../../config/network'
import { pools } from '../transport/endpoints'
import type { HealthList } from '../transport/health'

/**
 * A network's IPFS gateways as its images use them: `order()` gives the healthy ones first, an
 * image that fails or stays silent on one marks it down (skipped by the next images for the
 * cool-down), one that loads marks it up.
 */
export type ImageGateways = Pick<
  HealthList,
  'endpoints' | 'order' | 'isDown' | 'markDown' | 'markUp'
>

/** The gateways' health list of `network`: one per network object, so a hook may depend on it. */
export function imageGateways(network: Network): ImageGateways {
  return pools(network).gateways
}
