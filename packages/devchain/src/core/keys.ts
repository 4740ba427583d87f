import { createECDH } from 'node:crypto'
import { Bytes, Checksum256, KeyType, PrivateKey, PublicKey } from '@wharfkit/antelope'

/**
 * The devchain's chain id is the SHA-256 of this constant. It never equals a public network's id,
 * and it never changes, so wallet sessions and signatures survive restarts.
 */
export const CHAIN_ID_SEED = 'dov-warfare-devchain-v1'

export const CHAIN_ID = Checksum256.hash(new TextEncoder().encode(CHAIN_ID_SEED)).hexString

/**
 * The well-known EOSIO development key pair, published in Antelope's own documentation.
 * Anyone can sign with it: LOCAL USE ONLY, never for an account on a real network.
 */
export const DEV_PRIVATE_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'
export const DEV_PUBLIC_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'

export const devPrivateKey = PrivateKey.from(DEV_PRIVATE_KEY)

/** Parsed keys' two forms, by the text they were given in (a world gives every account the same key). */
const keyForms = new Map<string, { normalized: string; legacy: string }>()

function forms(key: string): { normalized: string; legacy: string } {
  let f = keyForms.get(key)
  if (!f) {
    const k = PublicKey.from(key)
    f = {
      normalized: k.toString(),
      legacy: k.type === 'K1' ? k.toLegacyString('EOS') : k.toString(),
    }
    if (keyForms.size < 10_000) keyForms.set(key, f)
  }
  return f
}

/** A public key in the `PUB_K1_` form the devchain compares keys in. */
export function normalizeKey(key: string): string {
  return forms(key).normalized
}

/** A public key in the legacy `EOS...` form nodeos prints K1 keys in. */
export function legacyKey(key: string): string {
  return forms(key).legacy
}

/**
 * The resource provider's cosigning key: the SHA-256 of this constant. It must differ from the dev
 * key (nodeos refuses two signatures by one key), and like it, it is public: LOCAL USE ONLY.
 */
export const COSIGNER_SEED = 'dov-warfare-devchain-cosigner-v1'

export const cosignerPrivateKey = new PrivateKey(
  KeyType.K1,
  Bytes.from(Checksum256.hash(new TextEncoder().encode(COSIGNER_SEED)).array),
)
export const COSIGNER_PRIVATE_KEY = cosignerPrivateKey.toWif()

/**
 * A K1 private key's public key, computed natively (OpenSSL, `node:crypto`): the same point as
 * wharfkit's `toPublic()`, without loading its JavaScript curve arithmetic at start.
 */
export function publicKeyOf(key: PrivateKey): PublicKey {
  const ecdh = createECDH('secp256k1')
  ecdh.setPrivateKey(key.data.array)
  return new PublicKey(KeyType.K1, Bytes.from(ecdh.getPublicKey(null, 'compressed')))
}

export const COSIGNER_PUBLIC_KEY = publicKeyOf(cosignerPrivateKey).toLegacyString('EOS')
