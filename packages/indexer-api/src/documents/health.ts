/** `GET /v1/health`: the block the indexer has, the chain's head and the lag between them. */
import * as v from 'valibot'
import { AsOf } from './common'
import { JsonNumber } from './scalar'

/** Each figure is null while it is not known (no block yet, no head heard of). */
export const HealthDocument = v.object({
  as_of: v.nullish(AsOf, null),
  chain_head: v.nullish(JsonNumber, null),
  lag_blocks: v.nullish(JsonNumber, null),
  lag_seconds: v.nullish(JsonNumber, null),
  catching_up: v.boolean(),
})
export type HealthDocument = v.InferOutput<typeof HealthDocument>
