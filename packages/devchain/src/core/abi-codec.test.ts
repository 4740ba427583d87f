import { ABI, ABIDecoder, Int32, Int64, Serializer, UInt64 } from '@wharfkit/antelope'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ATOMICASSETS_ABI } from '../contracts/atomicassets-abi'
import { ResolvedAbi } from './abi'
import { AbiCodec } from './abi-codec'
import { deepFreeze } from './freeze'
import { toNodeosJson } from './json'

/** Every shape the serializer walks: aliases, a base, optionals, arrays, a variant, extensions. */
const DEF: ABI.Def = {
  version: 'eosio::abi/1.2',
  types: [
    { new_type_name: 'account_name', type: 'name' },
    { new_type_name: 'amounts', type: 'asset[]' },
  ],
  structs: [
    { name: 'base_s', base: '', fields: [{ name: 'id', type: 'uint64' }] },
    {
      name: 'item_s',
      base: 'base_s',
      fields: [
        { name: 'owner', type: 'account_name' },
        { name: 'qty', type: 'int32' },
        { name: 'tags', type: 'string[]' },
        { name: 'note', type: 'string?' },
        { name: 'when', type: 'time_point_sec' },
        { name: 'hash', type: 'checksum256' },
        { name: 'raw', type: 'bytes' },
        { name: 'nums', type: 'uint8[]' },
        { name: 'flag', type: 'bool' },
        { name: 'price', type: 'float64' },
        { name: 'sym', type: 'symbol' },
        { name: 'ext', type: 'extended_asset' },
        { name: 'small', type: 'uint16' },
        { name: 'big', type: 'int128' },
        { name: 'count', type: 'varuint32' },
        { name: 'amounts', type: 'amounts' },
        { name: 'attrs', type: 'pair_s[]' },
        { name: 'child', type: 'item_s?' },
        { name: 'later', type: 'uint32$' },
      ],
    },
    {
      name: 'pair_s',
      base: '',
      fields: [
        { name: 'key', type: 'string' },
        { name: 'value', type: 'VALUE' },
      ],
    },
    { name: 'fixed_s', base: '', fields: [{ name: 'four', type: 'uint8[4]' }] },
  ],
  actions: [],
  tables: [],
  ricardian_clauses: [],
  variants: [{ name: 'VALUE', types: ['int64', 'string', 'uint8[]', 'bool'] }],
  action_results: [],
}

const ITEM = {
  id: '18446744073709551615',
  owner: 'player1',
  qty: -42,
  tags: ['a', 'ü€', '', '\u007f', 'a text longer than thirty-two characters'],
  note: 'a note',
  when: '2024-05-01T12:00:00',
  hash: 'ab'.repeat(32),
  raw: '00ff10',
  nums: [1, 2, 255],
  flag: true,
  price: 1.5,
  sym: '4,DOVS',
  ext: { quantity: '1.0000 DOVS', contract: 'dov.token' },
  small: 65535,
  big: '-170141183460469231731687303715884105728',
  count: 300,
  amounts: ['1.0000 DOVS', '0.0001 DOVX'],
  attrs: [
    { key: 'i', value: ['int64', '-5'] },
    { key: 's', value: ['string', 'text'] },
    { key: 'v', value: ['uint8[]', [7, 8]] },
  ],
  child: {
    id: 1,
    owner: 'a',
    qty: 0,
    tags: [],
    note: null,
    when: 0,
    hash: '00'.repeat(32),
    raw: '',
    nums: [],
    flag: false,
    price: -0,
    sym: '0,A',
    ext: { quantity: '0 A', contract: '' },
    small: 0,
    big: 0,
    count: 0,
    amounts: [],
    attrs: [],
    child: null,
  },
  later: 7,
}

const abi = ABI.from(DEF)
const codec = new AbiCodec(new ResolvedAbi(ABI.from(DEF)))
const UTF8 = new TextDecoder('utf-8', { fatal: true })

type Outcome = { hex: string } | { value: unknown } | { error: string }

function attempt(f: () => Uint8Array | unknown): Outcome {
  try {
    const out = f()
    return out instanceof Uint8Array ? { hex: Buffer.from(out).toString('hex') } : { value: out }
  } catch (e) {
    return { error: (e as Error).message }
  }
}

