import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { ANTELOPE_ESM, ellipticImports } from './elliptic'

const require = createRequire(import.meta.url)
/** The installed library's ESM build, the one Vite bundles. */
const antelope = require.resolve('@wharfkit/antelope').replace(/antelope\.js$/, 'antelope.m.js')

describe('elliptic for @wharfkit/antelope', () => {
  it('the installed library imports only `ec` from elliptic, in the module the check reads', () => {
    expect(antelope).toMatch(ANTELOPE_ESM)
    expect(ellipticImports(readFileSync(antelope, 'utf8'))).toEqual(['ec'])
  })

  it('reads every name of an import that takes more', () => {
    expect(ellipticImports("import { ec, eddsa as ed } from 'elliptic';")).toEqual([
      'ec',
      'eddsa as ed',
    ])
  })

  it("the module handed to the library is elliptic's own ECDSA, which signs and verifies", () => {
    const EC = require('elliptic/lib/elliptic/ec/index.js')
    const { ec: full } = require('elliptic')
    expect(EC).toBe(full)
    const curve = new EC('secp256k1')
    const key = curve.keyFromPrivate('1'.repeat(64), 'hex')
    const digest = '2'.repeat(64)
    expect(curve.verify(digest, key.sign(digest), key.getPublic())).toBe(true)
  })
})
