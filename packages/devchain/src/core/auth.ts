import { createPublicKey, type KeyObject, verify } from 'node:crypto'
import { PublicKey, Signature } from '@wharfkit/antelope'
import type { PermissionLevel } from './contract'
import { ChainError } from './errors'
import { legacyKey } from './keys'

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

const MAX_DEPTH = 6

/**
 * Antelope's authority checker: does a set of keys (and provided permissions, such as
 * `contract@eosio.code` for inline actions) reach the threshold of a permission, following
 * account references up to a fixed depth. Records which keys it used.
 */
export class AuthorityChecker {
  readonly usedKeys = new Set<string>()
  private readonly keys: Set<string>
  private readonly permissions: PermissionLevel[]
  private readonly lookup: PermissionLookup

  constructor(
    lookup: PermissionLookup,
    keys: Iterable<string>,
    permissions: PermissionLevel[] = [],
  ) {
    this.lookup = lookup
    this.keys = new Set(keys)
    this.permissions = permissions
  }

  private provided(level: PermissionLevel): boolean {
    return this.permissions.some(
      (p) => p.actor === level.actor && p.permission === level.permission,
    )
  }

  satisfied(level: PermissionLevel, depth = 0): boolean {
    if (this.provided(level)) return true
    const perm = this.lookup(level.actor, level.permission)
    if (!perm) return false
    return this.satisfiedAuthority(perm.auth, depth)
  }

  private satisfiedAuthority(auth: Authority, depth: number): boolean {
    let weight = 0
    for (const k of auth.keys) {
      if (this.keys.has(k.key)) {
        this.usedKeys.add(k.key)
        weight += k.weight
        if (weight >= auth.threshold) return true
      }
    }
    for (const a of auth.accounts) {
      const ok =
        this.provided(a.permission) ||
        (depth < MAX_DEPTH && this.satisfied(a.permission, depth + 1))
      if (ok) {
        weight += a.weight
        if (weight >= auth.threshold) return true
      }
    }
    return weight >= auth.threshold
  }
}

/** Every key that could possibly take part in satisfying `level` (for fast signature checks). */
export function candidateKeys(
  lookup: PermissionLookup,
  level: PermissionLevel,
  out: Set<string>,
  depth = 0,
): void {
  const perm = lookup(level.actor, level.permission)
  if (!perm) return
  for (const k of perm.auth.keys) out.add(k.key)
  if (depth < MAX_DEPTH)
    for (const a of perm.auth.accounts) candidateKeys(lookup, a.permission, out, depth + 1)
}

/** nodeos's text for an unsatisfied declared authority. */
export function unsatisfiedMessage(
  level: PermissionLevel,
  keys: Iterable<string>,
  permissions: PermissionLevel[] = [],
): string {
  const provided = JSON.stringify([...keys].map(legacyKey))
  return (
    `transaction declares authority '${JSON.stringify({ actor: level.actor, permission: level.permission })}', ` +
    `but does not have signatures for it under a provided delay of 0 ms, provided permissions ${JSON.stringify(permissions)}, ` +
    `provided keys ${provided}, and a delay max limit of 3888000000 ms`
  )
}

// SubjectPublicKeyInfo prefix of a compressed secp256k1 key, so node:crypto can verify K1 signatures.
const SPKI_K1_PREFIX = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex')
const keyObjects = new Map<string, KeyObject>()

function k1KeyObject(key: string): KeyObject | undefined {
  let ko = keyObjects.get(key)
  if (!ko) {
    const pk = PublicKey.from(key)
    if (pk.type !== 'K1') return undefined
    ko = createPublicKey({
      key: Buffer.concat([SPKI_K1_PREFIX, Buffer.from(pk.data.array)]),
      format: 'der',
      type: 'spki',
    })
    keyObjects.set(key, ko)
  }
  return ko
}

/** Antelope accepts only canonical K1 signatures (low S, minimal encodings). */
function isCanonical(d: Uint8Array): boolean {
  const b1 = d[1] ?? 0
  const b2 = d[2] ?? 0
  const b33 = d[33] ?? 0
  const b34 = d[34] ?? 0
  return (
    !(b1 & 0x80) && !(b1 === 0 && !(b2 & 0x80)) && !(b33 & 0x80) && !(b33 === 0 && !(b34 & 0x80))
  )
}

/**
 * The public keys that made `signatures` over the signing digest of a transaction.
 * Verifies each signature against the keys that could satisfy the transaction's authorities with
 * OpenSSL (fast), and recovers the key only for a signature no candidate verifies.
 * `preimage` is chain id + packed transaction + context-free data hash; `digest` its SHA-256.
 */
export function signingKeys(
  signatures: string[],
  preimage: Uint8Array,
  digest: Uint8Array,
  candidates: Set<string>,
): string[] {
  const keys: string[] = []
  for (const s of signatures) {
    let sig: Signature
    try {
      sig = Signature.from(s)
    } catch {
      throw new ChainError('transaction_type_exception', `Invalid signature format: ${s}`)
    }
    let found: string | undefined
    if (sig.type === 'K1') {
      const data = sig.data.array
      if (!isCanonical(data))
        throw new ChainError('transaction_type_exception', 'signature is not canonical')
      const rs = data.subarray(1, 65)
      for (const key of candidates) {
        const ko = k1KeyObject(key)
        if (ko && verify('sha256', preimage, { key: ko, dsaEncoding: 'ieee-p1363' }, rs)) {
          found = key
          break
        }
      }
    }
    if (!found) found = sig.recoverDigest(digest).toString()
    if (keys.includes(found)) {
      throw new ChainError(
        'tx_duplicate_sig',
        `transaction includes more than one signature signed using the same key associated with public key: ${legacyKey(found)}`,
      )
    }
    keys.push(found)
  }
  return keys
}
