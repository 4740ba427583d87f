import { PrivateKey } from '@wharfkit/antelope'
import { describe, expect, it } from 'vitest'
import {
  COSIGNER_PUBLIC_KEY,
  cosignerPrivateKey,
  DEV_PUBLIC_KEY,
  devPrivateKey,
  publicKeyOf,
} from './keys'

describe('keys', () => {
  it('derives public keys natively exactly as wharfkit does', () => {
    const keys = [devPrivateKey, cosignerPrivateKey, PrivateKey.generate('K1')]
    for (const key of keys) expect(publicKeyOf(key).toString()).toBe(key.toPublic().toString())
    expect(publicKeyOf(devPrivateKey).toLegacyString('EOS')).toBe(DEV_PUBLIC_KEY)
    expect(COSIGNER_PUBLIC_KEY).toBe(cosignerPrivateKey.toPublic().toLegacyString('EOS'))
  })
})
