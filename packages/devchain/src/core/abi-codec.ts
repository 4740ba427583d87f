import { type ABI, ABIDecoder, Serializer } from '@wharfkit/antelope'
import { decodeBinary, FROZEN_PLAIN, FROZEN_VALUES, PLAIN, type Reader, VALUES } from './abi-decode'
import { ENCODER, type EncoderState, encodeAny, keep } from './abi-encode'
import { BUILTINS, type Plan, planOf } from './abi-plan'
import { deepFreeze } from './freeze'
import { computeIntLimitsOnce } from './int-limits'
import { toNodeosJson } from './json'

/**
 * Encoding and decoding through an ABI's resolved types, the way wharfkit's `Serializer` walks
 * them (`encodeAny` / `decodeBinary` in @wharfkit/antelope), with wharfkit's own types for every
 * built-in value (names, integers, assets, strings...). What it saves is the serializer's set-up,
 * paid on every call: it rebuilds its table of built-in types, parses the type name, makes a new
 * encoder (with a `TextEncoder`) and records a coding path for its error messages. Here the
 * table is read once, each resolved type gets a plan once (`abi-plan.ts`: its built-in type,
 * fields, alias and variant), and one encoder is reused (`abi-encode.ts`, `abi-decode.ts`).
 *
 * The walk follows the serializer branch for branch, so a value it accepts gives the same bytes
 * and a decoding the same values. Anything else (a value it refuses, a corner it does not take:
 * a variant not given as `[type, value]`, a built-in struct without `fromABI`) goes through
 * `Serializer` itself, which then gives its own result or its own error: errors keep their
 * messages and coding paths.
 */

computeIntLimitsOnce()

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

/** What `read` answers for a value it leaves to the serializer. */
const TO_SERIALIZER = Symbol('to the serializer')

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

  /** The decoded value (`frozen`: as `deepFreeze` leaves it), or the serializer's error. */
  decode(type: string, data: Uint8Array, frozen = false): unknown {
    const value = this.read(type, data, frozen ? FROZEN_VALUES : VALUES)
    if (value !== TO_SERIALIZER) return value
    const decoded = this.serializerDecode(type, data)
    return frozen ? deepFreeze(decoded) : decoded
  }

  /** `toNodeosJson` of the decoded value (`frozen`: deeply), or the serializer's error. */
  decodePlain(type: string, data: Uint8Array, frozen = false): unknown {
    const value = this.read(type, data, frozen ? FROZEN_PLAIN : PLAIN)
    if (value !== TO_SERIALIZER) return value
    const json = toNodeosJson(this.serializerDecode(type, data))
    return frozen ? deepFreeze(json) : json
  }

  /** The walk's reading, or `TO_SERIALIZER` where it leaves the value to the serializer. */
  private read(type: string, data: Uint8Array, reader: Reader): unknown {
    const plan = this.plan(type)
    if (!plan) return TO_SERIALIZER
    try {
      return decodeBinary(plan, new ABIDecoder(data, UTF8), reader, 1)
    } catch {
      return TO_SERIALIZER
    }
  }

  private serializerDecode(type: string, data: Uint8Array): unknown {
    return Serializer.decode({ data: new ABIDecoder(data, UTF8), abi: this.abi, type })
  }
}
