import { createECDH } from 'node:crypto'
import { Bytes, type Checksum256, KeyType, type PrivateKey, Signature } from '@wharfkit/antelope'
import { ChainError } from './errors'
import { cosignerPrivateKey, devPrivateKey, legacyKey, publicKeyOf } from './keys'

/**
 * The public keys of a transaction's signatures, recovered as nodeos recovers them
 * (`transaction::get_signature_keys`, fc's `public_key(signature, digest)`): each key is the one
 * the signature and its recovery byte yield, so a signature whose recovery byte was altered yields
 * another key (and the transaction is refused as unsatisfied), exactly as on a node.
 */

/** The order of secp256k1's group. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

function bigintOf(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${Bytes.from(bytes).hexString}`)
}

function bytes32(v: bigint): Uint8Array {
  return Bytes.from(v.toString(16).padStart(64, '0'), 'hex').array
}

/** a⁻¹ mod N (extended Euclid; N is prime and 0 < a < N). */
function inverse(a: bigint): bigint {
  let [r0, r1] = [a, N]
  let [s0, s1] = [1n, 0n]
  while (r1 !== 0n) {
    const q = r0 / r1
    ;[r0, r1] = [r1, r0 - q * r1]
    ;[s0, s1] = [s1, s0 - q * s1]
  }
  return ((s0 % N) + N) % N
}

/**
 * The keys whose private key the devchain knows (the published dev and cosigner keys). For them
 * recovery is done natively: the signature's nonce point is R = (z + r·d)/s · G, one fixed-base
 * multiplication in OpenSSL (`node:crypto`), and the signature recovers this key exactly when R
 * is the point its recovery byte names (x = r, or r + N when bit 1 is set; y's parity = bit 0).
 * Several times faster than recovering in JavaScript (about 3 ms here), with the same answer.
 */
let known: { d: bigint; key: string }[] | undefined
const knownKeys = () =>
  (known ??= [devPrivateKey, cosignerPrivateKey].map((k: PrivateKey) => ({
    d: bigintOf(k.data.array),
    key: publicKeyOf(k).toString(),
  })))
const ecdh = createECDH('secp256k1')

function recoverKnown(data: Uint8Array, recid: number, z: bigint): string | undefined {
  const r = bigintOf(data.subarray(1, 33))
  const s = bigintOf(data.subarray(33, 65))
  if (r === 0n || s === 0n || r >= N || s >= N) return undefined
  const sInv = inverse(s)
  const wantX = recid & 2 ? r + N : r
  for (const { d, key } of knownKeys()) {
    const k = (((z + r * d) % N) * sInv) % N
    if (k === 0n) continue
    ecdh.setPrivateKey(bytes32(k))
    const point = ecdh.getPublicKey(null, 'uncompressed')
    if (bigintOf(point.subarray(1, 33)) === wantX && ((point[64] ?? 0) & 1) === (recid & 1)) {
      return key
    }
  }
  return undefined
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

/** The key one signature recovers over `digest` (`PUB_K1_` form). */
export function recoverKey(signature: Signature, digest: Checksum256): string {
  if (signature.type !== 'K1') return signature.recoverDigest(digest).toString()
  const data = signature.data.array
  // fc accepts recovery bytes 27..34: 27..30 and 31..34 both name recovery ids 0..3.
  const v = data[0] ?? 0
  if (v < 27 || v > 34) {
    throw new ChainError(
      'transaction_type_exception',
      'unable to reconstruct public key from signature',
    )
  }
  if (!isCanonical(data)) {
    throw new ChainError('transaction_type_exception', 'signature is not canonical')
  }
  const recid = v >= 31 ? v - 31 : v - 27
  const known = recoverKnown(data, recid, bigintOf(digest.array) % N)
  if (known) return known
  const normalized = Uint8Array.from(data)
  normalized[0] = 31 + recid
  try {
    return new Signature(KeyType.K1, Bytes.from(normalized)).recoverDigest(digest).toString()
  } catch {
    throw new ChainError(
      'transaction_type_exception',
      'unable to reconstruct public key from signature',
    )
  }
}

/** The keys of a transaction's signatures, in signature order; two signatures by one key are refused. */
export function signatureKeys(signatures: readonly string[], digest: Checksum256): string[] {
  const keys: string[] = []
  for (const text of signatures) {
    let sig: Signature
    try {
      sig = Signature.from(text)
    } catch {
      throw new ChainError('transaction_type_exception', `Invalid signature format: ${text}`)
    }
    const key = recoverKey(sig, digest)
    if (keys.includes(key)) {
      throw new ChainError(
        'tx_duplicate_sig',
        `transaction includes more than one signature signed using the same key associated with public key: ${legacyKey(key)}`,
      )
    }
    keys.push(key)
  }
  return keys
}
