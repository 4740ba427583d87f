import {
  ABIEncoder,
  Asset,
  Bytes,
  Float32,
  Float64,
  Int8,
  Int16,
  Int32,
  Int64,
  Name,
  UInt8,
  UInt16,
  UInt32,
  UInt64,
} from '@wharfkit/antelope'
import { giveUp, Reader, type Writer } from './abi-codec-io'
import { formatDouble } from './json'
import { DECODED_VALUE, decodedNameValue, nameString } from './names'

/**
 * The built-in ABI types of the compiled codec (`abi-codec.ts`), each three ways, as wharfkit's
 * serializer handles them: `encode` (what `abiType.from(value).toABI` or the value's own `toABI`
 * writes), `decode` (the object `abiType.fromABI` returns) and `json` (that object as nodeos
 * renders it, `toNodeosJson`). An encoder takes the values whose bytes it knows for certain
 * (strings, safe integers, exact instances of the type's class, arrays of bytes) and gives up on
 * any other, so the serializer handles those as it always did.
 */

export type Encode = (value: unknown, w: Writer) => void
export type Decode = (r: Reader) => unknown

export interface Codec {
  encode: Encode
  decode: Decode
  json: Decode
}

/** bn.js, the big-number class wharfkit's integers wrap (taken from an instance: the same class). */
interface BigNum {
  fromTwos(width: number): BigNum
}
type BigNumClass = new (bytes: Uint8Array, base: undefined, endian: 'le') => BigNum
const BN = (UInt64.from(0).value as { constructor: BigNumClass }).constructor

/** A wharfkit object that encodes itself, as the serializer lets an instance of the field's type. */
interface SelfEncoding {
  toABI(encoder: ABIEncoder): void
}

/** `value` is an exact instance of `cls` (one the serializer lets encode itself). */
function instanceOf(value: unknown, cls: unknown): boolean {
  return typeof value === 'object' && value !== null && value.constructor === cls
}

function selfEncode(value: unknown, w: Writer): void {
  ;(value as SelfEncoding).toABI(w.asEncoder)
}

// ------------------------------------------------------------------------------ integers

const TWO_32 = 4_294_967_296n

/**
 * How many digits a decimal integer text (`123`, `-45`) has; 0 for any other text (which
 * `Int.from` reads its own way). Up to 40 digits.
 */
function decimalDigits(s: string): number {
  const start = s.charCodeAt(0) === 45 ? 1 : 0
  const n = s.length - start
  if (n === 0 || n > 40) return 0
  for (let i = start; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 48 || c > 57) return 0
  }
  return n
}

/** fc's JSON for a 64-bit integer (wharfkit's `Int.toJSON`): a number up to 32 bits, else text. */
function int64Json(v: bigint): number | string {
  return v >= TWO_32 || v <= -TWO_32 ? v.toString() : Number(v)
}

function intCodec(
  cls: { prototype: object },
  width: 1 | 2 | 4 | 8,
  signed: boolean,
  json: Decode,
): Codec {
  const bits = BigInt(width * 8)
  const min = signed ? -(1n << (bits - 1n)) : 0n
  const max = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n
  const minNumber = Number(min)
  const maxNumber = Number(max)
  const proto = cls.prototype
  return {
    encode(value, w) {
      let n: number
      if (typeof value === 'number') {
        // `Int.from(number)` reads a fraction its own way: integers only.
        if (!Number.isSafeInteger(value)) giveUp()
        n = value
      } else if (typeof value === 'string') {
        const digits = decimalDigits(value)
        if (digits === 0) giveUp()
        if (digits > 15) {
          // Beyond what a number holds exactly: as a bigint.
          const v = BigInt(value)
          if (v < min || v > max) giveUp()
          return w.writeInt64(v)
        }
        n = Number(value)
      } else if (instanceOf(value, cls)) return selfEncode(value, w)
      else giveUp()
      if (n < minNumber || n > maxNumber) giveUp()
      if (width < 8) w.writeSmallInt(n, width)
      else if (n >= 0) w.writeUint53(n)
      else w.writeInt64(BigInt(n))
    },
    decode(r) {
      // `Int.from(bytes)`, without the constructor's range check (the width guarantees it).
      let bn = new BN(r.copy(width), undefined, 'le')
      if (signed) bn = bn.fromTwos(width * 8)
      const int = Object.create(proto) as { value: BigNum }
      int.value = bn
      return int
    },
    json,
  }
}

