import { afterEach, describe, expect, it, vi } from 'vitest'
import { nodeosAssertBody } from '../../test/fakeNode'
import { createEndpointPool, EndpointError, type FetchLike } from './failover'
import { isNodeosErrorBody } from './poolRules'

const A = 'https://a.example'
const B = 'https://b.example'
const C = 'https://c.example'

type Behaviour = (init: RequestInit | undefined) => Promise<Response>

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))
const down: Behaviour = () => Promise.reject(new TypeError('Failed to fetch'))
/** Never answers; rejects like fetch does when its signal aborts. */
const hang: Behaviour = (init) =>
  new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    )
  })
const ok: Behaviour = () => json({ ok: true })

const NODEOS_ASSERT = nodeosAssertBody('assertion failure with message: Nothing to claim')

/** A fake network: each endpoint has a behaviour; records which URLs were asked. */
function fakeNet(behaviours: Record<string, Behaviour>) {
  const calls: string[] = []
  const fetch = vi.fn<FetchLike>((input, init) => {
    calls.push(input)
    const origin = new URL(input).origin
    const behaviour = behaviours[origin]
    if (behaviour === undefined) throw new Error(`unexpected ${input}`)
    return behaviour(init)
  })
  return { fetch, calls, origins: () => calls.map((url) => new URL(url).origin) }
}

