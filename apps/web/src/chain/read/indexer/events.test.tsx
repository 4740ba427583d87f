import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeNetwork } from '../../../test/testUtils'
import { LIVE_RETRY_MS, listenIndexer, liveSince, useIndexerLive } from './events'
import { type IndexedHof, indexedHofQuery, parseIndexedHof } from './hof'
import { activityKey } from './keys'

/** jsdom has no EventSource: a stand-in the test opens, feeds and fails by hand. */
class FakeEventSource extends EventTarget {
  static made: FakeEventSource[] = []
  readyState = 0
  constructor(readonly url: string) {
    super()
    FakeEventSource.made.push(this)
  }
  close() {
    this.readyState = 2
  }
  get closed() {
    return this.readyState === 2
  }
  open() {
    this.readyState = 1
    this.dispatchEvent(new Event('open'))
  }
  emit(type: string, data: unknown) {
    const text = typeof data === 'string' ? data : JSON.stringify(data)
    this.dispatchEvent(new MessageEvent(type, { data: text }))
  }
  /** A dropped connection the browser retries (`closed`: refused for good, e.g. a 404). */
  fail(closed = false) {
    this.readyState = closed ? 2 : 0
    this.dispatchEvent(new Event('error'))
  }
}

const network = fakeNetwork({ indexerUrl: 'https://indexer.test' })
const AS_OF = { block_num: 10, block_id: '0a', time: '2026-11-25T12:00:05.000Z' }
const EMPTY = { bunker: [], camp: [], radar: [], hq: [], bridge: [] }

function hofDocument(asOf = AS_OF, owner = 'player1') {
  return {
    chain_id: network.chainId,
    as_of: asOf,
    catching_up: false,
    avatars: { [owner]: 3 },
    boards: {
      officers: [{ rank: 1, owner, victories: 4 }],
      objectives: EMPTY,
      forces: [{ rank: 1, owner, divID: 9, power: 5 }],
    },
    week: { start: '2026-11-23T00:00:00.000Z', top: [] },
  }
}

function block(fields: Record<string, unknown> = {}) {
  return {
    chain_id: network.chainId,
    as_of: AS_OF,
    catching_up: false,
    hof: false,
    ranks: false,
    accounts: [],
    reload: false,
    ...fields,
  }
}

const noop = () => {}
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve))

function only(): FakeEventSource {
  expect(FakeEventSource.made).toHaveLength(1)
  return FakeEventSource.made[0] as FakeEventSource
}

function testClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
}

