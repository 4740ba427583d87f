import { Asset, Name, UInt64 } from '@wharfkit/antelope'

/** Anything that names an account, table or permission: a string or a wharfkit `Name`. */
export type NameLike = string | Name

/**
 * `compute`, remembering up to 100,000 answers: names and symbol codes repeat a lot, and each
 * wharfkit conversion goes through big numbers.
 */
function remembered<K, V>(compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>()
  return (key) => {
    let v = known.get(key)
    if (v === undefined) {
      v = compute(key)
      if (known.size < 100_000) known.set(key, v)
    }
    return v
  }
}

/** A name's text: a string as it is, a `Name` as wharfkit renders it. */
export function nameText(name: NameLike): string {
  return typeof name === 'string' ? name : name.toString()
}

const valueOfName = remembered((s: string) => BigInt(Name.from(s).value.toString()))

/** The uint64 value of an Antelope name, as a bigint. */
export function nameValue(name: NameLike): bigint {
  return valueOfName(nameText(name))
}

/** The text of a uint64 name value. */
export const nameString = remembered((value: bigint) => Name.from(UInt64.from(value)).toString())

const NAME_RE = /^[a-z1-5.]{0,12}[a-j1-5.]?$/

/**
 * True when `s` is a valid, normalized Antelope name (as nodeos `name(string)` accepts it): up to
 * 13 characters, the 13th of a-j, 1-5 or a dot, not ending with a dot, the empty name included. An
 * account's name is narrower (1 to 12 characters: `isAccountName` of `@dov/game/account`, which
 * `createAccount` checks); every account name is a name.
 */
export function isValidName(s: string): boolean {
  return NAME_RE.test(s) && !s.endsWith('.')
}

/** The raw value of a symbol code (`DOVX`), as used for token table keys and scopes. */
export const symbolCodeValue = remembered((code: string) =>
  BigInt(Asset.SymbolCode.from(code).value.toString()),
)

/**
 * The raw value of a symbol (`4,DOVX`): precision in the low byte, code above it; undefined past
 * the largest precision (18, as nodeos's `symbol::from_string`).
 */
function symbolValue(text: string): bigint | undefined {
  try {
    return BigInt(Asset.Symbol.from(text).value.toString())
  } catch {
    return undefined
  }
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
  if (/^\d+,[A-Z]{1,7}$/.test(s)) return symbolValue(s)
  if (/^[A-Z]{1,7}$/.test(s)) return symbolCodeValue(s)
  return undefined
}