function fakeClock() {
  let t = 1_000
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createEndpointPool', () => {
  it('asks the preferred endpoint first and stops at its answer', async () => {
    const net = fakeNet({ [A]: ok, [B]: ok })
    const pool = createEndpointPool([A, B], { fetch: net.fetch })
    const answer = await pool.request('/v1/chain/get_info')
    expect(answer).toEqual({ endpoint: A, status: 200, ok: true, body: { ok: true } })
    expect(net.calls).toEqual([`${A}/v1/chain/get_info`])
  })

  it('passes method and body through', async () => {
    const net = fakeNet({ [A]: ok })
    const pool = createEndpointPool([`${A}/`], { fetch: net.fetch })
    await pool.request('/v1/chain/get_table_rows', { method: 'POST', body: '{"x":1}' })
    const init = net.fetch.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"x":1}')
    expect(net.calls).toEqual([`${A}/v1/chain/get_table_rows`])
  })

  it('fails over silently on a network error and sets the failed endpoint aside', async () => {
    const clock = fakeClock()
    const net = fakeNet({ [A]: down, [B]: ok, [C]: ok })
    const pool = createEndpointPool([A, B, C], { fetch: net.fetch, now: clock.now })
    await expect(pool.request('/p')).resolves.toMatchObject({ endpoint: B, ok: true })
    expect(pool.currentEndpoint()).toBe(B)
    await pool.request('/p')
    expect(net.origins()).toEqual([A, B, B])
    expect(pool.health()[0]).toMatchObject({ endpoint: A, reason: 'failure', downUntil: 31_000 })
  })

  it('returns to the preferred endpoint after the cool-down', async () => {
    const clock = fakeClock()
    let aIsUp = false
    const net = fakeNet({ [A]: (init) => (aIsUp ? ok(init) : down(init)), [B]: ok })
    const pool = createEndpointPool([A, B], {
      fetch: net.fetch,
      now: clock.now,
      cooldownMs: 30_000,
    })
    await pool.request('/p') // A fails, B serves
    aIsUp = true
    clock.advance(29_999)
    await pool.request('/p') // still cooling: B
    expect(pool.currentEndpoint()).toBe(B)
    clock.advance(1)
    expect(pool.currentEndpoint()).toBe(A)
    await expect(pool.request('/p')).resolves.toMatchObject({ endpoint: A })
    expect(net.origins()).toEqual([A, B, B, A])
  })

  it('tries an endpoint that fails again after its cool-down, then the next one', async () => {
    const clock = fakeClock()
    const net = fakeNet({ [A]: down, [B]: ok })
    const pool = createEndpointPool([A, B], { fetch: net.fetch, now: clock.now })
    await pool.request('/p')
    clock.advance(30_000)
    await pool.request('/p')
    expect(net.origins()).toEqual([A, B, A, B])
  })

  it('rejects with the last error only when every endpoint failed', async () => {
    const net = fakeNet({ [A]: down, [B]: () => json({}, 503) })
    const pool = createEndpointPool([A, B], { fetch: net.fetch })
    const error = await pool.request('/p').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EndpointError)
    expect(error).toMatchObject({ endpoint: B, kind: 'status' })
    expect(String(error)).toContain('https://b.example: answered HTTP 503')
  })

  it('still tries endpoints that are cooling down when no other is left, in order', async () => {
    const clock = fakeClock()
    let up = false
    const net = fakeNet({ [A]: (i) => (up ? ok(i) : down(i)), [B]: down })
    const pool = createEndpointPool([A, B], { fetch: net.fetch, now: clock.now })
    await expect(pool.request('/p')).rejects.toBeInstanceOf(EndpointError)
    up = true
    await expect(pool.request('/p')).resolves.toMatchObject({ endpoint: A })
    expect(net.origins()).toEqual([A, B, A])
    // A answered, so it is usable again at once.
    expect(pool.currentEndpoint()).toBe(A)
  })

  it('times out a silent endpoint and lets the next one serve', async () => {
    vi.useFakeTimers()
    const net = fakeNet({ [A]: hang, [B]: ok })
    const pool = createEndpointPool([A, B], { fetch: net.fetch, timeoutMs: 2_000 })
    const pending = pool.request('/p')
    await vi.advanceTimersByTimeAsync(1_999)
    expect(net.origins()).toEqual([A])
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toMatchObject({ endpoint: B })
    expect(pool.health()[0]?.reason).toBe('failure')
  })

  it('names the timeout when the last endpoint times out', async () => {
    vi.useFakeTimers()
    const net = fakeNet({ [A]: hang })
    const pool = createEndpointPool([A], { fetch: net.fetch, timeoutMs: 50 })
    const pending = pool.request('/p').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(50)
    const error = await pending
    expect(error).toMatchObject({ kind: 'timeout', message: `${A}: no answer within 50 ms` })
  })

  it('lets one request use a longer timeout', async () => {
    vi.useFakeTimers()
    let answer: (r: Response) => void = () => {}
    const net = fakeNet({ [A]: () => new Promise((resolve) => (answer = resolve)), [B]: ok })
    const pool = createEndpointPool([A, B], { fetch: net.fetch, timeoutMs: 100 })
    const pending = pool.request('/p', undefined, { timeoutMs: 10_000 })
    await vi.advanceTimersByTimeAsync(5_000)
    answer(new Response('{"late":true}'))
    await expect(pending).resolves.toMatchObject({ endpoint: A, body: { late: true } })
  })

  it('treats a nodeos error body on a 500 as the chain answering, not an outage', async () => {
    const net = fakeNet({ [A]: () => json(NODEOS_ASSERT, 500), [B]: ok })
    const pool = createEndpointPool([A, B], { fetch: net.fetch })
    const answer = await pool.request('/v1/chain/get_table_rows')
    expect(answer).toEqual({ endpoint: A, status: 500, ok: false, body: NODEOS_ASSERT })
    expect(net.origins()).toEqual([A])
    expect(pool.currentEndpoint()).toBe(A)
  })

  it('fails over on a 5xx without a nodeos body, on 429 and 408, and on a body that is not JSON', async () => {
    for (const bad of [
      () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
      () => json({ success: false, message: 'Internal Server Error' }, 500),
      () => json({ message: 'slow down' }, 429),
      () => json({}, 408),
      () => Promise.resolve(new Response('<html>captive portal</html>', { status: 200 })),
    ]) {
      const net = fakeNet({ [A]: bad, [B]: ok })
      const pool = createEndpointPool([A, B], { fetch: net.fetch })
      await expect(pool.request('/p')).resolves.toMatchObject({ endpoint: B })
    }
  })

  it('treats other JSON 4xx as answers', async () => {
    const body = { success: false, message: 'Template not found' }
    const net = fakeNet({ [A]: () => json(body, 404), [B]: ok })
    const pool = createEndpointPool([A, B], { fetch: net.fetch })
    await expect(pool.request('/p')).resolves.toEqual({ endpoint: A, status: 404, ok: false, body })
  })

  it('rejects at once when the caller aborts, without blaming the endpoint', async () => {
    const net = fakeNet({ [A]: hang, [B]: ok })
    const pool = createEndpointPool([A, B], { fetch: net.fetch })
    const controller = new AbortController()
    const pending = pool.request('/p', { signal: controller.signal })
    controller.abort(new DOMException('left the screen', 'AbortError'))
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(net.origins()).toEqual([A])
    expect(pool.currentEndpoint()).toBe(A)
  })

  it('does not send when the signal is already aborted', async () => {
    const net = fakeNet({ [A]: ok })
    const pool = createEndpointPool([A], { fetch: net.fetch })
    await expect(pool.request('/p', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(net.calls).toEqual([])
  })

  it('requestFrom asks one endpoint only and sets it aside when it fails', async () => {
    const clock = fakeClock()
    const net = fakeNet({ [A]: ok, [B]: down })
    const pool = createEndpointPool([A, B], { fetch: net.fetch, now: clock.now })
    await expect(pool.requestFrom(B, '/p')).rejects.toMatchObject({ endpoint: B })
    await expect(pool.requestFrom(A, '/p')).resolves.toMatchObject({ endpoint: A })
    expect(net.origins()).toEqual([B, A])
    expect(pool.health()[1]?.reason).toBe('failure')
  })

  it('needs at least one endpoint', () => {
    expect(() => createEndpointPool([])).toThrow('at least one endpoint')
  })
})

