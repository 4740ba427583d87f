import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeNode, type FakeTable, nodeosAssertBody } from '../../../test/fakeNode'
import { createTestQueryClient, fakeNetwork } from '../../../test/testUtils'
import { tableKey } from '../../transport/keys'
import { AVATAR_ID_FRESH_MS, AVATAR_IDS_CONCURRENCY, useAvatarIds } from './avatarIds'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const owners = Array.from({ length: 12 }, (_, i) => `p${String(i).padStart(2, '0')}`)

/**
 * A node where owner n chose avatar n + 2 (p00 never chose: no AVT row); `broken` owners' reads
 * fail. Counts the balances reads per owner and the most in flight at once.
 */
function node(broken: ReadonlySet<string> = new Set()) {
  const tables: Record<string, FakeTable> = {}
  owners.forEach((owner, n) => {
    tables[`dov.stake/${owner}/balances`] = {
      rows: [{ balance: '10.0000 DOVX' }, ...(n === 0 ? [] : [{ balance: `${n + 2} AVT` }])],
    }
  })
  const fake = createFakeNode({ tables })
  let inFlight = 0
  let peak = 0
  const reads: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { scope?: string; table?: string }
      if (body.table === 'balances') reads.push(body.scope ?? '')
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise((r) => setTimeout(r, 2))
      inFlight--
      if (broken.has(body.scope ?? ''))
        return new Response(JSON.stringify(nodeosAssertBody('node busy')), { status: 500 })
      return fake.fetch(input, init)
    }),
  )
  return { peak: () => peak, reads }
}

function render(enabled = true) {
  const { client, wrapper } = createTestQueryClient()
  const network = fakeNetwork()
  const hook = renderHook(({ enabled }) => useAvatarIds(owners, enabled, network), {
    wrapper,
    initialProps: { enabled },
  })
  return { ...hook, client, network }
}

describe('useAvatarIds', () => {
  it("reads each owner's AVT (1 when never chosen), a few at a time", async () => {
    const fake = node()
    const { result } = render()
    await waitFor(() => expect(result.current.size).toBe(owners.length))
    expect(result.current.get('p00')).toBe(1)
    expect(result.current.get('p05')).toBe(7)
    expect(fake.peak()).toBeLessThanOrEqual(AVATAR_IDS_CONCURRENCY)
    expect(fake.reads.sort()).toEqual(owners)
  })

  it('gives the ids once, when every read has ended, not at each answer', async () => {
    node()
    const { wrapper } = createTestQueryClient()
    const network = fakeNetwork()
    const sizes: number[] = []
    const { result } = renderHook(
      () => {
        const ids = useAvatarIds(owners, true, network)
        sizes.push(ids.size)
        return ids
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.size).toBe(owners.length))
    expect(new Set(sizes)).toEqual(new Set([0, owners.length]))
  })

  it('reads nothing until enabled', async () => {
    const fake = node()
    const { result, rerender } = render(false)
    await new Promise((r) => setTimeout(r, 20))
    expect(fake.reads).toEqual([])
    expect(result.current.size).toBe(0)
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.size).toBe(owners.length))
  })

  it('a failed owner is left out, silently; the others are read', async () => {
    const fake = node(new Set(['p03']))
    const { result, client } = render()
    // Tried again once, then given up: an error in the cache, no id, nothing thrown.
    await waitFor(
      () =>
        expect(
          client.getQueryCache().findAll({ predicate: (q) => q.queryKey.includes('p03') })[0]?.state
            .status,
        ).toBe('error'),
      { timeout: 4_000 },
    )
    expect(fake.reads.filter((owner) => owner === 'p03')).toHaveLength(2)
    expect(result.current.size).toBe(owners.length - 1)
    expect(result.current.has('p03')).toBe(false)
  })

  it("a transaction's invalidation of the balances does not read fresh owners again", async () => {
    const fake = node()
    const { result, client, network } = render()
    await waitFor(() => expect(result.current.size).toBe(owners.length))
    fake.reads.length = 0
    await act(() =>
      client.invalidateQueries({ queryKey: tableKey(network, 'dov.stake', 'balances') }),
    )
    expect(fake.reads).toEqual([])
    expect(result.current.get('p05')).toBe(7)

    // Older than the freshness, an invalidation reads them again.
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + AVATAR_ID_FRESH_MS + 1)
    await act(() =>
      client.invalidateQueries({ queryKey: tableKey(network, 'dov.stake', 'balances') }),
    )
    expect(fake.reads.sort()).toEqual(owners)
  })
})
