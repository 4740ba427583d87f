/**
 * Endpoint failover, for reads and for broadcasting: an ordered list
 * of endpoints, tried in order with a per-request timeout. An endpoint that fails (network error,
 * timeout, a 5xx or 408/429 that is not a nodeos answer, a body that is not JSON) or whose head block
 * lags more than `maxLagMs` behind the best one seen is set aside for `cooldownMs`; the next one
 * serves and no error is surfaced. After the cool-down the preferred (earlier) endpoint is tried
 * again. Only when every endpoint failed does a request reject, with the last error.
 *
 * What counts as an answer, not an outage: any JSON 2xx; any JSON 4xx except 408 and 429 (the
 * request is wrong, another endpoint would say the same); a 5xx whose JSON body is a nodeos error
 * (`{ code, message, error: { name, what, details } }`), which is how nodeos answers an assertion
 * failure or a missing table. These decisions, and the lag rule, are `poolRules.ts`.
 */
import { createHealthList, type EndpointHealth } from './health'
import { endpointOf, type HeadReport, isAnswer, laggingEndpoints } from './poolRules'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export type EndpointFailureKind = 'network' | 'timeout' | 'status' | 'body'

/** One endpoint did not answer usefully. The pool rejects with the last one when all failed. */
export class EndpointError extends Error {
  override name = 'EndpointError'
  readonly endpoint: string
  readonly kind: EndpointFailureKind
  constructor(endpoint: string, kind: EndpointFailureKind, message: string, cause?: unknown) {
    super(`${endpoint}: ${message}`, cause === undefined ? undefined : { cause })
    this.endpoint = endpoint
    this.kind = kind
  }
}

/** A JSON answer from one endpoint; `ok` is false for 4xx and nodeos error bodies. */
export type PoolAnswer = { endpoint: string; status: number; ok: boolean; body: unknown }

export type RequestOptions = {
  /** Overrides the pool's timeout for this request (e.g. a slow broadcast). */
  timeoutMs?: number
}

export type EndpointPoolOptions = {
  /** Per attempt, from sending to the whole body read. Default 5000 ms. */
  timeoutMs?: number
  /** How long a failed or lagging endpoint is set aside. Default 30000 ms. */
  cooldownMs?: number
  /** Head block lag beyond which an endpoint is set aside. Default 20000 ms. */
  maxLagMs?: number
  /** Monotonic clock in ms. Default `performance.now`. */
  now?: () => number
  /** Default: the global `fetch`, looked up at call time (so tests can stub it). */
  fetch?: FetchLike
}

export type EndpointPool = {
  readonly endpoints: readonly string[]
  /** `path` (e.g. `/v1/chain/get_info`) on the endpoints in order, until one answers. */
  request(path: string, init?: RequestInit, options?: RequestOptions): Promise<PoolAnswer>
  /** `path` on one endpoint only (health probes); a failure still sets it aside. */
  requestFrom(
    endpoint: string,
    path: string,
    init?: RequestInit,
    options?: RequestOptions,
  ): Promise<PoolAnswer>
  /**
   * A `fetch` with failover, for clients that want a fetch function (WharfKit's `fetch` option):
   * a URL under one of the pool's endpoints is served by the pool; any other goes straight out.
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>
  /** Feeds the lag rule: the head block time (unix ms) an endpoint answered just now. */
  reportHeadTime(endpoint: string, headTimeMs: number): void
  /** The endpoint requests go to first right now (e.g. WharfKit's chain URL). */
  currentEndpoint(): string
  health(): EndpointHealth[]
}

type Attempt = {
  endpoint: string
  status: number
  statusText: string
  headers: Headers
  text: string
  body: unknown
}

const NOT_JSON = Symbol('not JSON')

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return NOT_JSON
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * One request to one endpoint within `timeoutMs`, its whole body read: an answer (`isAnswer`), or
 * an `EndpointError` saying why not. The caller's abort rejects with its reason, not an
 * `EndpointError`: it is no endpoint's failure.
 */
