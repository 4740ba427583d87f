import type { Network } from '../config/network'
import { rpcPool } from './read/endpoints'

/** The RPC endpoint in use and a JSON POST through the failover pool (for the wallet side). */
export type Endpoints = {
  current: () => string
  post: (path: string, body: unknown) => Promise<unknown>
}

export function poolEndpoints(network: Network): Endpoints {
  const pool = rpcPool(network)
  return {
    current: () => pool.currentEndpoint(),
    post: async (path, body) =>
      (await pool.request(path, { method: 'POST', body: JSON.stringify(body) })).body,
  }
}