const serializerEncode = (type: string, object: unknown) =>
  attempt(() => Serializer.encode({ abi, type, object }).array)
const serializerDecode = (type: string, data: Uint8Array) =>
  attempt(() => Serializer.decode({ abi, type, data: new ABIDecoder(data, UTF8) }))

/** Which plain objects and arrays of a value are frozen, in its shape (other values: `-`). */
function frozenness(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return '-'
  const proto = Object.getPrototypeOf(v)
  if (!Array.isArray(v) && proto !== Object.prototype && proto !== null) return '-'
  const parts = Object.values(v).map(frozenness)
  return { frozen: Object.isFrozen(v), parts }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('AbiCodec', () => {
  it('encodes to the serializer bytes and decodes to its values, without calling it', () => {
    const bytes = Serializer.encode({ abi, type: 'item_s', object: ITEM }).array
    const expected = serializerDecode('item_s', bytes)
    const encode = vi.spyOn(Serializer, 'encode')
    const decode = vi.spyOn(Serializer, 'decode')
    expect(attempt(() => codec.encode('item_s', ITEM))).toStrictEqual({
      hex: Buffer.from(bytes).toString('hex'),
    })
    const decoded = attempt(() => codec.decode('item_s', bytes))
    expect(decoded).toStrictEqual(expected)
    // Values the serializer made (wharfkit objects) encode to the same bytes again.
    const again = attempt(() => codec.encode('item_s', (decoded as { value: unknown }).value))
    expect(again).toStrictEqual({ hex: Buffer.from(bytes).toString('hex') })
    // Encoded again: the names, numbers and assets given as text come from what was kept.
    expect(attempt(() => codec.encode('item_s', ITEM))).toStrictEqual(again)
    expect(encode).not.toHaveBeenCalled()
    expect(decode).not.toHaveBeenCalled()
  })

  it("decodes to toNodeosJson of the serializer's values, twice (the second from what was kept)", () => {
    const bytes = Serializer.encode({ abi, type: 'item_s', object: ITEM }).array
    const expected = toNodeosJson(Serializer.decode({ abi, type: 'item_s', data: bytes }))
    const decode = vi.spyOn(Serializer, 'decode')
    expect(codec.decodePlain('item_s', bytes)).toStrictEqual(expected)
    expect(codec.decodePlain('item_s', bytes)).toStrictEqual(expected)
    expect(decode).not.toHaveBeenCalled()
    const cut = bytes.subarray(0, bytes.length - 30)
    expect(attempt(() => codec.decodePlain('item_s', cut))).toStrictEqual(
      attempt(() => toNodeosJson(Serializer.decode({ abi, type: 'item_s', data: cut }))),
    )
  })

  it('decodes rows frozen as deepFreeze leaves them, values and nodeos JSON', () => {
    const bytes = Serializer.encode({ abi, type: 'item_s', object: ITEM }).array
    const values = deepFreeze(Serializer.decode({ abi, type: 'item_s', data: bytes }))
    const json = deepFreeze(toNodeosJson(Serializer.decode({ abi, type: 'item_s', data: bytes })))
    const frozenValues = codec.decode('item_s', bytes, true)
    const frozenJson = codec.decodePlain('item_s', bytes, true)
    expect(frozenValues).toStrictEqual(values)
    expect(frozenJson).toStrictEqual(json)
    expect(frozenness(frozenValues)).toStrictEqual(frozenness(values))
    expect(frozenness(frozenJson)).toStrictEqual(frozenness(json))
    expect(frozenness(codec.decode('item_s', bytes))).not.toStrictEqual(frozenness(values))
  })

  it('reads a missing binary extension as null and a fixed-size array as the serializer does', () => {
    const { later: _, ...withoutLater } = ITEM
    const bytes = Serializer.encode({ abi, type: 'item_s', object: withoutLater }).array
    expect(attempt(() => codec.decode('item_s', bytes))).toStrictEqual(
      serializerDecode('item_s', bytes),
    )
    expect(attempt(() => codec.encode('fixed_s', { four: [1, 2, 3, 4] }))).toStrictEqual(
      serializerEncode('fixed_s', { four: [1, 2, 3, 4] }),
    )
  })

  it.each([
    ['a missing field', { ...ITEM, qty: undefined }],
    ['a name in capitals', { ...ITEM, owner: 'UPPER' }],
    ['an integer that overflows', { ...ITEM, qty: 2 ** 40 }],
    ['an unknown variant type', { ...ITEM, attrs: [{ key: 'f', value: ['float', 1] }] }],
    ['a variant not given as [type, value]', { ...ITEM, attrs: [{ key: 'n', value: 5 }] }],
    ['a value for an array', { ...ITEM, tags: 'tag' }],
    ['a number for a struct', { ...ITEM, child: 5 }],
    ['a null string in an array', { ...ITEM, tags: ['a', null] }],
  ])('gives the serializer result or error for %s', (_, value) => {
    expect(attempt(() => codec.encode('item_s', value))).toStrictEqual(
      serializerEncode('item_s', value),
    )
  })

  it('gives the serializer decoding errors: past the end, an unknown variant, too deep, not UTF-8', () => {
    const bytes = Serializer.encode({ abi, type: 'item_s', object: ITEM }).array
    const cases = [bytes.subarray(0, 20), bytes.subarray(0, bytes.length - 20)]
    const pair = Serializer.encode({ abi, type: 'pair_s', object: ITEM.attrs[0] }).array
    const badVariant = Uint8Array.from(pair)
    badVariant[2] = 9
    let deep: Record<string, unknown> = ITEM.child
    for (let i = 0; i < 40; i++) deep = { ...ITEM.child, child: deep }
    const deepBytes = Serializer.encode({ abi, type: 'item_s', object: deep }).array
    const notUtf8 = Serializer.encode({ abi, type: 'pair_s', object: ITEM.attrs[1] }).array
    notUtf8[1] = 0xff
    expect(attempt(() => codec.decode('pair_s', notUtf8))).toStrictEqual(
      serializerDecode('pair_s', notUtf8),
    )
    for (const data of [...cases, deepBytes]) {
      expect(attempt(() => codec.decode('item_s', data))).toStrictEqual(
        serializerDecode('item_s', data),
      )
    }
    expect(attempt(() => codec.decode('pair_s', badVariant))).toStrictEqual(
      serializerDecode('pair_s', badVariant),
    )
  })

  it('encodes and decodes a contract action as the serializer does (atomicassets mintasset)', () => {
    const atomic = ABI.from(ATOMICASSETS_ABI)
    const atomicCodec = new AbiCodec(new ResolvedAbi(ABI.from(ATOMICASSETS_ABI)))
    const data = {
      authorized_minter: 'dov.game',
      collection_name: 'dovcollectio',
      schema_name: 'units',
      template_id: 3,
      new_asset_owner: 'player1',
      immutable_data: [
        { key: 'name', value: ['string', 'Tank'] },
        { key: 'power', value: ['uint64', '1234567890123'] },
      ],
      mutable_data: [],
      tokens_to_back: [],
    }
    const bytes = Serializer.encode({ abi: atomic, type: 'mintasset', object: data }).array
    expect(Buffer.from(atomicCodec.encode('mintasset', data))).toStrictEqual(Buffer.from(bytes))
    const values = Serializer.decode({ abi: atomic, type: 'mintasset', data: bytes })
    expect(atomicCodec.decode('mintasset', bytes)).toStrictEqual(values)
    expect(atomicCodec.decodePlain('mintasset', bytes)).toStrictEqual(toNodeosJson(values))
  })

  it('hands out a new copy of each integer bound, the same values as 2^bits', () => {
    expect(UInt64.max.toString()).toBe('18446744073709551615')
    expect(UInt64.min.toString()).toBe('0')
    expect(Int64.max.toString()).toBe('9223372036854775807')
    expect(Int64.min.toString()).toBe('-9223372036854775808')
    expect(Int32.min.toString()).toBe(String(-(2 ** 31)))
    Int32.max.iaddn(5)
    Int32.min.ineg()
    expect(Int32.max.toString()).toBe(String(2 ** 31 - 1))
    expect(Int32.min.toString()).toBe(String(-(2 ** 31)))
    expect(() => Int32.from(2 ** 31)).toThrow('Number 2147483648 overflows int32')
  })
})
