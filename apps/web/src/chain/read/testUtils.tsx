/** Helpers for this folder's tests (never imported by app code). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type Network, PRESETS } from '../../config/network'

/** A fresh network object (so it gets fresh endpoint pools) with test endpoints. */
export function fakeNetwork(overrides: Partial<Network> = {}): Network {
  return {
    ...PRESETS.local,
    rpcEndpoints: ['https://rpc.test'],
    atomicEndpoints: ['https://aa.test'],
    ipfsGateways: ['https://ipfs.test/ipfs/'],
    ...overrides,
  }
}

/** A query client that does not retry, and a wrapper providing it. */
export function createTestQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, wrapper }
}
