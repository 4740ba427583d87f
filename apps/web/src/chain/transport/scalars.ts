/**
 * The valibot scalars every chain and API read shares, and the `Schema` type of a row schema.
 *
 * nodeos writes integers wider than 32 bits as decimal strings and narrower ones as numbers, so
 * both are accepted everywhere: asset ids become strings, counts and values become numbers (which
 * must be safe integers). Booleans may come as 0/1 (uint8 fields). Rarities may come as a name
 * (any case) or as a rank 1–6. Times may be unix seconds or nodeos time text (UTC without `Z`).
 * Key/value vectors are `{ key, value }`. A row schema (one per table, beside its read under
 * `chain/read/`) is built from these.
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
import * as v from 'valibot'

/** A schema from untrusted JSON to `T`. */
export type Schema<T> = v.GenericSchema<unknown, T>

function shown(value: unknown): string {
  const text = JSON.stringify(value)
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text
}

/** A scalar read by `convert` (undefined: does not fit), with `expected <what>, got <value>`. */
function scalar<T>(what: string, convert: (value: unknown) => T | undefined): Schema<T> {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const output = convert(dataset.value)
      if (output === undefined) {
        addIssue({ message: `expected ${what}, got ${shown(dataset.value)}` })
        return NEVER
      }
      return output
    }),
  )
}

function toInt(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(n) ? n : undefined
}

/**
 * An action's data as a history answers it: an object of its fields, or none (null). Read with
 * the scalar helper, not `v.record`: valibot is one module in the entry chunk, so each function a
 * lazy screen adds is paid on the first route.
 */
export const ActionData: Schema<Record<string, unknown> | null> = scalar(
  'an object of action fields',
  (value) =>
    value === null || value === undefined
      ? null
      : typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : undefined,
)

/** A finite JSON number (an indexer's computed figure, e.g. a division's power). */
export const FiniteNumber: Schema<number> = scalar('a number', (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined,
)

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
