import {
  ABI,
  Asset,
  Bytes,
  Float32,
  Float64,
  Int,
  Int8,
  Int16,
  Int32,
  Int64,
  Name,
  Serializer,
  UInt8,
  UInt16,
  UInt32,
  UInt64,
} from '@wharfkit/antelope'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ATOMICASSETS_ABI } from '../contracts/atomicassets-abi'
import { divsimContract } from '../contracts/divsim'
import { gameContract } from '../contracts/game'
import { stakingContract } from '../contracts/staking'
import { TOKEN_ABI } from '../contracts/token'
import { AbiCodec, FALLBACK } from './abi-codec'
import { toNodeosJson } from './json'
import { nameText, nameValue } from './names'
import { DEFAULT_NAMES } from './world'

/**
 * The compiled codec against wharfkit's serializer, on random values of every type of the
 * contracts' ABIs and of a test ABI with every construct the codec compiles: whenever the fast
 * path answers, it answers what the serializer does (the same bytes, the same objects, their
 * nodeos JSON), and it never answers where the serializer fails.
 */

const TEST_ABI: ABI.Def = {
  version: 'eosio::abi/1.2',
  types: [
    { new_type_name: 'alias_name', type: 'name' },
    { new_type_name: 'alias_list', type: 'uint16[]' },
  ],
  structs: [
    {
      name: 'base',
      base: '',
      fields: [
        { name: 'i8', type: 'int8' },
        { name: 'u8', type: 'uint8' },
        { name: 'i16', type: 'int16' },
      ],
    },
    {
      name: 'everything',
      base: 'base',
      fields: [
        { name: 'u16', type: 'uint16' },
        { name: 'i32', type: 'int32' },
        { name: 'u32', type: 'uint32' },
        { name: 'i64', type: 'int64' },
        { name: 'u64', type: 'uint64' },
        { name: 'b', type: 'bool' },
        { name: 's', type: 'string' },
        { name: 'n', type: 'name' },
        { name: 'a', type: 'asset' },
        { name: 'sym', type: 'symbol' },
        { name: 'bin', type: 'bytes' },
        { name: 'f32', type: 'float32' },
        { name: 'f64', type: 'float64' },
        { name: 'opt', type: 'uint32?' },
        { name: 'names', type: 'name[]' },
        { name: 'alias', type: 'alias_name' },
        { name: 'aliases', type: 'alias_list' },
        { name: 'v', type: 'var' },
        { name: 'inner', type: 'base[]' },
        { name: 'ext', type: 'string$' },
      ],
    },
  ],
  actions: [],
  tables: [],
  ricardian_clauses: [],
  variants: [{ name: 'var', types: ['uint64', 'string', 'alias_name', 'int8[]', 'base'] }],
  action_results: [],
}

const names = DEFAULT_NAMES
const ABIS: [string, ABI.Def][] = [
  ['test', TEST_ABI],
  ['dov.token', TOKEN_ABI],
  ['atomicassets', ATOMICASSETS_ABI],
  ['dov.stake', stakingContract(names).abi],
  ['dov.game', gameContract(names).abi],
  ['dov.divsim', divsimContract(names).abi],
]

// ------------------------------------------------------------------------------ values

const INT_CLASSES = { int8: Int8, int16: Int16, int32: Int32, int64: Int64 }
const UINT_CLASSES = { uint8: UInt8, uint16: UInt16, uint32: UInt32, uint64: UInt64 }
const INTS: Record<string, { cls: typeof Int8 | typeof UInt8; bits: number; signed: boolean }> =
  Object.fromEntries([
    ...Object.entries(INT_CLASSES).map(([n, cls]) => [
      n,
      { cls, bits: Number(n.slice(3)), signed: true },
    ]),
    ...Object.entries(UINT_CLASSES).map(([n, cls]) => [
      n,
      { cls, bits: Number(n.slice(4)), signed: false },
    ]),
  ])

/** Odd inputs any field may get: the fast path must leave them to the serializer. */
const odd = fc.constantFrom<unknown>(
  null,
  undefined,
  '',
  ' 5',
  '1e3',
  '0x10',
  '-0',
  '007',
  1.5,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  10n,
  true,
  {},
  [],
  'EOS',
  '1.0000 dovx',
  '4,DOVX',
)

