import { focusManager } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeNode, type FakeTable, nodeosAssertBody } from '../../../test/fakeNode'
import { createTestQueryClient, fakeNetwork } from '../../../test/testUtils'
import {
  bucketOf,
  bucketsOf,
  PLAYER_WINS_BUCKETS,
  PLAYER_WINS_CONCURRENCY,
  type PlayerWinsProgress,
  playerWinsBucketQuery,
  usePlayerWins,
  usePlayerWinsRead,
} from './playerWins'

afterEach(() => {
  vi.unstubAllGlobals()
})

const owners = Array.from({ length: 30 }, (_, i) => `p${String(i).padStart(2, '0')}`)

/** A node with the wins of `owners` (owner n won n times in zone 1); `broken` owners' reads fail. */
function node(broken: Set<string> = new Set()) {
  const tables: Record<string, FakeTable> = {}
  for (const owner of [...owners, 'newbie']) {
    tables[`dov.game/${owner}/infos`] = { rows: [{ zone: 1, wins: Number(owner.slice(1)) || 0 }] }
  }
  const fake = createFakeNode({ tables })
  let inFlight = 0
  let peak = 0
  const infosReads: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { scope?: string; table?: string }
      if (body.table === 'infos') infosReads.push(body.scope ?? '')
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise((r) => setTimeout(r, 2))
      inFlight--
      if (body.table === 'infos' && broken.has(body.scope ?? '')) {
        return new Response(JSON.stringify(nodeosAssertBody('node busy')), { status: 500 })
      }
      return fake.fetch(input, init)
    }),
  )
  return { peak: () => peak, infosReads }
}

const noDelay = { retryDelay: () => 0 }

function render(list: readonly string[] = owners) {
  const { client, wrapper } = createTestQueryClient()
  const network = fakeNetwork()
  const seen: PlayerWinsProgress[] = []
  const hook = renderHook(
    ({ list }) => {
      const wins = usePlayerWins(list, noDelay, network)
      const progress = { ...wins, read: usePlayerWinsRead(wins.reads) }
      seen.push(progress)
      return progress
    },
    { wrapper, initialProps: { list } },
  )
  return { ...hook, client, network, seen }
}

describe('buckets', () => {
  it('every owner in exactly one bucket, always the same one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z1-5.]{1,12}$/)), (names) => {
        const buckets = bucketsOf(names)
        expect(buckets.flat().sort()).toEqual([...names].sort())
        expect(buckets.length).toBeLessThanOrEqual(PLAYER_WINS_BUCKETS)
        for (const bucket of buckets) {
          const index = bucketOf(bucket[0] ?? '')
          for (const name of bucket) expect(bucketOf(name)).toBe(index)
        }
      }),
    )
  })

  it('a new owner changes one bucket only', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z1-5.]{1,12}$/), { minLength: 1 }),
        (names) => {
          const [added = '', ...rest] = names
          const before = new Set(bucketsOf(rest).map((b) => b.join()))
          const changed = bucketsOf(names).filter((b) => !before.has(b.join()))
          expect(changed).toHaveLength(1)
          expect(changed[0]).toContain(added)
        },
      ),
    )
  })
})