async function attempt(
  doFetch: FetchLike,
  endpoint: string,
  path: string,
  init: RequestInit | undefined,
  timeoutMs: number,
): Promise<Attempt> {
  const outer = init?.signal ?? undefined
  outer?.throwIfAborted()
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onOuterAbort = () => controller.abort(outer?.reason)
  outer?.addEventListener('abort', onOuterAbort)
  try {
    const response = await doFetch(endpoint + path, { ...init, signal: controller.signal })
    const text = await response.text()
    const body = parseJson(text)
    const { status } = response
    if (body === NOT_JSON) {
      throw new EndpointError(endpoint, 'body', `answered ${status} with a body that is not JSON`)
    }
    if (!isAnswer(status, body))
      throw new EndpointError(endpoint, 'status', `answered HTTP ${status}`)
    return {
      endpoint,
      status,
      statusText: response.statusText,
      headers: response.headers,
      text,
      body,
    }
  } catch (error) {
    if (outer?.aborted) throw outer.reason ?? error
    if (error instanceof EndpointError) throw error
    if (timedOut || isAbortError(error)) {
      throw new EndpointError(endpoint, 'timeout', `no answer within ${timeoutMs} ms`)
    }
    const message = error instanceof Error ? error.message : String(error)
    throw new EndpointError(endpoint, 'network', message, error)
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', onOuterAbort)
  }
}

const toAnswer = (result: Attempt): PoolAnswer => ({
  endpoint: result.endpoint,
  status: result.status,
  ok: result.status >= 200 && result.status < 300,
  body: result.body,
})

export function createEndpointPool(
  urls: readonly string[],
  options: EndpointPoolOptions = {},
): EndpointPool {
  const timeoutMs = options.timeoutMs ?? 5000
  const cooldownMs = options.cooldownMs ?? 30_000
  const maxLagMs = options.maxLagMs ?? 20_000
  const now = options.now ?? (() => performance.now())
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const health = createHealthList(urls.map(trimSlash), { cooldownMs, now })
  const heads = new Map<string, HeadReport>()

  /** One endpoint: a success clears its failure, a failure sets it aside. */
  async function tryOne(
    endpoint: string,
    path: string,
    init: RequestInit | undefined,
    requestOptions: RequestOptions | undefined,
  ): Promise<Attempt> {
    try {
      const result = await attempt(
        doFetch,
        endpoint,
        path,
        init,
        requestOptions?.timeoutMs ?? timeoutMs,
      )
      health.markUp(endpoint)
      return result
    } catch (error) {
      if (error instanceof EndpointError) health.markDown(endpoint, 'failure')
      throw error
    }
  }

  /** The endpoints in the health list's order until one answers; all failed: the last error. */
  async function tryAll(
    path: string,
    init: RequestInit | undefined,
    requestOptions: RequestOptions | undefined,
  ): Promise<Attempt> {
    let lastError: unknown
    for (const endpoint of health.order()) {
      try {
        return await tryOne(endpoint, path, init, requestOptions)
      } catch (error) {
        if (!(error instanceof EndpointError)) throw error // the caller aborted
        lastError = error
      }
    }
    throw lastError
  }

  return {
    endpoints: health.endpoints,
    async request(path, init, requestOptions) {
      return toAnswer(await tryAll(path, init, requestOptions))
    },
    async requestFrom(endpoint, path, init, requestOptions) {
      return toAnswer(await tryOne(trimSlash(endpoint), path, init, requestOptions))
    },
    async fetch(input, init) {
      if (input instanceof Request) return globalThis.fetch(input, init)
      const url = String(input)
      const target = endpointOf(health.endpoints, url)
      if (target === undefined) return doFetch(url, init)
      const { status, statusText, headers, text } = await tryAll(target.path, init, undefined)
      return new Response(text, { status, statusText, headers })
    },
    reportHeadTime(endpoint, headTimeMs) {
      const url = trimSlash(endpoint)
      if (!health.endpoints.includes(url) || !Number.isFinite(headTimeMs)) return
      const t = now()
      heads.set(url, { headMs: headTimeMs, at: t })
      for (const key of laggingEndpoints(heads, t, cooldownMs, maxLagMs))
        if (!health.isDown(key)) health.markDown(key, 'lag')
    },
    currentEndpoint: () => health.current(),
    health: () => health.snapshot(),
  }
}