function intValue(spec: { cls: typeof Int8 | typeof UInt8; bits: number; signed: boolean }) {
  const min = spec.signed ? -(1n << BigInt(spec.bits - 1)) : 0n
  const max = spec.signed ? (1n << BigInt(spec.bits - 1)) - 1n : (1n << BigInt(spec.bits)) - 1n
  // Around the edges too: the type's range, and where fc's JSON turns numbers into text.
  const edges = [min, max, 2n ** 31n, 2n ** 32n, 2n ** 53n]
    .flatMap((e) => [e - 1n, e, e + 1n, -e - 1n, -e, -e + 1n])
    .filter((e) => e >= min - 2n && e <= max + 2n)
  const big = fc.oneof(fc.bigInt({ min: min - 2n, max: max + 2n }), fc.constantFrom(...edges))
  return fc.oneof(
    big.map((v) => (v >= -(2n ** 53n) && v <= 2n ** 53n ? Number(v) : v.toString())),
    big.map((v) => v.toString()),
    big.filter((v) => v >= min && v <= max).map((v) => spec.cls.from(v.toString())),
  )
}

const NAME_CHARS = '.12345abcdefghijklmnopqrstuvwxyz'
const nameTexts = fc.oneof(
  fc.array(fc.constantFrom(...NAME_CHARS.split('')), { maxLength: 13 }).map((cs) => cs.join('')),
  fc.string({ maxLength: 14 }),
)
const symbolCode = fc.oneof(
  fc.stringMatching(/^[A-Z]{1,7}$/),
  fc.constantFrom('DOVX', 'WAX', 'A', 'ABCDEFGH', 'dovx', 'DO1'),
)
const assetText = fc
  .tuple(fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }), fc.nat({ max: 20 }), symbolCode)
  .map(([units, precision, code]) => {
    const digits = (units < 0n ? -units : units).toString().padStart(precision + 1, '0')
    const number =
      precision > 0 ? `${digits.slice(0, -precision)}.${digits.slice(-precision)}` : digits
    return `${units < 0n ? '-' : ''}${number} ${code}`
  })

const BUILTIN_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  bool: fc.oneof(fc.boolean(), fc.constantFrom<unknown>(0, 1, 'true')),
  string: fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 200 }), fc.integer()),
  name: fc.oneof(
    nameTexts,
    nameTexts.map((s) => Name.from(s)),
    fc.constant(UInt64.from(5)),
  ),
  asset: fc.oneof(
    assetText,
    assetText.chain((s) => {
      try {
        return fc.constant<unknown>(Asset.from(s))
      } catch {
        return fc.constant<unknown>(s)
      }
    }),
  ),
  symbol: fc.oneof(
    fc.tuple(fc.nat({ max: 20 }), symbolCode).map(([p, c]) => `${p},${c}`),
    fc.constant(Asset.Symbol.from('4,DOVX')),
  ),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 40 }),
    fc.uint8Array({ maxLength: 40 }).map((a) => Bytes.from(a)),
    fc.array(fc.integer({ min: -2, max: 258 }), { maxLength: 10 }),
    fc.constantFrom<unknown>('00ff', [1.5], ['1']),
  ),
  float32: fc.oneof(
    fc.double(),
    fc.double().map(String),
    fc.double().map((d) => Float32.from(d)),
  ),
  float64: fc.oneof(
    fc.double(),
    fc.double().map(String),
    fc.double().map((d) => Float64.from(d)),
  ),
  ...Object.fromEntries(Object.entries(INTS).map(([n, spec]) => [n, intValue(spec)])),
}

/** Random values for a resolved type: mostly well formed, sometimes odd. */
function valuesOf(type: ABI.ResolvedType, depth = 0): fc.Arbitrary<unknown> {
  const one = (): fc.Arbitrary<unknown> => {
    const builtin = BUILTIN_VALUES[type.name]
    if (builtin) return builtin
    if (type.ref) return valuesOf(type.ref, depth + 1)
    if (depth > 6) return odd
    if (type.fields) {
      const fields = type.allFields ?? []
      return fc
        .tuple(...fields.map((f) => valuesOf(f.type, depth + 1)))
        .map((values) => Object.fromEntries(fields.map((f, i) => [f.name, values[i]])))
    }
    if (type.variant) {
      const variants = type.variant
      return fc
        .nat({ max: variants.length - 1 })
        .chain((i) =>
          valuesOf(variants[i] as ABI.ResolvedType, depth + 1).map((v) => [
            (variants[i] as ABI.ResolvedType).typeName,
            v,
          ]),
        )
    }
    return odd
  }
  let arb = type.isArray ? fc.array(one(), { maxLength: 3 }) : one()
  if (type.isOptional || type.isExtension) arb = fc.oneof(arb, fc.constantFrom(null, undefined))
  return fc.oneof({ arbitrary: arb, weight: 12 }, { arbitrary: odd, weight: 1 })
}

// ------------------------------------------------------------------------------ comparisons

