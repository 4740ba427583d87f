import { type ABI, ABIDecoder, ABIEncoder, Serializer } from '@wharfkit/antelope'
import { computeIntLimitsOnce } from './int-limits'

/**
 * Encoding and decoding through an ABI's resolved types, the way wharfkit's `Serializer` walks
 * them (`encodeAny` / `decodeBinary` in @wharfkit/antelope), with wharfkit's own types for every
 * built-in value (names, integers, assets, strings...). What it saves is the serializer's set-up,
 * paid on every call: it rebuilds its table of built-in types, parses the type name, makes a new
 * encoder (with a `TextEncoder`) and records a coding path for its error messages. Here the
 * table is read once, each resolved type gets a plan once (its built-in type, fields, alias and
 * variant), and one encoder is reused.
 *
 * The walk follows the serializer branch for branch, so a value it accepts gives the same bytes
 * and a decoding the same values. Anything else (a value it refuses, a corner it does not take:
 * a variant not given as `[type, value]`, a built-in struct without `fromABI`) goes through
 * `Serializer` itself, which then gives its own result or its own error: errors keep their
 * messages and coding paths.
 */

/** A type of the serializer's built-in table: a wharfkit class, or its `bool` / `string` object. */
interface BuiltinType {
  abiName: string
  fromABI?: (decoder: ABIDecoder) => unknown
  toABI?: (value: unknown, encoder: ABIEncoder) => void
  from(value: unknown): { toABI?: (encoder: ABIEncoder) => void }
}

/** A value the walk hands to the serializer's own checks (`toABI` and `constructor` probed as it does). */
interface Encodable {
  toABI?: unknown
  constructor: { abiName?: string }
  [field: string]: unknown
}

/**
 * The serializer's table of built-in types, by ABI name. The library does not export it; every
 * `Serializer` call builds it (`buildTypeLookup`) into the context its errors carry, so one
 * decoding that fails on purpose (a `bool` from no bytes) hands over the very table the
 * serializer uses. Undefined if a library version carries no such context: then every call goes
 * through `Serializer`.
 */
function serializerTypes(): ReadonlyMap<string, BuiltinType> | undefined {
  try {
    Serializer.decode({ data: new Uint8Array(0), type: 'bool', abi: { structs: [] } })
  } catch (e) {
    const types = (e as { ctx?: { types?: Record<string, BuiltinType> } }).ctx?.types
    if (types && typeof types.bool?.fromABI === 'function') return new Map(Object.entries(types))
  }
  return undefined
}

const BUILTINS = serializerTypes()

/** A resolved type as the walk uses it: what the serializer looks up on every visit, found once. */
interface Plan {
  readonly type: ABI.ResolvedType
  readonly builtin: BuiltinType | undefined
  /** The type is a struct (it has fields of its own). */
  readonly isStruct: boolean
  /** Its fields with their bases' first (`allFields`); undefined for a struct whose bases loop. */
  fields: { name: string; plan: Plan }[] | undefined
  ref: Plan | undefined
  variant: Plan[] | undefined
}

/** Plans by resolved type (the trees of a `ResolvedAbi` are kept, so each is planned once). */
const plans = new WeakMap<ABI.ResolvedType, Plan>()

function planOf(type: ABI.ResolvedType, builtins: ReadonlyMap<string, BuiltinType>): Plan {
  const known = plans.get(type)
  if (known) return known
  const plan: Plan = {
    type,
    builtin: builtins.get(type.name),
    isStruct: type.fields !== undefined,
    fields: undefined,
    ref: undefined,
    variant: undefined,
  }
  // Kept before its parts are planned: a struct may contain itself (through an array or optional).
  plans.set(type, plan)
  if (type.ref) plan.ref = planOf(type.ref, builtins)
  plan.fields = type.allFields?.map((f) => ({ name: f.name, plan: planOf(f.type, builtins) }))
  plan.variant = type.variant?.map((v) => planOf(v, builtins))
  return plan
}

/** Thrown where the walk leaves a value to `Serializer` (caught below, never seen by callers). */
class UseSerializer extends Error {}

/** `encodeAny`: the optional flag, the array length, then each element or the value itself. */
function encodeAny(plan: Plan, value: unknown, encoder: ABIEncoder): void {
  const exists = value !== undefined && value !== null
  const { type } = plan
  if (type.isOptional) {
    encoder.writeByte(exists ? 1 : 0)
    if (!exists) return
  }
  if (type.isArray) {
    if (!Array.isArray(value)) throw new UseSerializer()
    if (!type.size) encoder.writeVaruint32(value.length)
    // As the serializer: an element is checked against the array's presence, not its own.
    for (const element of value) encodeInner(plan, element, exists, encoder)
  } else {
    encodeInner(plan, value, exists, encoder)
  }
}

