import { Base58, Bytes } from '@wharfkit/antelope'
import { check } from '../core/errors'

/**
 * AtomicAssets' attribute serialization (`atomicdata.hpp`): the compact format the real contract
 * stores asset, template and collection data in. Each present attribute is written as
 * varint(index in format + 4) followed by its value: zigzag varints for signed integers, varints
 * for unsigned ones, little-endian fixed integers and floats, length-prefixed strings, base58-decoded
 * IPFS hashes, and length-prefixed arrays.
 */

export interface Format {
  name: string
  type: string
}

/** One attribute value: the ABI variant alternative (`uint64`, `string`, `UINT64_VEC`...) and its value. */
export interface Attribute {
  type: string
  value: AttributeValue
}
export type AttributeValue = number | bigint | string | AttributeValue[]

/** Attribute maps are `std::map<string, ATOMIC_ATTRIBUTE>`: ordered by key. */
export type AttributeMap = Map<string, Attribute>

const RESERVED = 4n

const VEC_OF: Record<string, string> = {
  INT8_VEC: 'int8',
  INT16_VEC: 'int16',
  INT32_VEC: 'int32',
  INT64_VEC: 'int64',
  UINT8_VEC: 'uint8',
  UINT16_VEC: 'uint16',
  UINT32_VEC: 'uint32',
  UINT64_VEC: 'uint64',
  FLOAT_VEC: 'float32',
  DOUBLE_VEC: 'float64',
  STRING_VEC: 'string',
}

function toVarint(n: bigint, originalBytes = 8): number[] {
  let number = n
  if (originalBytes < 8) number &= (1n << BigInt(originalBytes * 8)) - 1n
  const out: number[] = []
  for (let i = 0; i < originalBytes + 1; i++) {
    if (i === originalBytes) {
      out.push(Number(number % 256n))
    } else if (number >= 128n) {
      out.push(Number(128n + (number % 128n)))
      number /= 128n
    } else {
      out.push(Number(number))
      break
    }
  }
  return out
}

function zigzag(v: bigint): bigint {
  return v <= 0n ? -1n * (v + 1n) * 2n + 1n : v * 2n
}

function unzigzag(v: bigint): bigint {
  return v % 2n === 0n ? v / 2n : -(v / 2n) - 1n
}

function toInt(v: AttributeValue): bigint {
  if (typeof v === 'bigint') return v
  if (typeof v === 'number') return BigInt(Math.trunc(v))
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return BigInt(v)
  return 0n
}

const INT_SIZES: Record<string, number> = { int8: 1, int16: 2, int32: 4, int64: 8 }
const UINT_SIZES: Record<string, number> = { uint8: 1, uint16: 2, uint32: 4, uint64: 8 }
const FIXED_SIZES: Record<string, number> = { fixed8: 1, fixed16: 2, fixed32: 4, fixed64: 8 }

/** The variant alternative a schema type's values travel as. */
function altFor(type: string): string {
  if (type.endsWith('[]')) {
    const base = altFor(type.slice(0, -2))
    const vec = Object.entries(VEC_OF).find(([, t]) => t === base)
    return vec ? vec[0] : 'STRING_VEC'
  }
  if (type in INT_SIZES || type in UINT_SIZES) return type
  if (type === 'fixed8' || type === 'bool' || type === 'byte') return 'uint8'
  if (type === 'fixed16') return 'uint16'
  if (type === 'fixed32') return 'uint32'
  if (type === 'fixed64') return 'uint64'
  if (type === 'float') return 'float32'
  if (type === 'double') return 'float64'
  return 'string'
}

