import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRESETS } from '../../config/network'
import { createFakeNode } from '../../test/fakeNode'
import { rpcPool } from '../transport/endpoints'
import { createChainClock, syncChainClock, useChainNow } from './chainTime'

const HEAD = Date.UTC(2025, 0, 1, 12, 0, 0)

function fakeClock() {
  let mono = 500
  let wall = Date.UTC(1999, 0, 1) // a very wrong computer clock
  return {
    monotonic: () => mono,
    wall: () => wall,
    advance: (ms: number) => {
      mono += ms
      wall += ms
    },
    setWall: (ms: number) => (wall = ms),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createChainClock', () => {
  it('uses the browser clock until synced, then chain time on the monotonic clock', () => {
    const t = fakeClock()
    const clock = createChainClock(t)
    expect(clock.isSynced()).toBe(false)
    expect(clock.nowMs()).toBe(Date.UTC(1999, 0, 1))
    clock.sync(HEAD)
    expect(clock.isSynced()).toBe(true)
    t.advance(90_500)
    expect(clock.nowMs()).toBe(HEAD + 90_500)
    expect(clock.now()).toBe(HEAD / 1000 + 90)
    t.setWall(0) // the player changes the computer clock: no effect
    expect(clock.now()).toBe(HEAD / 1000 + 90)
  })

  it('ignores small backward corrections but takes large ones and any forward one', () => {
    const t = fakeClock()
    const clock = createChainClock(t)
    clock.sync(HEAD)
    clock.sync(HEAD - 1_500)
    expect(clock.nowMs()).toBe(HEAD)
    clock.sync(HEAD + 300)
    expect(clock.nowMs()).toBe(HEAD + 300)
    clock.sync(HEAD - 10_000)
    expect(clock.nowMs()).toBe(HEAD - 10_000)
    clock.sync(Number.NaN)
    expect(clock.nowMs()).toBe(HEAD - 10_000)
  })
})

function twoNodes(lagging: string, fresh: string) {
  const a = createFakeNode({ headBlockTime: lagging })
  const b = createFakeNode({ headBlockTime: fresh })
  const fetch = vi.fn((input: string, init?: RequestInit) =>
    input.startsWith('https://a.example') ? a.fetch(input, init) : b.fetch(input, init),
  )
  vi.stubGlobal('fetch', fetch)
  return { ...PRESETS.local, rpcEndpoints: ['https://a.example', 'https://b.example'] }
}

describe('syncChainClock', () => {
  it('syncs on the freshest head and sets a lagging endpoint aside', async () => {
    const network = twoNodes('2025-01-01T11:59:30.000', '2025-01-01T12:00:00.000')
    const clock = createChainClock(fakeClock())
    const info = await syncChainClock(network, clock)
    expect(info).toMatchObject({ endpoint: 'https://b.example', head_block_time: HEAD })
    expect(clock.nowMs()).toBe(HEAD)
    expect(rpcPool(network).currentEndpoint()).toBe('https://b.example')
  })

  it('works with one endpoint down and fails only when all are', async () => {
    const node = createFakeNode({ headBlockTime: '2025-01-01T12:00:00' })
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        input.startsWith('https://a.example')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : node.fetch(input, init),
      ),
    )
    const network = { ...PRESETS.local, rpcEndpoints: ['https://a.example', 'https://b.example'] }
    await expect(syncChainClock(network, createChainClock())).resolves.toMatchObject({
      endpoint: 'https://b.example',
    })
    const dead = { ...PRESETS.local, rpcEndpoints: ['https://a.example'] }
    await expect(syncChainClock(dead, createChainClock())).rejects.toThrow('Failed to fetch')
  })
})

describe('useChainNow', () => {
  it('gives chain seconds once the heads arrived and keeps ticking', async () => {
    const network = twoNodes('2025-01-01T12:00:00.000', '2025-01-01T12:00:00.000')
    const t = fakeClock()
    const clock = createChainClock(t)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children)
    const { result } = renderHook(() => useChainNow(10, network, clock), { wrapper })
    expect(result.current).toBe(Math.floor(Date.UTC(1999, 0, 1) / 1000))
    await waitFor(() => expect(result.current).toBe(HEAD / 1000))
    t.advance(5_000)
    await waitFor(() => expect(result.current).toBe(HEAD / 1000 + 5))
    client.clear()
  })
})