/** `encodeAny`'s `encodeInner`: an alias, a built-in, a value that encodes itself, a struct or a variant. */
function encodeInner(plan: Plan, value: unknown, exists: boolean, encoder: ABIEncoder): void {
  const { builtin, type } = plan
  if (plan.ref && !builtin) {
    encodeAny(plan.ref, value, encoder)
    return
  }
  if (!exists) {
    if (type.isExtension) return
    throw new UseSerializer()
  }
  const v = value as Encodable
  if (builtin?.toABI) {
    builtin.toABI(value, encoder)
  } else if (typeof v.toABI === 'function' && v.constructor.abiName === type.name) {
    ;(v.toABI as (encoder: ABIEncoder) => void)(encoder)
  } else if (plan.isStruct) {
    if (typeof value !== 'object' || !plan.fields) throw new UseSerializer()
    for (const f of plan.fields) encodeAny(f.plan, v[f.name], encoder)
  } else if (plan.variant) {
    if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') {
      throw new UseSerializer()
    }
    const index = plan.variant.findIndex((t) => t.type.typeName === value[0])
    const chosen = plan.variant[index]
    if (!chosen) throw new UseSerializer()
    encoder.writeVaruint32(index)
    encodeAny(chosen, value[1], encoder)
  } else if (builtin && (typeof value === 'string' || typeof value === 'number')) {
    encodePrimitive(builtin, value, encoder)
  } else {
    const instance = builtin?.from(value)
    if (!instance?.toABI) throw new UseSerializer()
    instance.toABI(encoder)
  }
}

/**
 * The bytes of the values built-in types make from text and numbers, by type and input: a name,
 * an asset or an integer given as text or a number is the same value every time, and making the
 * wharfkit value (with its big number) to encode it costs several times more than copying its
 * bytes. Up to 10,000 a type are kept.
 */
const primitiveBytes = new Map<BuiltinType, Map<string | number, Uint8Array>>()

/** `builtin.from(value).toABI(encoder)`, or the bytes it wrote for the same input before. */
function encodePrimitive(builtin: BuiltinType, value: string | number, encoder: ABIEncoder): void {
  let known = primitiveBytes.get(builtin)
  if (!known) {
    known = new Map()
    primitiveBytes.set(builtin, known)
  }
  const bytes = known.get(value)
  if (bytes !== undefined) {
    encoder.writeArray(bytes)
    return
  }
  const start = (encoder as unknown as EncoderState).pos
  const instance = builtin.from(value)
  if (!instance?.toABI) throw new UseSerializer()
  instance.toABI(encoder)
  // A Map takes -0 for 0, which a float encodes differently.
  if (Object.is(value, -0)) return
  if (known.size >= 10_000) known.clear()
  known.set(value, encoder.getData().slice(start))
}

/** The serializer's limit on nesting (its coding path, the root included, past 32 entries). */
const MAX_DEPTH = 32

/** `decodeBinary`: a missing extension, the optional flag, then an array or one value. */
function decodeBinary(plan: Plan, decoder: ABIDecoder, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new UseSerializer()
  const { type } = plan
  if (type.isExtension && !decoder.canRead()) return null
  if (type.isOptional && decoder.readByte() === 0) return null
  if (!type.isArray) return decodeInner(plan, decoder, depth)
  const length = decoder.readVaruint32()
  const out: unknown[] = []
  for (let i = 0; i < length; i++) out.push(decodeInner(plan, decoder, depth + 1))
  return out
}

/** `decodeBinary`'s `decodeInner`: a built-in, an alias, a struct or a variant. */
function decodeInner(plan: Plan, decoder: ABIDecoder, depth: number): unknown {
  const { builtin } = plan
  if (builtin?.fromABI) return builtin.fromABI(decoder)
  if (plan.ref) return decodeBinary(plan.ref, decoder, depth + 1)
  if (plan.isStruct) {
    // A built-in struct is built from its fields with a marker the library keeps to itself.
    if (!plan.fields || builtin) throw new UseSerializer()
    const out: Record<string, unknown> = {}
    for (const f of plan.fields) out[f.name] = decodeBinary(f.plan, decoder, depth + 1)
    return out
  }
  if (plan.variant) {
    const chosen = plan.variant[decoder.readByte()]
    if (!chosen) throw new UseSerializer()
    const out = [chosen.type.typeName, decodeBinary(chosen, decoder, depth + 1)]
    return builtin ? builtin.from(out) : out
  }
  throw new UseSerializer()
}

