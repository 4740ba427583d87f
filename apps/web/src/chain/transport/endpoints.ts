/**
 * The endpoint pools of a network, one of each per network object, shared by every read (and by
 * the wallet side, which should give WharfKit `rpcPool(network).currentEndpoint()` as the chain
 * URL and `rpcPool(network).fetch` as its fetch, so broadcasts fail over too).
 */
import type { Network } from '../../config/network'
import { createEndpointPool, type EndpointPool } from './failover'
import { createHealthList, type HealthList } from './health'

/** RPC reads: a node answers get_table_rows / get_info in well under a second. */
export const RPC_TIMEOUT_MS = 5_000
/** AtomicAssets: an owner's 1000 assets can take a few seconds on a public API. */
export const ATOMIC_TIMEOUT_MS = 10_000
/** How long a failed or lagging endpoint is skipped before the preferred one is tried again. */
export const COOLDOWN_MS = 30_000

type Pools = { rpc: EndpointPool; atomic: EndpointPool; gateways: HealthList }

const byNetwork = new WeakMap<Network, Pools>()

/**
 * A network's pools and its IPFS gateways' health list, made once per network object. Images reach
 * the gateways' list through `chain/read/imageGateways.ts`.
 */
export function pools(network: Network): Pools {
  let found = byNetwork.get(network)
  if (found === undefined) {
    found = {
      rpc: createEndpointPool(network.rpcEndpoints, {
        timeoutMs: RPC_TIMEOUT_MS,
        cooldownMs: COOLDOWN_MS,
      }),
      atomic: createEndpointPool(network.atomicEndpoints, {
        timeoutMs: ATOMIC_TIMEOUT_MS,
        cooldownMs: COOLDOWN_MS,
      }),
      gateways: createHealthList(network.ipfsGateways, {
        cooldownMs: COOLDOWN_MS,
        now: () => performance.now(),
      }),
    }
    byNetwork.set(network, found)
  }
  return found
}

export function rpcPool(network: Network): EndpointPool {
  return pools(network).rpc
}

export function atomicPool(network: Network): EndpointPool {
  return pools(network).atomic
}

/** The RPC endpoint to use right now (the first healthy one of the preset's list). */
export function currentEndpoint(network: Network): string {
  return rpcPool(network).currentEndpoint()
}
