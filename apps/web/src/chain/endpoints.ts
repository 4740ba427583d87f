import type { Network } from '../config/network'

/** The RPC endpoint in use and a JSON POST to it. */
export type Endpoints = {
  current: () => string
  post: (path: string, body: unknown) => Promise<unknown>
}

export function firstEndpoint(network: Network): Endpoints {
  const url = network.rpcEndpoints[0] ?? ''
  return {
    current: () => url,
    post: async (path, body) => {
      const response = await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify(body) })
      return response.json() as Promise<unknown>
    },
  }
}
