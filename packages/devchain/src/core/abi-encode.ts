import { ABIEncoder } from '@wharfkit/antelope'
import { type BuiltinType, type Plan, UseSerializer } from './abi-plan'

/**
 * Encoding through a plan (`abi-plan.ts`): wharfkit's `encodeAny` branch for branch, with its
 * built-in types for the values, one reused encoder, and the bytes of repeated inputs kept.
 */

/** A value the walk hands to the serializer's own checks (`toABI` and `constructor` probed as it does). */
interface Encodable {
  toABI?: unknown
  constructor: { abiName?: string }
  [field: string]: unknown
}

/** The fields of wharfkit's encoder the codec sets (private in its typings). */
export interface EncoderState {
  pos: number
  textEncoder: { encode(text: string): Uint8Array }
}

/** `encodeAny`: the optional flag, the array length, then each element or the value itself. */
export function encodeAny(plan: Plan, value: unknown, encoder: ABIEncoder): void {
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
  } else if (plan.variant && plan.variantIndex) {
    if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') {
      throw new UseSerializer()
    }
    const index = plan.variantIndex.get(value[0])
    const chosen = index === undefined ? undefined : plan.variant[index]
    if (index === undefined || !chosen) throw new UseSerializer()
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
export const ENCODER = new ABIEncoder(4096)
;(ENCODER as unknown as EncoderState).textEncoder = rememberingTextEncoder()

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
export function keep(bytes: Uint8Array): Uint8Array {
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
