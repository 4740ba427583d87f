import { PublicKey } from '@wharfkit/antelope'
import type { PermissionLevel } from './contract'
import { nameValue } from './names'

/**
 * Antelope's authority checker (`authority_checker.hpp`): does a set of provided keys (and
 * provided permissions, such as `contract@eosio.code` for inline actions) satisfy a permission?
 */

export interface Authority {
  threshold: number
  keys: { key: string; weight: number }[]
  accounts: { permission: PermissionLevel; weight: number }[]
  waits: { wait_sec: number; weight: number }[]
}

export interface Permission {
  name: string
  parent: string
  auth: Authority
}

/** Looks up a permission of an account, or undefined. */
export type PermissionLookup = (actor: string, permission: string) => Permission | undefined

/** nodeos's `max_authority_depth` default. */
export const MAX_AUTHORITY_DEPTH = 6

/** Orders public keys as nodeos's `flat_set<public_key_type>` does: by key type, then by their bytes. */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0
  const ka = PublicKey.from(a)
  const kb = PublicKey.from(b)
  const ta = ['K1', 'R1', 'WA'].indexOf(ka.type)
  const tb = ['K1', 'R1', 'WA'].indexOf(kb.type)
  if (ta !== tb) return ta - tb
  const da = ka.data.array
  const db = kb.data.array
  for (let i = 0; i < Math.min(da.length, db.length); i++) {
    if (da[i] !== db[i]) return (da[i] as number) - (db[i] as number)
  }
  return da.length - db.length
}

/** Orders permission levels as nodeos does: by actor, then permission (name values). */
export function comparePermissionLevels(a: PermissionLevel, b: PermissionLevel): number {
  const actor = nameValue(a.actor) - nameValue(b.actor)
  const d = actor !== 0n ? actor : nameValue(a.permission) - nameValue(b.permission)
  return d < 0n ? -1 : d > 0n ? 1 : 0
}

type CacheStatus = 'evaluating' | 'unsatisfied' | 'satisfied'
type PermissionCache = Map<string, CacheStatus>

const levelKey = (l: PermissionLevel) => `${l.actor}@${l.permission}`

/** One weighted factor of an authority, visited in nodeos's order. */
type Factor =
  | { kind: 'account'; weight: number; permission: PermissionLevel }
  | { kind: 'key'; weight: number; key: string }
  | { kind: 'wait'; weight: number }

/** nodeos's priorities at equal weight (its multimap is ordered by (weight, priority), greatest first). */
const PRIORITY = { account: 1, key: 2, wait: 3 } as const

/** Authorities never change once an account exists, so each is put in visiting order once. */
const ordered = new WeakMap<Authority, Factor[]>()

function factorsInOrder(auth: Authority): Factor[] {
  let factors = ordered.get(auth)
  if (!factors) {
    factors = sortFactors(auth)
    ordered.set(auth, factors)
  }
  return factors
}

function sortFactors(auth: Authority): Factor[] {
  const factors: Factor[] = [
    ...auth.accounts.map((a) => ({ kind: 'account' as const, ...a })),
    ...auth.keys.map((k) => ({ kind: 'key' as const, ...k })),
    ...auth.waits.map((w) => ({ kind: 'wait' as const, weight: w.weight })),
  ]
  // A stable sort: factors of equal weight and kind keep the authority's order.
  return factors.sort((a, b) => b.weight - a.weight || PRIORITY[b.kind] - PRIORITY[a.kind])
}

/**
 * As nodeos: each `satisfied` call starts a permission cache holding the provided permissions;
 * an authority's factors are visited from the greatest weight down (at equal weight: waits, keys,
 * then accounts) until their weights reach the threshold; an account factor is satisfied when
 * its permission is (found in the cache, or evaluated one level deeper, up to
 * `MAX_AUTHORITY_DEPTH`); and the keys counted toward an authority that ends up unsatisfied are
 * not marked used. `usedKeys` / `unusedKeys` then tell which provided keys took part, for
 * `tx_irrelevant_sig`. No delay is ever provided, so waits never count.
 */
export class AuthorityChecker {
  /** The provided keys, in nodeos's order (a `flat_set`). */
  readonly keys: readonly string[]
  private used: boolean[]
  private readonly lookup: PermissionLookup
  private readonly provided: readonly PermissionLevel[]

  constructor(
    lookup: PermissionLookup,
    keys: Iterable<string>,
    provided: readonly PermissionLevel[] = [],
  ) {
    this.lookup = lookup
    this.keys = [...new Set(keys)].sort(compareKeys)
    this.used = this.keys.map(() => false)
    this.provided = provided
  }

  satisfied(level: PermissionLevel): boolean {
    const cache: PermissionCache = new Map()
    for (const p of this.provided) cache.set(levelKey(p), 'satisfied')
    return this.accountWeight({ permission: level, weight: 1 }, cache, 0) > 0
  }

  get usedKeys(): string[] {
    return this.keys.filter((_, i) => this.used[i])
  }

  get unusedKeys(): string[] {
    return this.keys.filter((_, i) => !this.used[i])
  }

  private satisfiedAuthority(auth: Authority, cache: PermissionCache, depth: number): boolean {
    const before = this.used.slice()
    let total = 0
    for (const f of factorsInOrder(auth)) {
      if (f.kind === 'key') {
        const i = this.keys.indexOf(f.key)
        if (i >= 0) {
          this.used[i] = true
          total += f.weight
        }
      } else if (f.kind === 'account') {
        total += this.accountWeight(f, cache, depth)
      }
      if (total >= auth.threshold) return true
    }
    this.used = before
    return false
  }

  /** The weight an account factor contributes: its own when its permission is satisfied, else 0. */
  private accountWeight(
    f: { permission: PermissionLevel; weight: number },
    cache: PermissionCache,
    depth: number,
  ): number {
    const level = f.permission
    const status = cache.get(levelKey(level)) ?? cache.get(levelKey({ ...level, permission: '' }))
    if (status !== undefined) return status === 'satisfied' ? f.weight : 0
    if (depth >= MAX_AUTHORITY_DEPTH) return 0
    const perm = this.lookup(level.actor, level.permission)
    if (!perm) return 0
    cache.set(levelKey(level), 'evaluating')
    const ok = this.satisfiedAuthority(perm.auth, cache, depth + 1)
    cache.set(levelKey(level), ok ? 'satisfied' : 'unsatisfied')
    return ok ? f.weight : 0
  }
}
