import type { ABI } from '@wharfkit/antelope'
import {
  BUILTINS,
  type Codec,
  type Decode,
  type Encode,
  WHARFKIT_BUILTINS,
} from './abi-codec-builtins'
import { giveUp, Reader, Writer } from './abi-codec-io'

/**
 * A compiled binary codec for ABI types, the fast path of `LoadedAbi` (`abi.ts`): for each resolved
 * type it builds, once, what wharfkit's `Serializer` does for that type, without the serializer's
 * per-call work (a type lookup table rebuilt on every call, the coding path, integers whose
 * constructor builds two big numbers to check its range, names turned to text through them):
 *
 * - `encode`: the same bytes;
 * - `decode`: the same objects (wharfkit's `Name`, `Asset`, integers… built the way `fromABI`
 *   builds them);
 * - `json`: those objects as nodeos renders them (`toNodeosJson`), read straight from the bytes.
 *
 * It covers the types the contracts use (integers up to 64 bits, `bool`, `string`, `name`,
 * `asset`, `symbol`, `bytes`, floats; structs, arrays, optionals, binary extensions, aliases and
 * variants) and the values they pass (text, safe integers, wharfkit's own objects, arrays of
 * bytes). On anything else (another type, a value the serializer converts its own way or refuses,
 * data it cannot read) it gives up, and the caller runs wharfkit's serializer on the same input,
 * which answers, or fails, as it always did. So the fast path only ever returns what the
 * serializer would have returned. `abi-codec.test.ts` compares the two.
 */

/** The serializer refuses to nest deeper than 32 (its coding path): deeper types are left to it. */
const MAX_DEPTH = 24

class UnsupportedType extends Error {}

/**
 * Builds the codec of a resolved type as `encodeAny` / `decodeBinary` walk it: binary extension,
 * then optional, then array, then the type itself: a built-in first (whatever the ABI defines
 * under its name), else an alias, a struct's fields in order, or a variant's index and value.
 */
class Compiler {
  private readonly active = new Set<ABI.ResolvedType>()

  any(type: ABI.ResolvedType, depth: number): Codec {
    if (depth > MAX_DEPTH || this.active.has(type)) throw new UnsupportedType(type.name)
    if (type.isArray && type.size) throw new UnsupportedType(type.typeName)
    this.active.add(type)
    try {
      return wrap(type, this.inner(type, depth + (type.isArray ? 1 : 0)))
    } finally {
      this.active.delete(type)
    }
  }

  private inner(type: ABI.ResolvedType, depth: number): Codec & { alias?: boolean } {
    const builtin = BUILTINS[type.name]
    if (builtin) return builtin
    if (WHARFKIT_BUILTINS.has(type.name)) throw new UnsupportedType(type.name)
    if (type.ref) return { ...this.any(type.ref, depth + 1), alias: true }
    if (type.fields) {
      const fields = type.allFields
      if (!fields) throw new UnsupportedType(type.name)
      return struct(
        fields.map((f) => f.name),
        fields.map((f) => this.any(f.type, depth + 1)),
      )
    }
    if (type.variant) {
      return variant(
        type.variant.map((t) => t.typeName),
        type.variant.map((t) => this.any(t, depth + 1)),
      )
    }
    throw new UnsupportedType(type.name)
  }
}

/**
 * A struct's codec. Its encoder and decoders are generated for its fields (`new Function`), so
 * each reads and writes its properties by name, as hand-written code would, where a loop over the
 * field names would make every property access look up a name at run time. The field names are
 * quoted with `JSON.stringify` (any string is a valid key there).
 */
function struct(keys: string[], codecs: Codec[]): Codec {
  // `__proto__` in an object literal sets the prototype: such a struct is left to the serializer.
  if (keys.includes('__proto__')) throw new UnsupportedType('__proto__')
  const n = keys.length
  const args = keys.map((_, i) => `c${i}`)
  const prop = (i: number) => JSON.stringify(keys[i])
  const encodeBody = [
    "if (typeof value !== 'object' || value === null) giveUp()",
    // An object that encodes itself may take the serializer's other path.
    "if (typeof value.toABI === 'function') giveUp()",
    ...keys.map((_, i) => `c${i}.encode(value[${prop(i)}], w)`),
  ].join('\n')
  const read = (method: 'decode' | 'json') =>
    `return { ${keys.map((_, i) => `${prop(i)}: c${i}.${method}(r)`).join(', ')} }`
  const make = (params: string, body: string) =>
    new Function('giveUp', ...args, `return function (${params}) {\n${body}\n}`)(giveUp, ...codecs)
  return {
    encode: make('value, w', encodeBody) as Encode,
    decode: make('r', n === 0 ? 'return {}' : read('decode')) as Decode,
    json: make('r', n === 0 ? 'return {}' : read('json')) as Decode,
  }
}