/** The fields of wharfkit's encoder the codec sets (private in its typings). */
interface EncoderState {
  pos: number
  textEncoder: { encode(text: string): Uint8Array }
}

/** What wharfkit's decoder reads strings with. */
type TextDecoding = NonNullable<ConstructorParameters<typeof ABIDecoder>[1]>

/**
 * UTF-8, refusing invalid bytes (`fatal`, as the serializer reads data by default), one decoder
 * for every decoding. Short ASCII text (attribute names and types, most strings in rows) is read
 * with `String.fromCharCode`, which gives the same string without a call into native code.
 */
function utf8Decoder(): TextDecoding {
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  const ascii = {
    decode(bytes: Uint8Array): string {
      if (bytes.length > 32) return utf8.decode(bytes)
      for (let i = 0; i < bytes.length; i++) {
        if ((bytes[i] as number) > 0x7f) return utf8.decode(bytes)
      }
      return String.fromCharCode.apply(null, bytes as unknown as number[])
    },
  }
  return ascii as unknown as TextDecoding
}

const UTF8 = utf8Decoder()

/**
 * `TextEncoder`, remembering the bytes of short strings: rows and actions repeat the same few
 * (attribute names and types, formats, symbols), some twenty thousand a world's genesis, and each
 * `encode` is a call into native code. The encoder only copies the bytes it is given.
 */
function rememberingTextEncoder(): EncoderState['textEncoder'] {
  const utf8 = new TextEncoder()
  const known = new Map<string, Uint8Array>()
  return {
    encode(text) {
      let bytes = known.get(text)
      if (bytes === undefined) {
        bytes = utf8.encode(text)
        if (typeof text === 'string' && text.length <= 64) {
          if (known.size >= 10_000) known.clear()
          known.set(text, bytes)
        }
      }
      return bytes
    },
  }
}

/** One encoder for every encoding (they never nest): its buffer grows once, then is reused. */
const ENCODER = new ABIEncoder(4096)
;(ENCODER as unknown as EncoderState).textEncoder = rememberingTextEncoder()

computeIntLimitsOnce()

/** The size of the blocks encodings are copied into (as Node's `Buffer` pool: 8 KB). */
const BLOCK = 8192
let block = new ArrayBuffer(BLOCK)
let blockUsed = 0

/**
 * A copy of `bytes`, as a view into a shared block. A typed array of its own costs a buffer of its
 * own (outside the heap past 64 bytes) and, when small, a second one the first time a decoder
 * reads its `buffer`: both several times the copy. Blocks are never written twice, so each view
 * is as good as a copy; a block lives as long as one of its views.
 */
function keep(bytes: Uint8Array): Uint8Array {
  const n = bytes.length
  if (n > BLOCK / 4) return bytes.slice()
  if (blockUsed + n > BLOCK) {
    block = new ArrayBuffer(BLOCK)
    blockUsed = 0
  }
  const copy = new Uint8Array(block, blockUsed, n)
  copy.set(bytes)
  blockUsed += n
  return copy
}

/** Encodes and decodes the types of one ABI (a `ResolvedAbi`, whose resolved trees are kept). */
export class AbiCodec {
  private readonly roots = new Map<string, Plan>()

  constructor(private readonly abi: ABI) {}

  private plan(type: string): Plan | undefined {
    if (!BUILTINS) return undefined
    let plan = this.roots.get(type)
    if (plan === undefined) {
      plan = planOf(this.abi.resolveType(type), BUILTINS)
      this.roots.set(type, plan)
    }
    return plan
  }

  /** The value's bytes (a copy no one else writes), or the serializer's error. */
  encode(type: string, value: unknown): Uint8Array {
    const plan = this.plan(type)
    if (plan) {
      ;(ENCODER as unknown as EncoderState).pos = 0
      try {
        encodeAny(plan, value, ENCODER)
        return keep(ENCODER.getData())
      } catch {
        // The serializer's own answer below: the same bytes, or its error.
      }
    }
    return Serializer.encode({ object: value, abi: this.abi, type }).array
  }

  /** The decoded value, or the serializer's error. */
  decode(type: string, data: Uint8Array): unknown {
    const plan = this.plan(type)
    if (plan) {
      try {
        return decodeBinary(plan, new ABIDecoder(data, UTF8), 1)
      } catch {
        // As above: the serializer's own answer.
      }
    }
    return Serializer.decode({ data: new ABIDecoder(data, UTF8), abi: this.abi, type })
  }
}