function serializeAttribute(type: string, attr: Attribute): number[] {
  if (type.endsWith('[]')) {
    const base = type.slice(0, -2)
    check(Array.isArray(attr.value), `Expected a vector for ${type}, but got something else`)
    const items = attr.value as AttributeValue[]
    const elemAlt = VEC_OF[attr.type] ?? altFor(base)
    const out = toVarint(BigInt(items.length))
    for (const v of items) out.push(...serializeAttribute(base, { type: elemAlt, value: v }))
    return out
  }
  const expect = (alt: string, what: string) =>
    check(attr.type === alt, `Expected a ${what}, but got something else`)
  const intSize = INT_SIZES[type]
  if (intSize) {
    expect(type, type)
    return toVarint(zigzag(toInt(attr.value)), intSize)
  }
  const uintSize = UINT_SIZES[type]
  if (uintSize) {
    expect(type, type)
    return toVarint(toInt(attr.value), uintSize)
  }
  const fixedSize = FIXED_SIZES[type]
  if (fixedSize) {
    expect(altFor(type), `${altFor(type)} (${type})`)
    let n = toInt(attr.value)
    const out: number[] = []
    for (let i = 0; i < fixedSize; i++) {
      out.push(Number(n % 256n))
      n /= 256n
    }
    return out
  }
  if (type === 'float' || type === 'double') {
    expect(altFor(type), type)
    const buf = Buffer.alloc(type === 'float' ? 4 : 8)
    if (type === 'float') buf.writeFloatLE(Number(attr.value))
    else buf.writeDoubleLE(Number(attr.value))
    return [...buf]
  }
  if (type === 'string' || type === 'image') {
    expect('string', 'string')
    const bytes = [...new TextEncoder().encode(String(attr.value))]
    return [...toVarint(BigInt(bytes.length)), ...bytes]
  }
  if (type === 'ipfs') {
    expect('string', 'string (ipfs)')
    const bytes = [...Base58.decode(String(attr.value)).array]
    return [...toVarint(BigInt(bytes.length)), ...bytes]
  }
  if (type === 'bool' || type === 'byte') {
    expect(
      'uint8',
      type === 'bool'
        ? 'bool (needs to be provided as uint8_t because of C++ restrictions)'
        : 'uint8',
    )
    return type === 'bool' ? [toInt(attr.value) ? 1 : 0] : toVarint(toInt(attr.value), 1)
  }
  check(false, `No type could be matched - ${type}`)
  return []
}

/** Serializes an attribute map with a schema format; keys the format lacks are ignored, as on chain. */
export function serialize(map: AttributeMap, format: Format[]): Uint8Array {
  const out: number[] = []
  format.forEach((line, i) => {
    const attr = map.get(line.name)
    if (attr) {
      out.push(...toVarint(BigInt(i) + RESERVED))
      out.push(...serializeAttribute(line.type, attr))
    }
  })
  return new Uint8Array(out)
}

class Reader {
  pos = 0
  constructor(readonly data: Uint8Array) {}
  byte(): number {
    const b = this.data[this.pos++]
    check(b !== undefined, 'Unexpected end of serialized data')
    return b
  }
  varint(originalBytes = 8): bigint {
    let number = 0n
    let multiplier = 1n
    for (let i = 0; i < originalBytes + 1; i++) {
      const b = BigInt(this.byte())
      if (i === originalBytes) {
        number += b * multiplier
      } else if (b >= 128n) {
        number += (b - 128n) * multiplier
      } else {
        number += b * multiplier
        break
      }
      multiplier *= 128n
    }
    return number
  }
  bytes(n: number): Uint8Array {
    const out = this.data.subarray(this.pos, this.pos + n)
    this.pos += n
    return out
  }
}