describe('lag rule', () => {
  const HEAD = Date.UTC(2025, 0, 1)

  it('sets aside an endpoint whose head lags more than 20 s behind the best seen', async () => {
    const clock = fakeClock()
    const net = fakeNet({ [A]: ok, [B]: ok })
    const pool = createEndpointPool([A, B], { fetch: net.fetch, now: clock.now })
    pool.reportHeadTime(B, HEAD)
    pool.reportHeadTime(A, HEAD - 20_000)
    expect(pool.currentEndpoint()).toBe(A) // exactly 20 s is tolerated
    pool.reportHeadTime(A, HEAD - 20_001)
    expect(pool.currentEndpoint()).toBe(B)
    expect(pool.health()[0]).toMatchObject({ reason: 'lag' })
    await expect(pool.request('/p')).resolves.toMatchObject({ endpoint: B })
    clock.advance(30_000)
    expect(pool.currentEndpoint()).toBe(A)
  })

  it('also catches a lagging endpoint that reported before a fresher one', () => {
    const clock = fakeClock()
    const pool = createEndpointPool([A, B], { fetch: vi.fn<FetchLike>(), now: clock.now })
    pool.reportHeadTime(A, HEAD - 60_000)
    expect(pool.currentEndpoint()).toBe(A)
    pool.reportHeadTime(B, HEAD)
    expect(pool.currentEndpoint()).toBe(B)
  })

  it('compares heads at the same instant: an older report has moved on since', () => {
    const clock = fakeClock()
    const pool = createEndpointPool([A, B], { fetch: vi.fn<FetchLike>(), now: clock.now })
    pool.reportHeadTime(A, HEAD)
    clock.advance(25_000)
    // B's head is 25 s after A's report, but A reported 25 s ago: both are current.
    pool.reportHeadTime(B, HEAD + 25_000)
    expect(pool.health().every((entry) => entry.reason === undefined)).toBe(true)
  })

  it('a success does not clear a lag cool-down', async () => {
    const clock = fakeClock()
    const net = fakeNet({ [A]: ok, [B]: down })
    const pool = createEndpointPool([A, B], { fetch: net.fetch, now: clock.now })
    pool.reportHeadTime(B, HEAD)
    pool.reportHeadTime(A, HEAD - 30_000)
    // B is down, so lagging A serves as the last resort, and stays set aside.
    await expect(pool.request('/p')).resolves.toMatchObject({ endpoint: A })
    expect(pool.health()[0]?.reason).toBe('lag')
  })

  it('ignores heads of unknown endpoints and nonsense times', () => {
    const pool = createEndpointPool([A, B], { fetch: vi.fn<FetchLike>() })
    pool.reportHeadTime('https://other.example', HEAD + 3_600_000)
    pool.reportHeadTime(B, Number.NaN)
    pool.reportHeadTime(A, HEAD)
    expect(pool.currentEndpoint()).toBe(A)
  })
})

describe('pool.fetch (for WharfKit)', () => {
  it('serves URLs under a pool endpoint with failover and rebuilds the response', async () => {
    const net = fakeNet({ [A]: down, [B]: () => json(NODEOS_ASSERT, 500) })
    const pool = createEndpointPool([A, B], { fetch: net.fetch })
    const response = await pool.fetch(`${A}/v1/chain/send_transaction2`, {
      method: 'POST',
      body: '{}',
    })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual(NODEOS_ASSERT)
    expect(net.calls).toEqual([
      `${A}/v1/chain/send_transaction2`,
      `${B}/v1/chain/send_transaction2`,
    ])
  })

  it('lets other URLs go straight out', async () => {
    const other = 'https://c.example'
    const net = fakeNet({ [A]: ok, [other]: () => json({ other: true }) })
    const pool = createEndpointPool([A], { fetch: net.fetch })
    const response = await pool.fetch(new URL(`${other}/x`))
    expect(await response.json()).toEqual({ other: true })
  })

  it('does not mistake a longer host for an endpoint', async () => {
    const longer = 'https://a.example.org'
    const net = fakeNet({ [longer]: () => json({ longer: true }) })
    const pool = createEndpointPool([A], { fetch: net.fetch })
    await expect((await pool.fetch(`${longer}/x`)).json()).resolves.toEqual({ longer: true })
  })
})

describe('isNodeosErrorBody', () => {
  it('recognises nodeos error bodies only', () => {
    expect(isNodeosErrorBody(NODEOS_ASSERT)).toBe(true)
    expect(isNodeosErrorBody({ code: 500, message: 'x' })).toBe(false)
    expect(isNodeosErrorBody({ success: false, message: 'x' })).toBe(false)
    expect(isNodeosErrorBody(null)).toBe(false)
    expect(isNodeosErrorBody([])).toBe(false)
  })
})
