/** Helpers for the chain layer's tests (never imported by app code). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { SessionContext, type SessionState } from '../chain/session'
import type { FetchLike } from '../chain/transport/failover'
import { type Network, PRESETS } from '../config/network'
import { createFakeNode, type FakeTable } from './fakeNode'

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

/**
 * A wrapper for a screen's component: a router, a fresh query client and `session` as the
 * session (what the test gives of it: the account, `sendTransaction`, …).
 */
export function sessionWrapper(session: Partial<SessionState>) {
  const client = new QueryClient()
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={session as SessionState}>
          {children}
        </SessionContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>
  )
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

/** Stubs the global `fetch` with a fake node serving `tables`: its requests and the mock. */
export function serveTables(tables: Record<string, FakeTable>) {
  const node = createFakeNode({ tables })
  const fetch = vi.fn(node.fetch)
  vi.stubGlobal('fetch', fetch)
  return { requests: node.requests, fetch }
}

/**
 * Stubs the global `fetch` with `fetch`, each answer a tick late, and counts the requests open at
 * the same time: `peak()` is the most there were.
 */
export function stubFetchCountingPeak(fetch: FetchLike) {
  let inFlight = 0
  let peak = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise((r) => setTimeout(r, 1))
      inFlight--
      return fetch(input, init)
    }),
  )
  return { peak: () => peak }
}