function deserializeAttribute(type: string, r: Reader): AttributeValue {
  if (type.endsWith('[]')) {
    const n = Number(r.varint())
    const out: AttributeValue[] = []
    for (let i = 0; i < n; i++) out.push(deserializeAttribute(type.slice(0, -2), r))
    return out
  }
  const intSize = INT_SIZES[type]
  if (intSize) {
    const v = BigInt.asIntN(intSize * 8, unzigzag(r.varint(intSize)))
    return intSize <= 4 ? Number(v) : v
  }
  const uintSize = UINT_SIZES[type]
  if (uintSize) {
    const v = BigInt.asUintN(uintSize * 8, r.varint(uintSize))
    return uintSize <= 4 ? Number(v) : v
  }
  const fixedSize = FIXED_SIZES[type]
  if (fixedSize) {
    const b = r.bytes(fixedSize)
    let n = 0n
    for (let i = fixedSize - 1; i >= 0; i--) n = (n << 8n) | BigInt(b[i] ?? 0)
    return fixedSize <= 4 ? Number(n) : n
  }
  if (type === 'float') return Buffer.from(r.bytes(4)).readFloatLE(0)
  if (type === 'double') return Buffer.from(r.bytes(8)).readDoubleLE(0)
  if (type === 'string' || type === 'image') {
    return new TextDecoder().decode(r.bytes(Number(r.varint())))
  }
  if (type === 'ipfs') return Base58.encode(Bytes.from(r.bytes(Number(r.varint()))))
  if (type === 'bool' || type === 'byte') return r.byte()
  check(false, `No type could be matched - ${type}`)
  return 0
}

/** Deserializes data stored with a schema format. */
export function deserialize(data: Uint8Array, format: Format[]): AttributeMap {
  const r = new Reader(data)
  const out: AttributeMap = new Map()
  while (r.pos < data.length) {
    const id = Number(r.varint() - RESERVED)
    const line = format[id]
    check(line, 'Serialized data refers to an attribute the format does not have')
    out.set(line.name, { type: altFor(line.type), value: deserializeAttribute(line.type, r) })
  }
  return new Map([...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

function plainValue(v: unknown): AttributeValue {
  if (Array.isArray(v)) return v.map(plainValue)
  if (v instanceof Bytes) return [...v.array]
  if (typeof v === 'object' && v !== null) {
    const o = v as { value?: unknown; toString(): string }
    if (typeof o.value === 'number') return o.value
    const s = o.toString()
    return /^-?\d+$/.test(s) ? BigInt(s) : s
  }
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'bigint') return v
  return String(v)
}

/** An ATTRIBUTE_MAP as the ABI decodes it (`[{key, value: [type, value]}]`) to an AttributeMap. */
export function fromAbi(pairs: { key: string; value: [string, unknown] }[]): AttributeMap {
  const m: AttributeMap = new Map()
  for (const p of pairs) {
    const [type, value] = p.value
    m.set(p.key, { type, value: plainValue(value) })
  }
  return new Map([...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

function abiValue(v: AttributeValue): unknown {
  if (Array.isArray(v)) return v.map(abiValue)
  return typeof v === 'bigint' ? v.toString() : v
}

/** An AttributeMap in the shape the ABI encodes an ATTRIBUTE_MAP from. */
export function toAbi(map: AttributeMap): { key: string; value: [string, unknown] }[] {
  return [...map.entries()].map(([key, a]) => ({
    key,
    value: [a.type, a.type === 'INT8_VEC' ? Bytes.from(a.value as number[]) : abiValue(a.value)],
  }))
}

/** An AttributeMap as the AtomicAssets API shows data: 64-bit integers as strings. */
export function toApiJson(map: AttributeMap): Record<string, unknown> {
  const conv = (v: AttributeValue): unknown =>
    Array.isArray(v) ? v.map(conv) : typeof v === 'bigint' ? v.toString() : v
  const out: Record<string, unknown> = {}
  for (const [k, a] of map) out[k] = conv(a.value)
  return out
}

/** Builds an attribute map from plain values, typing each by the schema format. */
export function fromPlain(data: Record<string, AttributeValue>, format: Format[]): AttributeMap {
  const m: AttributeMap = new Map()
  for (const line of format) {
    const v = data[line.name]
    if (v !== undefined) m.set(line.name, { type: altFor(line.type), value: v })
  }
  return new Map([...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
