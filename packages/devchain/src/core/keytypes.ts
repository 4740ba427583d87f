import { ChainError } from './errors'
import { formatDouble } from './json'
import { isValidName, nameValue, parseUint64Key } from './names'
import type { SecondaryKey } from './store'

/** nodeos's `index_position` words. */
const POSITIONS: Record<string, number> = {
  '': 1,
  primary: 1,
  secondary: 2,
  tertiary: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
}

export function indexPosition(v: unknown): number {
  const s = v === undefined || v === null ? '' : String(v).trim()
  const n = POSITIONS[s] ?? (/^\d+$/.test(s) ? Number(s) : undefined)
  if (n === undefined || n < 1 || n > 10) {
    throw new ChainError('contract_table_query_exception', `Invalid index_position: ${s}`)
  }
  return n
}

/** nodeos's `convert_to_type<uint64_t>`, with its error text. */
export function uint64Key(str: string, desc: string): bigint {
  const v = parseUint64Key(str)
  if (v === undefined) {
    throw new ChainError(
      'chain_type_exception',
      `Could not convert ${desc} string '${str}' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)`,
    )
  }
  return v
}

/** A bound on an index of the given key type, parsed as nodeos parses it. */
export function parseKey(str: string, keyType: string, desc: string): SecondaryKey {
  switch (keyType) {
    case 'name':
      if (!isValidName(str))
        throw new ChainError('name_type_exception', `Name not properly normalized (name: ${str})`)
      return nameValue(str)
    case 'float64': {
      const d = Number(str)
      if (Number.isNaN(d))
        throw new ChainError(
          'chain_type_exception',
          `Could not convert ${desc} string '${str}' to key type.`,
        )
      return d
    }
    case 'i128': {
      const s = str.trim()
      if (/^0x[0-9a-fA-F]+$/.test(s) || /^\d+$/.test(s)) return BigInt(s)
      throw new ChainError(
        'chain_type_exception',
        `Could not convert ${desc} string '${str}' to uint128_t`,
      )
    }
    default:
      return uint64Key(str, desc)
  }
}

/** next_key text for a key: decimal integers (names too), fc's fixed notation for doubles. */
export function keyString(k: SecondaryKey): string {
  return typeof k === 'number' ? formatDouble(k) : k.toString()
}
