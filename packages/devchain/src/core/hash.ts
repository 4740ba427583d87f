import { createHash } from 'node:crypto'
import { Bytes, Checksum256 } from '@wharfkit/antelope'

/**
 * SHA-256 in OpenSSL (`node:crypto`): the digest wharfkit's `Checksum256.hash` computes in
 * JavaScript (hash.js), several times faster. Transaction ids, signing digests, block ids,
 * `act_digest`, code and ABI hashes and the artwork's content ids all go through it.
 */
export function sha256(data: Uint8Array | Bytes): Checksum256 {
  const digest = createHash('sha256')
    .update(data instanceof Bytes ? data.array : data)
    .digest()
  return Checksum256.from(new Uint8Array(digest.buffer, digest.byteOffset, digest.byteLength))
}
