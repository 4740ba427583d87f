/**
 * Which endpoints of an ordered list are usable right now: a failed or lagging endpoint is set
 * aside for a cool-down, then becomes eligible again in its preferred place. Pure state over an
 * injected clock; the RPC/AtomicAssets pools and the image gateways share it.
 */

export type DownReason = 'failure' | 'lag'

export type EndpointHealth = {
  endpoint: string
  /** Monotonic ms until which the endpoint is set aside; undefined when usable. */
  downUntil: number | undefined
  reason: DownReason | undefined
}

export type HealthList = {
  readonly endpoints: readonly string[]
  /** Usable endpoints in preference order, then those cooling down, also in preference order. */
  order(): string[]
  isDown(endpoint: string): boolean
  /** Sets the endpoint aside for the cool-down, counted from now. */
  markDown(endpoint: string, reason: DownReason): void
  /** A success: clears a `failure` cool-down (a `lag` one runs its course). */
  markUp(endpoint: string): void
  /** The first usable endpoint, or the first of the list when every one is cooling down. */
  current(): string
  snapshot(): EndpointHealth[]
}

export type HealthOptions = {
  cooldownMs: number
  /** Monotonic clock in ms. */
  now: () => number
}

export function createHealthList(endpoints: readonly string[], options: HealthOptions): HealthList {
  const [first] = endpoints
  if (first === undefined) throw new Error('An endpoint list needs at least one endpoint')
  const list = [...endpoints]
  const down = new Map<string, { until: number; reason: DownReason }>()

  const isDown = (endpoint: string): boolean => {
    const entry = down.get(endpoint)
    if (entry === undefined) return false
    if (entry.until > options.now()) return true
    down.delete(endpoint)
    return false
  }

  return {
    endpoints: list,
    order() {
      const usable = list.filter((endpoint) => !isDown(endpoint))
      return [...usable, ...list.filter((endpoint) => !usable.includes(endpoint))]
    },
    isDown,
    markDown(endpoint, reason) {
      if (!list.includes(endpoint)) return
      down.set(endpoint, { until: options.now() + options.cooldownMs, reason })
    },
    markUp(endpoint) {
      if (down.get(endpoint)?.reason === 'failure') down.delete(endpoint)
    },
    current() {
      return list.find((endpoint) => !isDown(endpoint)) ?? first
    },
    snapshot() {
      return list.map((endpoint) => {
        const entry = isDown(endpoint) ? down.get(endpoint) : undefined
        return { endpoint, downUntil: entry?.until, reason: entry?.reason }
      })
    },
  }
}
