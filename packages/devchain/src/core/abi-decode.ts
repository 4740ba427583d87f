import type { ABIDecoder } from '@wharfkit/antelope'
import { type BuiltinType, type Plan, UseSerializer } from './abi-plan'
import { deepFreeze } from './freeze'
import { toNodeosJson } from './json'

/**
 * Decoding through a plan (`abi-plan.ts`): wharfkit's `decodeBinary` branch for branch, to its
 * values (wharfkit objects, plain objects and arrays) or straight to what `toNodeosJson` makes of
 * them, without the wharfkit objects in between where the same bytes were read before; either
 * one deeply frozen as it is made, for rows (what `deepFreeze` of it would be, in one pass).
 */

type Leaf = BuiltinType & Required<Pick<BuiltinType, 'fromABI'>>

/** How a reading makes its leaves (built-in values) and its built-in variants. */
export interface Reader {
  leaf(builtin: Leaf, decoder: ABIDecoder): unknown
  builtinVariant(builtin: BuiltinType, pair: unknown[]): unknown
  /** Arrays, structs and variant pairs are frozen as they are made. */
  readonly freeze: boolean
  /**
   * Every struct must come out a plain object (to be rendered or frozen as one), which a field
   * named `__proto__` prevents: such a struct is left to the serializer.
   */
  readonly plainStructs: boolean
}

const valueLeaf = (builtin: Leaf, decoder: ABIDecoder) => builtin.fromABI(decoder)

/** Left to the serializer (whose result is then rendered or frozen whole). */
function toSerializer(): never {
  throw new UseSerializer()
}

/** The serializer's values. */
export const VALUES: Reader = {
  leaf: valueLeaf,
  builtinVariant: (builtin, pair) => builtin.from(pair),
  freeze: false,
  plainStructs: false,
}

/** `deepFreeze` of the serializer's values (wharfkit values are left as they are). */
export const FROZEN_VALUES: Reader = {
  leaf: valueLeaf,
  builtinVariant: toSerializer,
  freeze: true,
  plainStructs: true,
}

/**
 * The bytes each fixed-size built-in reads, by ABI name: the key its nodeos JSON is kept by. Each
 * kept value was checked to have read exactly that many bytes, so a wrong size here could only
 * make the values be read again, never change them.
 */
const FIXED_SIZE = new Map<string, number>([
  ['int8', 1],
  ['uint8', 1],
  ['int16', 2],
  ['uint16', 2],
  ['int32', 4],
  ['uint32', 4],
  ['float32', 4],
  ['time_point_sec', 4],
  ['block_timestamp_type', 4],
  ['int64', 8],
  ['uint64', 8],
  ['float64', 8],
  ['name', 8],
  ['symbol', 8],
  ['symbol_code', 8],
  ['time_point', 8],
  ['int128', 16],
  ['uint128', 16],
  ['float128', 16],
  ['asset', 16],
  ['checksum160', 20],
  ['checksum256', 32],
])

/** Nodeos JSON of fixed-size values, by built-in type and bytes (up to 10,000 a type). */
const plainLeaves = new Map<BuiltinType, Map<string, unknown>>()

/**
 * A leaf's nodeos JSON: a name, an asset or an integer is a pure function of its bytes, and its
 * JSON a string, number or boolean no one can change, so the JSON of bytes read before is used
 * again instead of building the wharfkit value (a big number and all) to render it.
 */
function plainLeaf(builtin: Leaf, decoder: ABIDecoder): unknown {
  const size = FIXED_SIZE.get(builtin.abiName)
  if (size === undefined || !decoder.canRead(size)) return toNodeosJson(builtin.fromABI(decoder))
  let known = plainLeaves.get(builtin)
  if (!known) {
    known = new Map()
    plainLeaves.set(builtin, known)
  }
  const start = decoder.getPosition()
  const key = String.fromCharCode.apply(null, decoder.readArray(size) as unknown as number[])
  const kept = known.get(key)
  if (kept !== undefined) return kept
  decoder.setPosition(start)
  const value = toNodeosJson(builtin.fromABI(decoder))
  if (decoder.getPosition() - start === size && (typeof value !== 'object' || value === null)) {
    if (known.size >= 10_000) known.clear()
    known.set(key, value)
  }
  return value
}

/** `toNodeosJson` of the serializer's values (a built-in variant is made from values it does not make). */
export const PLAIN: Reader = {
  leaf: plainLeaf,
  builtinVariant: toSerializer,
  freeze: false,
  plainStructs: true,
}

/** `deepFreeze` of `toNodeosJson` of the serializer's values. */
export const FROZEN_PLAIN: Reader = {
  leaf: (builtin, decoder) => deepFreeze(plainLeaf(builtin, decoder)),
  builtinVariant: toSerializer,
  freeze: true,
  plainStructs: true,
}

/** The serializer's limit on nesting (its coding path, the root included, past 32 entries). */
const MAX_DEPTH = 32

/** `decodeBinary`: a missing extension, the optional flag, then an array or one value. */
export function decodeBinary(
  plan: Plan,
  decoder: ABIDecoder,
  reader: Reader,
  depth: number,
): unknown {
  if (depth > MAX_DEPTH) throw new UseSerializer()
  const { type } = plan
  if (type.isExtension && !decoder.canRead()) return null
  if (type.isOptional && decoder.readByte() === 0) return null
  if (!type.isArray) return decodeInner(plan, decoder, reader, depth)
  const length = decoder.readVaruint32()
  const out: unknown[] = []
  for (let i = 0; i < length; i++) out.push(decodeInner(plan, decoder, reader, depth + 1))
  return reader.freeze ? Object.freeze(out) : out
}

/** `decodeBinary`'s `decodeInner`: a built-in, an alias, a struct or a variant. */
function decodeInner(plan: Plan, decoder: ABIDecoder, reader: Reader, depth: number): unknown {
  const { builtin } = plan
  if (builtin?.fromABI) return reader.leaf(builtin as Leaf, decoder)
  if (plan.ref) return decodeBinary(plan.ref, decoder, reader, depth + 1)
  if (plan.isStruct) {
    // A built-in struct is built from its fields with a marker the library keeps to itself.
    if (!plan.fields || builtin) throw new UseSerializer()
    if (reader.plainStructs && plan.protoField) throw new UseSerializer()
    const out: Record<string, unknown> = {}
    for (const f of plan.fields) out[f.name] = decodeBinary(f.plan, decoder, reader, depth + 1)
    return reader.freeze ? Object.freeze(out) : out
  }
  if (plan.variant) {
    const chosen = plan.variant[decoder.readByte()]
    if (!chosen) throw new UseSerializer()
    const out = [chosen.typeName, decodeBinary(chosen, decoder, reader, depth + 1)]
    if (builtin) return reader.builtinVariant(builtin, out)
    return reader.freeze ? Object.freeze(out) : out
  }
  throw new UseSerializer()
}