function variant(typeNames: string[], codecs: Codec[]): Codec {
  const read = (r: Reader, json: boolean) => {
    const index = r.byte()
    const codec = codecs[index]
    if (!codec) giveUp()
    return [typeNames[index], json ? codec.json(r) : codec.decode(r)]
  }
  return {
    encode(value, w) {
      // `[type name, value]`, the form the contracts use; a `Variant` object is left to the serializer.
      if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') giveUp()
      const index = typeNames.indexOf(value[0])
      if (index < 0) giveUp()
      w.writeVaruint32(index)
      ;(codecs[index] as Codec).encode(value[1], w)
    },
    decode: (r) => read(r, false),
    json: (r) => read(r, true),
  }
}

/** Extension, optional and array around a type's own codec, as the serializer applies them. */
function wrap(type: ABI.ResolvedType, inner: Codec & { alias?: boolean }): Codec {
  const { isExtension, isOptional, isArray } = type
  // A plain type is its own codec: every codec gives up on a missing value by itself.
  if (!isExtension && !isOptional && !isArray) {
    return { encode: inner.encode, decode: inner.decode, json: inner.json }
  }
  const { encode, decode, json } = inner
  // `encodeInner`: an alias hands even a missing value on (its target decides); any other type
  // writes nothing for a missing binary extension and refuses a missing value otherwise.
  const encodeOne: Encode = inner.alias
    ? encode
    : (value, w) => {
        if (value === undefined || value === null) {
          if (isExtension) return
          giveUp()
        }
        encode(value, w)
      }
  const read = (r: Reader, one: Decode) => {
    if (isExtension && !r.canRead()) return null
    if (isOptional && r.byte() === 0) return null
    if (!isArray) return one(r)
    const length = r.varuint32()
    const rv: unknown[] = []
    for (let i = 0; i < length; i++) rv.push(one(r))
    return rv
  }
  return {
    encode(value, w) {
      const exists = value !== undefined && value !== null
      if (isOptional) {
        w.writeByte(exists ? 1 : 0)
        if (!exists) return
      }
      if (!isArray) return encodeOne(value, w)
      if (!Array.isArray(value)) giveUp()
      w.writeVaruint32(value.length)
      for (let i = 0; i < value.length; i++) {
        const element: unknown = value[i]
        // The serializer encodes a missing element its own way: left to it.
        if (element === undefined || element === null) giveUp()
        encode(element, w)
      }
    },
    decode: (r) => read(r, decode),
    json: (r) => read(r, json),
  }
}

/** What `AbiCodec.decode` / `json` return when the caller must use wharfkit's serializer. */
export const FALLBACK: unique symbol = Symbol('abi-codec: fallback')

const out = new Writer()

/** The compiled codec of one ABI: each type compiled on first use (`null`: not supported). */
export class AbiCodec {
  private readonly codecs = new Map<string, Codec | null>()

  constructor(private readonly abi: ABI) {}

  private codec(type: string): Codec | null {
    let codec = this.codecs.get(type)
    if (codec === undefined) {
      try {
        codec = new Compiler().any(this.abi.resolveType(type), 1)
      } catch (e) {
        if (!(e instanceof UnsupportedType)) throw e
        codec = null
      }
      this.codecs.set(type, codec)
    }
    return codec
  }

  /** The bytes of `value`, or undefined when the serializer must encode it. */
  encode(type: string, value: unknown): Uint8Array | undefined {
    const codec = this.codec(type)
    if (!codec) return undefined
    out.pos = 0
    try {
      codec.encode(value, out)
    } catch {
      // Given up, or anything the fast path tripped on: the serializer answers instead.
      return undefined
    }
    return out.array.slice(0, out.pos)
  }

  /** The serializer's decoding of `data`, or FALLBACK. */
  decode(type: string, data: Uint8Array): unknown {
    return this.read(type, data, false)
  }

  /** `toNodeosJson` of the serializer's decoding of `data`, or FALLBACK. */
  json(type: string, data: Uint8Array): unknown {
    return this.read(type, data, true)
  }

  private read(type: string, data: Uint8Array, json: boolean): unknown {
    const codec = this.codec(type)
    if (!codec) return FALLBACK
    try {
      const r = new Reader(data)
      return json ? codec.json(r) : codec.decode(r)
    } catch {
      return FALLBACK
    }
  }
}