beforeEach(() => {
  FakeEventSource.made = []
  vi.stubGlobal('EventSource', FakeEventSource)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the live channel', () => {
  it('is one connection for two listeners, closed once the last one leaves', async () => {
    const client = testClient()
    const first = listenIndexer(client, network, {}, noop)
    const second = listenIndexer(client, network, {}, noop)
    const source = only()
    expect(source.url).toBe('https://indexer.test/v1/events')
    first()
    await settle()
    expect(source.closed).toBe(false)
    second()
    await settle()
    expect(source.closed).toBe(true)
    // A new listener opens a new connection.
    listenIndexer(client, network, {}, noop)
    expect(FakeEventSource.made).toHaveLength(2)
  })

  it('keeps the connection for a listener that comes in the same task as the last one left', async () => {
    const client = testClient()
    const leave = listenIndexer(client, network, {}, noop)
    leave()
    listenIndexer(client, network, {}, noop)
    await settle()
    expect(only().closed).toBe(false)
  })

  it("asks for the boards' documents once a listener wants them", () => {
    const client = testClient()
    listenIndexer(client, network, {}, noop)
    listenIndexer(client, network, { hof: parseIndexedHof }, noop)
    const [plain, withHof] = FakeEventSource.made
    expect(plain?.closed).toBe(true)
    expect(withHof?.url).toBe('https://indexer.test/v1/events?hof=1')
  })

  it('opens nothing without an indexer', () => {
    listenIndexer(testClient(), fakeNetwork({ indexerUrl: undefined }), {}, noop)
    expect(FakeEventSource.made).toHaveLength(0)
  })

  it('sets the boards from a hof event, as /v1/hof answers them', () => {
    const client = testClient()
    listenIndexer(client, network, { hof: parseIndexedHof }, noop)
    const source = only()
    source.open()
    source.emit('block', block({ hof: true }))
    source.emit('hof', hofDocument())
    const hof = client.getQueryData(indexedHofQuery(network).queryKey)
    expect(hof).toEqual(parseIndexedHof(hofDocument()))
    expect(hof?.officers).toEqual([{ rank: 1, owner: 'player1', victories: 4 }])
    expect(hof?.avatars.get('player1')).toBe(3)
  })

  it('ignores a malformed event, and goes on with the next one', () => {
    const client = testClient()
    const key = indexedHofQuery(network).queryKey
    client.setQueryData(key, parseIndexedHof(hofDocument({ ...AS_OF, block_num: 9 })))
    const changed = vi.fn()
    listenIndexer(client, network, { hof: parseIndexedHof }, changed)
    const source = only()
    source.open()
    changed.mockClear()
    source.emit('block', '{not json')
    source.emit('block', block({ accounts: 'player1' }))
    source.emit('block', block({ as_of: { ...AS_OF, time: 'yesterday' } }))
    source.emit('hof', { ...hofDocument(), boards: null })
    source.emit('hof', 'null')
    expect(liveSince(client, network)).toBe(0)
    expect(changed).not.toHaveBeenCalled()
    expect(client.getQueryData<IndexedHof>(key)?.asOf.blockNum).toBe(9)
    source.emit('hof', hofDocument({ ...AS_OF, block_num: 11 }, 'player2'))
    expect(client.getQueryData<IndexedHof>(key)?.officers[0]?.owner).toBe('player2')
  })

  it("refreshes the cached boards' block from a block event, of the same chain only", () => {
    const client = testClient()
    const key = indexedHofQuery(network).queryKey
    client.setQueryData(key, parseIndexedHof(hofDocument()))
    listenIndexer(client, network, { hof: parseIndexedHof }, noop)
    const source = only()
    source.open()
    const later = { block_num: 12, block_id: '0c', time: '2026-11-25T12:00:06.000Z' }
    source.emit('block', block({ as_of: later, catching_up: true }))
    expect(client.getQueryData<IndexedHof>(key)).toMatchObject({
      asOf: { blockNum: 12, blockId: '0c', time: Date.parse(later.time) },
      catchingUp: true,
      officers: [{ rank: 1, owner: 'player1', victories: 4 }],
    })
    source.emit('block', block({ chain_id: 'another', as_of: { ...later, block_num: 13 } }))
    expect(client.getQueryData<IndexedHof>(key)?.asOf.blockNum).toBe(12)
  })

  it('reads again the pages and activity of the listed accounts, every page when ranks change', async () => {
    const client = testClient()
    const reads = new Map<string, number>()
    const observe = (key: readonly unknown[], name: string) =>
      client.getQueryCache().build(client, {
        queryKey: key,
        queryFn: async () => {
          reads.set(name, (reads.get(name) ?? 0) + 1)
          // A commander's page says which block it is as of; a standing and an activity do not.
          return name.startsWith('page')
            ? { chainId: network.chainId, asOf: { blockNum: 10, blockId: '0a', time: 0 } }
            : { name }
        },
      })
    const page = (account: string) => ['indexer', network.indexerUrl, 'player', account]
    const named = {
      'page 1': observe(page('player1'), 'page 1'),
      'page 2': observe(page('player2'), 'page 2'),
      'activity 1': observe(activityKey(network, 'indexer', 'player1'), 'activity 1'),
      'activity 2': observe(activityKey(network, 'indexer', 'player2'), 'activity 2'),
      'standing 2': observe(['indexer', network.indexerUrl, 'standing', 'player2'], 'standing 2'),
    }
    const queries = Object.values(named)
    await Promise.all(queries.map((query) => query.fetch()))
    listenIndexer(client, network, {}, noop)
    const source = only()
    source.open()
    source.emit('block', block())
    const stale = () =>
      Object.entries(named)
        .filter(([, query]) => query.state.isInvalidated)
        .map(([name]) => name)
    // Live from its block on: what was read before and is not as of that block is stale.
    expect(stale()).toEqual(['activity 1', 'activity 2', 'standing 2'])
    await Promise.all(queries.map((query) => query.fetch()))
    source.emit('block', block({ accounts: ['player1'] }))
    expect(stale()).toEqual(['page 1', 'activity 1'])
    await Promise.all(queries.map((query) => query.fetch()))
    source.emit('block', block({ ranks: true }))
    expect(stale()).toEqual(['page 1', 'page 2', 'standing 2'])
    expect(reads.get('page 1')).toBe(3)
  })
})

describe('useIndexerLive', () => {
  /** A screen's indexer query that polls every second without the channel, and its reads. */
  function renderScreen() {
    const client = testClient()
    let reads = 0
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    renderHook(
      () => {
        const live = useIndexerLive(network)
        return useQuery({
          queryKey: ['indexer', network.indexerUrl, 'player', 'player1'],
          queryFn: async () => {
            reads += 1
            return { chainId: network.chainId, asOf: { blockNum: 10, blockId: '0a', time: 0 } }
          },
          refetchInterval: 1_000,
          ...live,
        })
      },
      { wrapper },
    )
    return { reads: () => reads }
  }

  it('polls until the channel is live, stops while it is, and polls again when it fails', async () => {
    vi.useFakeTimers()
    const screen = renderScreen()
    await act(() => vi.advanceTimersByTimeAsync(3_500))
    expect(screen.reads()).toBe(4)
    const source = only()
    act(() => source.open())
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    // Open but no event yet: not live.
    expect(screen.reads()).toBe(6)
    act(() => source.emit('block', block()))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(screen.reads()).toBe(6)
    act(() => source.fail())
    await act(() => vi.advanceTimersByTimeAsync(3_500))
    expect(screen.reads()).toBe(9)
  })

  it('polls when the indexer refuses the channel, and asks for it again later', async () => {
    vi.useFakeTimers()
    const screen = renderScreen()
    await act(() => vi.advanceTimersByTimeAsync(0))
    act(() => only().fail(true))
    await act(() => vi.advanceTimersByTimeAsync(LIVE_RETRY_MS - 1))
    expect(screen.reads()).toBe(1 + Math.floor((LIVE_RETRY_MS - 1) / 1_000))
    expect(FakeEventSource.made).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(FakeEventSource.made).toHaveLength(2)
  })
})
