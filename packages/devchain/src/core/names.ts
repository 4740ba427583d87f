import { type Asset, Name } from '@wharfkit/antelope'

/** Anything that names an account, table or permission: a string or a wharfkit `Name`. */
export type NameLike = string | Name

const nameCache = new Map<string, bigint>()
const valueCache = new Map<bigint, string>()

/**
 * The value of a `Name` the host decoded, kept on its big number (`name.value.value`) by the ABI
 * codec: its text and value then need no big-number arithmetic. A `Name` has no mutators, and
 * `UInt64`'s replace the big number, so what is kept is always the name's own value.
 */
export const DECODED_VALUE: unique symbol = Symbol('devchain: decoded uint64')

/** The value the ABI codec kept on a decoded `Name`, if it is one. */
export function decodedNameValue(name: unknown): bigint | undefined {
  if (!(name instanceof Name)) return undefined
  const bn = (name.value as { value?: unknown } | undefined)?.value
  return typeof bn === 'object' && bn !== null
    ? (bn as { [DECODED_VALUE]?: bigint })[DECODED_VALUE]
    : undefined
}

/**
 * A name's text, as `String(name)` gives it: a string as it is; a `Name` the host decoded through
 * its kept value, without big-number arithmetic.
 */
export function nameText(name: NameLike): string {
  if (typeof name === 'string') return name
  const v = decodedNameValue(name)
  return v === undefined ? String(name) : nameString(v)
}

/** The uint64 value of an Antelope name, as a bigint (cached: names repeat a lot). */
export function nameValue(name: NameLike): bigint {
  if (typeof name !== 'string') {
    // Name text and value map one to one (every 64-bit value has its text), so the kept value is it.
    const known = decodedNameValue(name)
    if (known !== undefined) return known
  }
  const s = typeof name === 'string' ? name : name.toString()
  let v = nameCache.get(s)
  if (v === undefined) {
    v = BigInt(Name.from(s).value.toString())
    if (nameCache.size < 100_000) nameCache.set(s, v)
  }
  return v
}

/** The string form of a uint64 name value. */
export function nameString(value: bigint): string {
  let s = valueCache.get(value)
  if (s === undefined) {
    s = nameFromValue(value)
    if (valueCache.size < 100_000) valueCache.set(value, s)
  }
  return s
}

function nameFromValue(value: bigint): string {
  const charmap = '.12345abcdefghijklmnopqrstuvwxyz'
  const chars: string[] = []
  let tmp = value
  for (let i = 0; i <= 12; i++) {
    const c = i === 0 ? tmp & 0x0fn : tmp & 0x1fn
    chars[12 - i] = charmap[Number(c)] ?? '.'
    tmp >>= i === 0 ? 4n : 5n
  }
  return chars.join('').replace(/\.+$/, '')
}

const NAME_RE = /^[a-z1-5.]{0,12}[a-j1-5.]?$/

/** True when `s` is a valid, normalized Antelope name (as nodeos `name(string)` accepts it). */
export function isValidName(s: string): boolean {
  return NAME_RE.test(s) && !s.endsWith('.')
}

/** The raw value of a symbol code (`DOVX`), as used for token table keys and scopes. */
export function symbolCodeValue(code: string): bigint {
  let v = 0n
  for (let i = code.length - 1; i >= 0; i--) {
    v = (v << 8n) | BigInt(code.charCodeAt(i))
  }
  return v
}

/** The raw value of a symbol (`4,DOVX`): precision in the low byte, code above it. */
function symbolValue(precision: number, code: string): bigint {
  return (symbolCodeValue(code) << 8n) | BigInt(precision)
}

/** Amount of an asset in its smallest units, as a bigint. */
export function assetUnits(a: Asset): bigint {
  return BigInt(a.units.toString())
}

/**
 * nodeos `convert_to_type<uint64_t>`: a decimal number, else a valid name, else a symbol with
 * precision (`4,DOVX`), else a symbol code (`DOVX`). Returns undefined when none fits.
 */
export function parseUint64Key(str: string): bigint | undefined {
  const s = str.trim()
  if (/^\d+$/.test(s)) {
    const v = BigInt(s)
    return v <= 0xffffffffffffffffn ? v : undefined
  }
  if (isValidName(s)) return nameValue(s)
  const withPrecision = /^(\d+),([A-Z]{1,7})$/.exec(s)
  if (withPrecision?.[1] && withPrecision[2]) {
    return symbolValue(Number(withPrecision[1]), withPrecision[2])
  }
  if (/^[A-Z]{1,7}$/.test(s)) return symbolCodeValue(s)
  return undefined
}