describe('usePlayerWins', () => {
  it(`reads every owner once, at most ${PLAYER_WINS_CONCURRENCY} at a time, counting them as they arrive`, async () => {
    const chain = node()
    const { result, seen } = render()
    await waitFor(() => expect(result.current.done).toBe(true))
    expect(result.current.read).toBe(30)
    expect(result.current.total).toBe(30)
    expect(result.current.failed).toEqual([])
    expect(result.current.players.map((p) => p.owner).sort()).toEqual(owners)
    expect(result.current.players.find((p) => p.owner === 'p07')).toEqual({
      owner: 'p07',
      wins: [{ zone: 1, wins: 7 }],
    })
    expect(chain.peak()).toBe(PLAYER_WINS_CONCURRENCY)
    expect([...chain.infosReads].sort()).toEqual(owners)
    // Progress is shown on the way: some renders between none read and all read.
    expect(seen.some((s) => s.read > 0 && s.read < 30 && !s.done)).toBe(true)
  })

  it('sends no request from the task that drew its host: each read leaves from a later one', async () => {
    const chain = node()
    const { result } = render()
    // renderHook has drawn the host and run its effects: the reads are not sent yet.
    expect(chain.infosReads).toEqual([])
    await waitFor(() => expect(result.current.done).toBe(true))
    expect([...chain.infosReads].sort()).toEqual(owners)
  })

  it('its host is drawn again when the reads end, not at each answer; the count moves at each', async () => {
    node()
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    let hostRenders = 0
    const host = renderHook(
      () => {
        hostRenders++
        return usePlayerWins(owners, noDelay, network)
      },
      { wrapper },
    )
    const counts: number[] = []
    renderHook(
      () => {
        const read = usePlayerWinsRead(host.result.current.reads)
        counts.push(read)
        return read
      },
      { wrapper },
    )
    await waitFor(() => expect(host.result.current.done).toBe(true))
    expect(host.result.current.players).toHaveLength(30)
    expect(counts.at(-1)).toBe(30)
    // The count went through several values on the way; the host was drawn at the start and at the end.
    expect(new Set(counts.filter((n) => n > 0 && n < 30)).size).toBeGreaterThan(1)
    expect(hostRenders).toBe(2)
  })

  it("one owner's failed read is retried, then reported as that owner's failure, never as no wins", async () => {
    const broken = new Set(['p03'])
    const chain = node(broken)
    const { result } = render()
    await waitFor(() => expect(result.current.done).toBe(true))
    expect(result.current.failed).toEqual(['p03'])
    expect(result.current.read).toBe(29)
    expect(result.current.players.some((p) => p.owner === 'p03')).toBe(false)
    // The first read and two retries.
    expect(chain.infosReads.filter((o) => o === 'p03')).toHaveLength(3)

    // Retry reads the failed owner only, and keeps the rest of its bucket.
    broken.clear()
    act(() => result.current.retryFailed())
    await waitFor(() => expect(result.current.read).toBe(30))
    expect(result.current.done).toBe(true)
    expect(result.current.failed).toEqual([])
    expect(chain.infosReads).toHaveLength(33)
    expect(chain.infosReads.at(-1)).toBe('p03')
  })

  it('a window refocus re-reads no owner, nor a return after an invalidation; a return after 5 minutes does', async () => {
    const chain = node()
    const { client, wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const five = owners.slice(0, 5)
    const mount = () => renderHook(() => usePlayerWins(five, noDelay, network), { wrapper })
    const first = mount()
    await waitFor(() => expect(first.result.current.done).toBe(true))
    expect(chain.infosReads).toHaveLength(5)

    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(chain.infosReads).toHaveLength(5)
    first.unmount()
    focusManager.setFocused(undefined)

    // A transaction on another screen invalidates every chain read: coming back reads nothing.
    await client.invalidateQueries({ queryKey: ['chain'] })
    const second = mount()
    await new Promise((r) => setTimeout(r, 50))
    expect(chain.infosReads).toHaveLength(5)
    second.unmount()

    // Read 6 minutes ago: p01's bucket is read again when the screen shows.
    const bucket = bucketsOf(five).find((b) => b.includes('p01')) ?? []
    const key = playerWinsBucketQuery(network, bucket).queryKey
    const old = client.getQueryData(key)
    client.setQueryData(key, old, { updatedAt: Date.now() - 6 * 60_000 })
    const third = mount()
    await waitFor(() => expect(chain.infosReads).toHaveLength(5 + bucket.length))
    expect(chain.infosReads.slice(5).sort()).toEqual([...bucket].sort())
    third.unmount()
  })

  it('a new owner in the list: only its bucket is read again', async () => {
    const chain = node()
    const { result, rerender } = render()
    await waitFor(() => expect(result.current.done).toBe(true))
    rerender({ list: [...owners, 'newbie'] })
    await waitFor(() => expect(result.current.read).toBe(31))
    await waitFor(() => expect(result.current.done).toBe(true))
    const bucket = bucketsOf([...owners, 'newbie']).find((b) => b.includes('newbie')) ?? []
    expect(chain.infosReads.slice(30).sort()).toEqual([...bucket].sort())
  })
})
