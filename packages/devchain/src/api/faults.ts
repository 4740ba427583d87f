import { ChainError, type ErrorKind, errorBody } from '../core/errors'
import { decodePacked } from '../core/transaction-context'
import type { ApiResponse } from './http-types'

/**
 * Fault injection for the web app's tests: for a share of the requests to a path, add latency,
 * answer a nodeos-shaped 500, drop the connection without an answer, or answer 200 with invalid
 * JSON; or refuse transactions for want of an account resource (CPU, NET, RAM) as nodeos does.
 * Set through `/devchain/faults` (devchain-api.ts) or the CLI's `--fault`; the HTTP layer
 * (http.ts) asks `pick` before routing a request. Control routes (`/devchain/*`) are never faulted.
 */

/** The account resources a fault can run short, and the nodeos exception that says so. */
export const RESOURCE_FAULTS = {
  cpu: 'tx_cpu_usage_exceeded',
  net: 'tx_net_usage_exceeded',
  ram: 'ram_usage_exceeded',
} as const satisfies Record<string, ErrorKind>
export type ResourceFault = keyof typeof RESOURCE_FAULTS

export const FAULT_KINDS = ['latency', '500', 'drop', 'malformed', 'cpu', 'net', 'ram'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

/**
 * What `get_account` answers for every account (the devchain bills no resources) and, while a
 * resource fault is active, the figures its refusals and `get_account` give: the resource used up.
 */
export const ACCOUNT_RESOURCES = {
  /** CPU (microseconds) and NET (bytes) an account may use in the 24 h window. */
  cpuMax: 2_000_000,
  netMax: 1_048_576,
  ramQuota: 1_048_576,
  ramUsage: 3_000,
  /** What a refused transaction would have used. */
  cpuBilled: 412,
  netBilled: 184,
  ramNeeded: 312,
} as const

/** A fault as set: `path` is exact, or a prefix when it ends with `*` (`/v1/chain/*`, `*`). */
export interface FaultSpec {
  path: string
  kind: FaultKind
  /** The share of matching requests it hits, 0..1 (1 = every one: deterministic). Default 1. */
  share?: number
  /** For `latency`: milliseconds added before the request is handled (0..600000). */
  ms?: number
  /** Hit at most this many requests, then stay listed but inactive. Default: no end. */
  times?: number
}

/** A fault as listed: its id and how many requests it hit so far. */
export interface Fault {
  id: number
  path: string
  kind: FaultKind
  share: number
  ms?: number
  times?: number
  hits: number
}

/** What the HTTP layer does to one request: latency to wait, then maybe a fault that answers. */
export interface FaultDecision {
  delayMs: number
  answer?: Exclude<FaultKind, 'latency'>
  fault?: Fault
}

const MAX_FAULTS = 100
const MAX_LATENCY_MS = 600_000

function bad(message: string): ChainError {
  return new ChainError('invalid_http_request', message)
}

/** Checks a fault as received (JSON body or CLI flag) and returns it with its defaults. */
export function validateFault(v: unknown): FaultSpec & { share: number } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw bad('A fault is an object: {"path": "/v1/chain/get_table_rows", "kind": "500"}')
  }
  const o = v as Record<string, unknown>
  const known = ['path', 'kind', 'share', 'ms', 'times']
  const unknown = Object.keys(o).filter((k) => !known.includes(k))
  if (unknown.length) {
    throw bad(`Unknown fault field '${unknown[0]?.slice(0, 40)}'; fields: ${known.join(', ')}`)
  }
  const given = o.path
  if (
    typeof given !== 'string' ||
    !(given.startsWith('/') || given === '*') ||
    given.length > 512
  ) {
    throw bad(
      'fault path must be a path starting with / (a prefix when it ends with *), or * for all',
    )
  }
  // As the HTTP layer sees request paths: without trailing slashes.
  const path = given.length > 1 && !given.endsWith('*') ? given.replace(/\/+$/, '') : given
  if (path === '/devchain' || path.startsWith('/devchain/')) {
    throw bad('control routes (/devchain/*) cannot be faulted')
  }
  const kind = o.kind
  if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) {
    throw bad(`fault kind must be one of ${FAULT_KINDS.join(', ')}`)
  }
  const share = o.share === undefined ? 1 : o.share
  if (typeof share !== 'number' || !(share >= 0 && share <= 1)) {
    throw bad('fault share must be a number from 0 to 1')
  }
  const out: FaultSpec & { share: number } = { path, kind: kind as FaultKind, share }
  if (kind === 'latency') {
    const ms = o.ms
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
      throw bad(
        `a latency fault needs ms, a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}`,
      )
    }
    out.ms = ms
  } else if (o.ms !== undefined) {
    throw bad('ms is only for latency faults')
  }
  if (o.times !== undefined) {
    const t = o.times
    if (typeof t !== 'number' || !Number.isInteger(t) || t < 1) {
      throw bad('fault times must be a whole number of at least 1')
    }
    out.times = t
  }
  return out
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1))
  return pattern === path
}

