/**
 * One JSON value read by a function, refused with `expected <what>, got <its JSON>` when it does
 * not fit (`scalar`): how the documents read a number (`JsonNumber`) and an object of any shape
 * (`JsonObject`) with valibot's `unknown` and `rawTransform` alone (README, "What the documents are
 * made of"). The app builds its own scalars (apps/web, `chain/transport/scalars.ts`) with
 * `scalar` too and reads actions' data with `JsonObject`: this module is part of its entry chunk,
 * once, and a screen that parses a document adds no number check of its own.
 */
import * as v from 'valibot'

/** A refused value in an issue: its JSON, cut short. */
function shown(value: unknown): string {
  const text = JSON.stringify(value)
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text
}

/** A value read by `convert` (undefined: it does not fit), refused as `expected <what>, got …`. */
export function scalar<T>(
  what: string,
  convert: (value: unknown) => T | undefined,
): v.GenericSchema<unknown, T> {
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

/**
 * A finite JSON number, as the indexer writes every figure: integers within 2^53 (never decimal
 * strings), `lag_seconds` with a fraction.
 */
export const JsonNumber = scalar('a number', (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined,
)

/**
 * An object of JSON values whose shape the API does not fix (an action's data, its details), or
 * null (undefined reads as null too): none, or none the indexer could read.
 */
export const JsonObject = scalar('an object or null', (value) =>
  value === null || value === undefined
    ? null
    : typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined,
)
