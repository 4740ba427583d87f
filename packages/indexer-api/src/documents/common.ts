/**
 * What the indexer's documents share: the number every figure is, the block an answer reflects
 * (`as_of`) and the head every per-block document starts with.
 *
 * Every document module (`documents/*.ts`, one per answer, so that a reader of one answer loads
 * its schema alone) is built of valibot's `object`, `array`, `string`, `boolean`, `nullish`, and
 * `unknown` piped to a `rawTransform`: the parts the app's data layer already uses. valibot is one
 * module of the app's entry chunk, so any other function a schema here used (`number`,
 * `picklist`, `record`, …) would weigh on the app's first route even if only a lazy screen parsed
 * with it; a number or a choice among names is a `rawTransform` instead.
 */
import * as v from 'valibot'

/** A JSON object, as its keys and values (no array, no null). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a schema here says of a value it refuses: its JSON, cut short. */
export const shown = (value: unknown): string => String(JSON.stringify(value)).slice(0, 60)

/**
 * A JSON number, as the indexer writes every figure (integers within 2^53, never decimal
 * strings; `lag_seconds` may have a fraction). Refused: `expected a number, got "12"`.
 */
export const JsonNumber = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): number => {
    const value = dataset.value
    if (typeof value === 'number' && Number.isFinite(value)) return value
    addIssue({ message: `expected a number, got ${shown(value)}` })
    return NEVER
  }),
)

/** `as_of`: the block an answer reflects. */
export const AsOf = v.object({ block_num: JsonNumber, block_id: v.string(), time: v.string() })
export type AsOf = v.InferOutput<typeof AsOf>

/**
 * What every per-block document starts with (its entries, to spread into one): its chain, its
 * block, and whether it is behind.
 */
export const head = {
  chain_id: v.string(),
  as_of: AsOf,
  /** The indexer is more than a few blocks behind the chain: the answer is of an older block. */
  catching_up: v.boolean(),
}