const INTS = {
  int8: intCodec(Int8, 1, true, (r) => (r.byte() << 24) >> 24),
  int16: intCodec(Int16, 2, true, (r) => r.i16()),
  int32: intCodec(Int32, 4, true, (r) => r.i32()),
  int64: intCodec(Int64, 8, true, (r) => r.smallU64() ?? int64Json(r.i64())),
  uint8: intCodec(UInt8, 1, false, (r) => r.byte()),
  uint16: intCodec(UInt16, 2, false, (r) => r.u16()),
  uint32: intCodec(UInt32, 4, false, (r) => r.u32()),
  uint64: intCodec(UInt64, 8, false, (r) => r.smallU64() ?? int64Json(r.u64())),
}

// ------------------------------------------------------------------------------ names, symbols, assets

/** Bounded memo of text → what it encodes to, for names and assets, which repeat a lot. */
class Memo<T> {
  private readonly map = new Map<string, T>()
  constructor(private readonly make: (key: string) => T) {}
  get(key: string): T {
    let v = this.map.get(key)
    if (v === undefined) {
      v = this.make(key)
      if (this.map.size >= 50_000) this.map.clear()
      this.map.set(key, v)
    }
    return v
  }
}

/** `Name.from(string)`'s value, which packs every string (characters outside the alphabet as 0). */
const nameValues = new Memo((s) => {
  const w = new ABIEncoder(8)
  Name.from(s).toABI(w)
  const bytes = w.getData()
  return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, true)
})

function rawSymbol(precision: number, code: string): Uint8Array {
  const bytes = new Uint8Array(8)
  bytes[0] = precision
  for (let i = 0; i < code.length; i++) bytes[i + 1] = code.charCodeAt(i)
  return bytes
}

const ASSET_RE = /^(-?\d{1,19})(?:\.(\d{1,18}))? ([A-Z]{1,7})$/
const NONE = new Uint8Array(0)

/** `Asset.fromString`'s 16 bytes for the plain forms (`-12.3400 DOVX`); NONE for any other text. */
const assetBytes = new Memo<Uint8Array>((s) => {
  const m = ASSET_RE.exec(s)
  if (!m) return NONE
  const frac = m[2] ?? ''
  const units = BigInt(`${m[1]}${frac}`)
  if (units < -(1n << 63n) || units >= 1n << 63n) return NONE
  const bytes = new Uint8Array(16)
  new DataView(bytes.buffer).setBigInt64(0, units, true)
  bytes.set(rawSymbol(frac.length, m[3] as string), 8)
  return bytes
})

/**
 * A symbol's code from its raw bytes, if `Asset.Symbol` accepts them (precision ≤ 18; the code
 * A–Z up to its last non-zero byte, or a symbol of all zeros); undefined otherwise.
 */
function symbolCode(b: Uint8Array): string | undefined {
  if ((b[0] as number) > 18) return undefined
  let last = 7
  while (last > 0 && b[last] === 0) last--
  if (last === 0) return b[0] === 0 ? '' : undefined
  let code = ''
  for (let i = 1; i <= last; i++) {
    const c = b[i] as number
    if (c < 65 || c > 90) return undefined
    code += String.fromCharCode(c)
  }
  return code
}

function readSymbol(r: Reader): { precision: number; code: string; bytes: Uint8Array } {
  const bytes = r.take(8)
  const code = symbolCode(bytes)
  if (code === undefined) giveUp()
  return { precision: bytes[0] as number, code, bytes }
}

function decodeSymbol(r: Reader): Asset.Symbol {
  const { bytes } = readSymbol(r)
  const symbol = Object.create(Asset.Symbol.prototype) as { value: unknown }
  symbol.value = INTS.uint64.decode(new Reader(bytes))
  return symbol as Asset.Symbol
}

/** `Asset.toString()`: the units with `precision` decimals, a space, the code. */
function assetText(units: bigint, precision: number, code: string): string {
  const negative = units < 0n
  let digits = (negative ? -units : units).toString()
  if (digits.length <= precision) digits = digits.padStart(precision + 1, '0')
  if (precision > 0) digits = `${digits.slice(0, -precision)}.${digits.slice(-precision)}`
  return `${negative ? '-' : ''}${digits} ${code}`
}

// ------------------------------------------------------------------------------ the others

