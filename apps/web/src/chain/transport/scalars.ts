/**
 * The valibot scalars every chain and API read shares, and the `Schema` type of a row schema.
 *
 * nodeos writes integers wider than 32 bits as decimal strings and narrower ones as numbers, so
 * both are accepted everywhere: asset ids become strings, counts and values become numbers (which
 * must be safe integers). Booleans may come as 0/1 (uint8 fields). Rarities may come as a name
 * (any case) or as a rank 1–6. Times may be unix seconds or nodeos time text (UTC without `Z`).
 * Key/value vectors are `{ key, value }`. A row schema (one per table, beside its read under
 * `chain/read/`) is built from these.
 *
 * Each is a `scalar` of `@dov/indexer-api/documents/scalar` (a value read by a function, or the
 * issue `expected <what>, got <value>`), the helper the indexer's documents are built with: the
 * entry chunk carries it once for both. An action's data, which the histories answer as an object
 * of any shape, is that module's `JsonObject`; an indexer's figure its `JsonNumber`.
 */
import { tryParseAsset } from '@dov/game/amount'
import {
  type Pair,
  RARITIES,
  type Rarity,
  TOOL_TYPES,
  type ToolType,
  UNIT_TYPES,
  type UnitType,
  UTILITIES,
  type Utility,
} from '@dov/game/rows'
import { scalar } from '@dov/indexer-api/documents/scalar'
import * as v from 'valibot'

/** A schema from untrusted JSON to `T`. */
export type Schema<T> = v.GenericSchema<unknown, T>

function toInt(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(n) ? n : undefined
}

/** An integer as nodeos writes it (number, or decimal string above 32 bits) → safe number. */
export const ChainInt: Schema<number> = scalar('an integer within ±2^53', toInt)

/** A uint64 id (asset id) → decimal string, whatever way it came. */
export const ChainId: Schema<string> = scalar('a uint64 id', (value) => {
  if (typeof value === 'string') return /^(0|[1-9]\d*)$/.test(value) ? value : undefined
  return Number.isSafeInteger(value) && typeof value === 'number' && value >= 0
    ? String(value)
    : undefined
})

/** A bool, or a uint8 0/1 flag. */
export const ChainBool: Schema<boolean> = scalar('a boolean (true/false or 0/1)', (value) =>
  typeof value === 'boolean' ? value : value === 0 || value === 1 ? value === 1 : undefined,
)

/** nodeos time text (`2025-01-01T00:00:00.500`, UTC without `Z`) → unix ms, or undefined. */
export function parseChainTime(text: string): number | undefined {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})?$/.exec(text)
  if (match === null) return undefined
  const ms = Date.parse(match[2] === undefined ? `${text}Z` : text)
  return Number.isNaN(ms) ? undefined : ms
}

/** A time as unix seconds: an integer, or nodeos time text. */
export const ChainSeconds: Schema<number> = scalar('unix seconds or a time', (value) => {
  const int = toInt(value)
  if (int !== undefined || typeof value !== 'string') return int
  const ms = parseChainTime(value)
  return ms === undefined ? undefined : Math.floor(ms / 1000)
})

/** A chain asset string, e.g. `"5.0000 DOVX"`. */
export const AssetText: Schema<string> = scalar('an asset like "1.0000 DOVX"', (value) =>
  typeof value === 'string' && tryParseAsset(value) !== undefined ? value : undefined,
)

/** A rarity name (any case) or rank 1–6. */
export const RaritySchema: Schema<Rarity> = scalar(
  `a rarity (${RARITIES.join(', ')} or 1–6)`,
  (value) => {
    if (typeof value === 'number') return Number.isInteger(value) ? RARITIES[value - 1] : undefined
    if (typeof value !== 'string') return undefined
    const wanted = value.trim().toLowerCase()
    return RARITIES.find((name) => name.toLowerCase() === wanted)
  },
)

function oneOf<T extends string>(names: readonly T[], what: string): Schema<T> {
  return scalar(`${what} (${names.join(', ')})`, (value) => names.find((name) => name === value))
}

export const UnitTypeSchema: Schema<UnitType> = oneOf(UNIT_TYPES, 'a unit type')
export const UtilitySchema: Schema<Utility> = oneOf(UTILITIES, 'a utility')
export const ToolTypeSchema: Schema<ToolType> = oneOf(TOOL_TYPES, 'a tool type')

/** A key/value pair of a contract's `pair_string_int32[]`. */
export const PairSchema: Schema<Pair> = v.object({ key: v.string(), value: ChainInt })

/** Optional text of the AtomicAssets API: absent or null reads as ''. */
export const ApiText: Schema<string> = v.nullish(v.string(), '')
