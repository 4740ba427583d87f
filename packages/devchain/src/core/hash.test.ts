import { Checksum256 } from '@wharfkit/antelope'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sha256 } from './hash'

describe('sha256', () => {
  it('is the digest wharfkit computes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        expect(sha256(data).hexString).toBe(Checksum256.hash(data).hexString)
      }),
    )
  })
})