function floatCodec(cls: typeof Float32 | typeof Float64, width: 4 | 8): Codec {
  return {
    encode(value, w) {
      if (typeof value === 'number') w.writeFloat(value, width)
      else if (typeof value === 'string') w.writeFloat(Number.parseFloat(value), width)
      else if (instanceOf(value, cls)) selfEncode(value, w)
      else giveUp()
    },
    decode: (r) => new cls(r.float(width)),
    json: (r) => formatDouble(r.float(width)),
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

function hex(bytes: Uint8Array): string {
  let s = ''
  for (let i = 0; i < bytes.length; i++) s += HEX[bytes[i] as number]
  return s
}

/** Built-in types by ABI name. */
export const BUILTINS: Readonly<Record<string, Codec>> = {
  ...INTS,
  bool: {
    encode(value, w) {
      if (value === undefined || value === null) giveUp()
      w.writeByte(value === true ? 1 : 0)
    },
    decode: (r) => r.byte() === 1,
    json: (r) => r.byte() === 1,
  },
  string: {
    encode(value, w) {
      if (typeof value !== 'string') giveUp()
      w.writeString(value)
    },
    decode: (r) => r.string(),
    json: (r) => r.string(),
  },
  name: {
    encode(value, w) {
      if (typeof value === 'string') w.writeInt64(nameValues.get(value))
      else if (instanceOf(value, Name)) {
        const known = decodedNameValue(value as Name)
        if (known === undefined) selfEncode(value, w)
        else w.writeInt64(known)
      } else giveUp()
    },
    decode(r) {
      const at = r.pos
      const u64 = INTS.uint64.decode(r) as UInt64
      // Its value, kept for `nameText` / `nameValue` and the encoder (see DECODED_VALUE).
      r.pos = at
      ;(u64.value as { [DECODED_VALUE]?: bigint })[DECODED_VALUE] = r.u64()
      return new Name(u64)
    },
    json: (r) => nameString(r.u64()),
  },
  asset: {
    encode(value, w) {
      if (typeof value === 'string') {
        const bytes = assetBytes.get(value)
        if (bytes === NONE) giveUp()
        w.writeArray(bytes)
      } else if (instanceOf(value, Asset)) selfEncode(value, w)
      else giveUp()
    },
    decode(r) {
      const units = INTS.int64.decode(r) as Int64
      return new Asset(units, decodeSymbol(r))
    },
    json(r) {
      const units = r.i64()
      const { precision, code } = readSymbol(r)
      return assetText(units, precision, code)
    },
  },
  symbol: {
    encode(value, w) {
      if (typeof value === 'string') {
        const m = /^(\d{1,2}),([A-Z]{1,7})$/.exec(value)
        const precision = Number(m?.[1])
        if (!m || precision > 18) giveUp()
        w.writeArray(rawSymbol(precision, m[2] as string))
      } else if (instanceOf(value, Asset.Symbol)) selfEncode(value, w)
      else giveUp()
    },
    decode: decodeSymbol,
    json(r) {
      const { precision, code } = readSymbol(r)
      return `${precision},${code}`
    },
  },
  bytes: {
    encode(value, w) {
      let bytes: ArrayLike<number>
      if (instanceOf(value, Bytes)) bytes = (value as Bytes).array
      else if (value instanceof Uint8Array) bytes = value
      else if (Array.isArray(value)) {
        // `new Uint8Array(array)` wraps other numbers its own way: bytes only.
        for (let i = 0; i < value.length; i++) {
          const b: unknown = value[i]
          if (typeof b !== 'number' || (b & 0xff) !== b) giveUp()
        }
        bytes = value
      } else giveUp()
      w.writeVaruint32(bytes.length)
      w.writeArray(bytes)
    },
    decode: (r) => new Bytes(r.take(r.varuint32())),
    json: (r) => hex(r.take(r.varuint32())),
  },
  float32: floatCodec(Float32, 4),
  float64: floatCodec(Float64, 8),
}

/**
 * Every type name wharfkit's serializer handles itself (`getBuiltins`), whatever the ABI says:
 * those without a codec above make a type unsupported by the fast path.
 */
export const WHARFKIT_BUILTINS = new Set([
  'bool',
  'string',
  'asset',
  'symbol',
  'symbol_code',
  'block_timestamp_type',
  'bytes',
  'checksum160',
  'checksum256',
  'checksum512',
  'extended_asset',
  'float128',
  'float32',
  'float64',
  'int128',
  'int16',
  'int32',
  'int64',
  'int8',
  'name',
  'public_key',
  'signature',
  'time_point',
  'time_point_sec',
  'uint128',
  'uint16',
  'uint32',
  'uint64',
  'uint8',
  'varint32',
  'varuint32',
])
