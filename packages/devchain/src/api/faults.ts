import { ChainError, errorBody } from '../core/errors'
import type { ApiResponse } from './http-types'

/**
 * Fault injection for the web app's tests: for a share of the requests to a path, add latency,
 * answer a nodeos-shaped 500, drop the connection without an answer, or answer 200 with invalid
 * JSON. Set through `/devchain/faults` (devchain-api.ts) or the CLI's `--fault`; the HTTP layer
 * (http.ts) asks `pick` before routing a request. Control routes (`/devchain/*`) are never faulted.
 */

export const FAULT_KINDS = ['latency', '500', 'drop', 'malformed'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

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

/** The answer a fault decision gives instead of the route's (none for latency alone), or `drop`. */
export function faultResponse(
  decision: FaultDecision,
  path: string,
): ApiResponse | 'drop' | undefined {
  switch (decision.answer) {
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
