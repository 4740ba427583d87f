/**
 * What the per-block documents share: the block an answer reflects (`AsOf`), and the chain, block
 * and catching-up flag every one of them starts with (`perBlock`).
 */
import * as v from 'valibot'
import { JsonNumber } from './scalar'

/** `as_of`: the block an answer reflects. */
export const AsOf = v.object({ block_num: JsonNumber, block_id: v.string(), time: v.string() })
export type AsOf = v.InferOutput<typeof AsOf>

/** A document of one block: its chain, its block and whether it is behind, then `entries`. */
export function perBlock<E extends v.ObjectEntries>(entries: E) {
  return v.object({
    chain_id: v.string(),
    as_of: AsOf,
    /** The indexer is more than a few blocks behind the chain: the answer is of an older block. */
    catching_up: v.boolean(),
    ...entries,
  })
}
