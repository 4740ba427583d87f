import type { ABIDecoder } from '@wharfkit/antelope'
import { type BuiltinType, type Plan, UseSerializer } from './abi-plan'
import { toNodeosJson } from './json'

/**
 * Decoding through a plan (`abi-plan.ts`): wharfkit's `decodeBinary` branch for branch, to its
 * values (`VALUES`: wharfkit objects, plain objects and arrays) or straight to what
 * `toNodeosJson` makes of them (`PLAIN`), without the wharfkit objects in between where the same
 * bytes were read before.
 */

/** How a reading makes its leaves (built-in values) and its built-in variants. */
export interface Reader {
  leaf(builtin: BuiltinType & Required<Pick<BuiltinType, 'fromABI'>>, decoder: ABIDecoder): unknown
  builtinVariant(builtin: BuiltinType, pair: unknown[]): unknown
  /** Plain objects are built field by field; a field named `__proto__` would not be one. */
  readonly plainObjects: boolean
}

/** The serializer's values. */
export const VALUES: Reader = {
  leaf: (builtin, decoder) => builtin.fromABI(decoder),
  builtinVariant: (builtin, pair) => builtin.from(pair),
  plainObjects: false,
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
function plainLeaf(
  builtin: BuiltinType & Required<Pick<BuiltinType, 'fromABI'>>,
  decoder: ABIDecoder,
): unknown {
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

/** `toNodeosJson` of the serializer's values. */
export const PLAIN: Reader = {
  leaf: plainLeaf,
  // Built from the variant's decoded value, which this reading does not make: left to the serializer.
  builtinVariant: () => {
    throw new UseSerializer()
  },
  plainObjects: true,
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
  return out
}

/** `decodeBinary`'s `decodeInner`: a built-in, an alias, a struct or a variant. */
function decodeInner(plan: Plan, decoder: ABIDecoder, reader: Reader, depth: number): unknown {
  const { builtin } = plan
  if (builtin?.fromABI) return reader.leaf(builtin as Required<BuiltinType>, decoder)
  if (plan.ref) return decodeBinary(plan.ref, decoder, reader, depth + 1)
  if (plan.isStruct) {
    // A built-in struct is built from its fields with a marker the library keeps to itself.
    if (!plan.fields || builtin) throw new UseSerializer()
    if (reader.plainObjects && plan.protoField) throw new UseSerializer()
    const out: Record<string, unknown> = {}
    for (const f of plan.fields) out[f.name] = decodeBinary(f.plan, decoder, reader, depth + 1)
    return out
  }
  if (plan.variant) {
    const chosen = plan.variant[decoder.readByte()]
    if (!chosen) throw new UseSerializer()
    const out = [chosen.typeName, decodeBinary(chosen, decoder, reader, depth + 1)]
    return builtin ? reader.builtinVariant(builtin, out) : out
  }
  throw new UseSerializer()
}