/** The active faults, in the order they were set. */
export class Faults {
  private list: Fault[] = []
  private nextId = 1

  add(spec: unknown): Fault {
    const v = validateFault(spec)
    if (this.list.length >= MAX_FAULTS) throw bad(`at most ${MAX_FAULTS} faults may be set`)
    const fault: Fault = { id: this.nextId++, ...v, hits: 0 }
    this.list.push(fault)
    return fault
  }

  all(): Fault[] {
    return this.list.map((f) => ({ ...f }))
  }

  /**
   * The resources an active resource fault runs short (one that still hits: `share` above 0, not
   * past its `times`), whatever its path: `get_account` shows them used up.
   */
  short(): Set<ResourceFault> {
    const out = new Set<ResourceFault>()
    for (const f of this.list) {
      const active = f.share > 0 && (f.times === undefined || f.hits < f.times)
      if (active && Object.hasOwn(RESOURCE_FAULTS, f.kind)) out.add(f.kind as ResourceFault)
    }
    return out
  }

  /** Removes one fault (by id) or all of them; returns how many were removed. */
  clear(id?: number): number {
    const before = this.list.length
    this.list = id === undefined ? [] : this.list.filter((f) => f.id !== id)
    return before - this.list.length
  }

  /**
   * The faults one request to `path` meets: every matching latency fault that hits adds its
   * delay, then the first matching other fault that hits answers instead of the route.
   */
  pick(path: string): FaultDecision | undefined {
    if (this.list.length === 0) return undefined
    let delayMs = 0
    let answer: FaultDecision['answer']
    let fault: Fault | undefined
    for (const f of this.list) {
      if (f.times !== undefined && f.hits >= f.times) continue
      if (!matches(f.path, path)) continue
      if (f.kind !== 'latency' && answer) continue
      if (!(f.share >= 1 || (f.share > 0 && Math.random() < f.share))) continue
      f.hits++
      if (f.kind === 'latency') delayMs += f.ms ?? 0
      else {
        answer = f.kind
        fault = f
      }
    }
    if (delayMs === 0 && !answer) return undefined
    return { delayMs, answer, fault }
  }
}

/**
 * The account a transaction's RAM would be billed to, as far as the request's body says: the first
 * authorizer of its first action that is not a resource provider's cosigning `noop` (which goes
 * first and pays nothing); `unknown` when the body is not a transaction.
 */
function actorOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { transaction?: unknown }
    // send_transaction2 wraps the packed transaction in `transaction`.
    const input = (parsed.transaction ?? parsed) as Parameters<typeof decodePacked>[0]
    const action = decodePacked(input).trx.actions.find((a) => String(a.name) !== 'noop')
    return String(action?.authorization[0]?.actor ?? 'unknown')
  } catch {
    return 'unknown'
  }
}

/** nodeos's detail message for a transaction refused for want of `resource`. */
function resourceMessage(resource: ResourceFault, body: string): string {
  const r = ACCOUNT_RESOURCES
  switch (resource) {
    case 'cpu':
      return `billed CPU time (${r.cpuBilled} us) is greater than the maximum billable CPU time for the transaction (0 us)`
    case 'net':
      return `transaction net usage is too high: ${r.netBilled} > 0`
    case 'ram':
      return `account ${actorOf(body)} has insufficient ram; needs ${r.ramQuota + r.ramNeeded} bytes has ${r.ramQuota} bytes`
  }
}

/**
 * The answer a fault decision gives instead of the route's (none for latency alone), or `drop`.
 * `body` is the request's: a RAM refusal names the transaction's first authorizer, as nodeos does.
 */
export function faultResponse(
  decision: FaultDecision,
  path: string,
  body = '',
): ApiResponse | 'drop' | undefined {
  switch (decision.answer) {
    case 'cpu':
    case 'net':
    case 'ram':
      return {
        status: 500,
        json: errorBody(
          new ChainError(RESOURCE_FAULTS[decision.answer], resourceMessage(decision.answer, body)),
        ),
      }
    case 'drop':
      return 'drop'
    case '500':
      return {
        status: 500,
        json: errorBody(
          new ChainError(
            'exception',
            `devchain fault ${decision.fault?.id}: injected 500 on ${path}`,
          ),
        ),
      }
    case 'malformed':
      return {
        status: 200,
        raw: '{"devchain_fault": "malformed", "rows": [',
        headers: { 'Content-Type': 'application/json' },
      }
    default:
      return undefined
  }
}