/** A decoded value in a comparable form: classes, own keys and values all count. */
function shape(v: unknown): unknown {
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : Number.isNaN(v) ? 'NaN' : v
  if (v === null || typeof v !== 'object') return v
  if (Array.isArray(v)) return v.map(shape)
  const keys = Object.keys(v)
  const cls = (v as object).constructor?.name
  if (v instanceof Int) return [cls, keys, v.toString()]
  if (v instanceof Name) {
    // The host's shortcuts (the value kept on a decoded name) agree with wharfkit's own.
    return [cls, keys, v.toString(), v.value.toString(), nameText(v), nameValue(v).toString()]
  }
  if (v instanceof Asset) return [cls, keys, v.toString(), v.units.toString(), shape(v.symbol)]
  if (v instanceof Asset.Symbol) return [cls, keys, v.value.toString(), v.value.constructor.name]
  if (v instanceof Float32 || v instanceof Float64) return [cls, keys, shape(v.value)]
  if (v instanceof Bytes) return [cls, keys, v.hexString]
  return [cls, keys, keys.map((k) => shape((v as Record<string, unknown>)[k]))]
}

function attempt<T>(fn: () => T): { ok: T } | { error: unknown } {
  try {
    return { ok: fn() }
  } catch (error) {
    return { error }
  }
}

const hex = (a: Uint8Array) => Bytes.from(a).hexString

function typesOf(def: ABI.Def): string[] {
  return [
    ...(def.structs ?? []).map((s) => s.name),
    ...(def.types ?? []).map((t) => t.new_type_name),
    ...(def.variants ?? []).map((v) => v.name),
  ]
}

describe('the compiled ABI codec', () => {
  for (const [account, def] of ABIS) {
    const abi = ABI.from(def)
    const codec = new AbiCodec(abi)

    it(`encodes ${account}'s types as wharfkit does, or leaves the value to it`, () => {
      let fast = 0
      for (const type of typesOf(def)) {
        fc.assert(
          fc.property(valuesOf(abi.resolveType(type)), (value) => {
            const wk = attempt(() => Serializer.encode({ object: value, abi, type }).array)
            const mine = codec.encode(type, value)
            if (mine === undefined) return
            fast++
            expect('ok' in wk, `wharfkit refuses what the codec encodes: ${type}`).toBe(true)
            if ('ok' in wk) expect(hex(mine)).toBe(hex(wk.ok))
          }),
          { numRuns: 60 },
        )
      }
      expect(fast).toBeGreaterThan(0)
    })

    it(`decodes ${account}'s types as wharfkit does (objects and JSON), or leaves the bytes to it`, () => {
      let fast = 0
      for (const type of typesOf(def)) {
        const bytes = valuesOf(abi.resolveType(type))
          .map((value) => attempt(() => Serializer.encode({ object: value, abi, type }).array))
          .filter((r): r is { ok: Uint8Array } => 'ok' in r)
          .chain(({ ok }) =>
            fc.oneof(
              fc.constant(ok),
              fc.nat({ max: Math.max(0, ok.length - 1) }).map((n) => ok.slice(0, n)),
              fc
                .tuple(
                  fc.nat({ max: Math.max(0, ok.length - 1) }),
                  fc.integer({ min: 0, max: 255 }),
                )
                .map(([i, b]) => {
                  const copy = ok.slice()
                  if (copy.length > 0) copy[i] = b
                  return copy
                }),
              fc.uint8Array({ maxLength: 3 }).map((tail) => new Uint8Array([...ok, ...tail])),
            ),
          )
        fc.assert(
          fc.property(bytes, (data) => {
            const wk = attempt(() => Serializer.decode({ data, abi, type }))
            const mine = codec.decode(type, data)
            const json = codec.json(type, data)
            if ('error' in wk) {
              expect(mine).toBe(FALLBACK)
              expect(json).toBe(FALLBACK)
              return
            }
            if (mine !== FALLBACK) {
              fast++
              expect(shape(mine)).toEqual(shape(wk.ok))
            }
            if (json !== FALLBACK) expect(json).toEqual(toNodeosJson(wk.ok))
          }),
          { numRuns: 60 },
        )
      }
      expect(fast).toBeGreaterThan(0)
    })
  }

  it('gives every type of the contracts a fast path (none is left to the serializer)', () => {
    for (const [account, def] of ABIS.slice(1)) {
      const abi = ABI.from(def)
      const codec = new AbiCodec(abi)
      for (const s of def.structs ?? []) {
        const zero = Serializer.encode({
          object: Serializer.decode({ data: new Uint8Array(4096), abi, type: s.name }),
          abi,
          type: s.name,
        }).array
        expect(codec.decode(s.name, zero), `${account}::${s.name}`).not.toBe(FALLBACK)
      }
    }
  })
})
