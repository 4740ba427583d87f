import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nameString, nameValue, parseUint64Key, symbolCodeValue } from './names'

const nameArb = fc
  .array(fc.constantFrom(...'.12345abcdefghijklmnopqrstuvwxyz'.split('')), {
    minLength: 1,
    maxLength: 12,
  })
  .map((cs) => cs.join('').replace(/\.+$/, ''))
  .filter((s) => s.length > 0)

const codeArb = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')), { minLength: 1, maxLength: 7 })
  .map((cs) => cs.join(''))

/** nodeos's symbol code: the characters as bytes, the first in the lowest. */
function rawCode(code: string): bigint {
  return [...code].reduceRight((v, c) => (v << 8n) | BigInt(c.charCodeAt(0)), 0n)
}

describe('names and symbols', () => {
  it('turns a name into its value and back', () => {
    fc.assert(
      fc.property(nameArb, (n) => {
        expect(nameString(nameValue(n))).toBe(n)
      }),
    )
    expect(nameValue('eosio')).toBe(6138663577826885632n)
    expect(nameString(0n)).toBe('')
  })

  it('gives a symbol code the value nodeos stores it under', () => {
    fc.assert(
      fc.property(codeArb, (c) => {
        expect(symbolCodeValue(c)).toBe(rawCode(c))
      }),
    )
  })

  it('reads a table key as nodeos does: number, name, symbol, symbol code', () => {
    expect(parseUint64Key(' 42 ')).toBe(42n)
    expect(parseUint64Key('18446744073709551615')).toBe(0xffffffffffffffffn)
    expect(parseUint64Key('18446744073709551616')).toBeUndefined()
    expect(parseUint64Key('player1')).toBe(nameValue('player1'))
    expect(parseUint64Key('4,DOVX')).toBe((rawCode('DOVX') << 8n) | 4n)
    expect(parseUint64Key('18,DOVX')).toBe((rawCode('DOVX') << 8n) | 18n)
    expect(parseUint64Key('19,DOVX')).toBeUndefined()
    expect(parseUint64Key('DOVX')).toBe(rawCode('DOVX'))
    expect(parseUint64Key('Not a key!')).toBeUndefined()
  })
})
