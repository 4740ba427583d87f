/** `GET /v1/events`: the data of its Server-Sent Events (a `hof` event's is `HofDocument`). */
import * as v from 'valibot'
import { perBlock } from './common'

/**
 * The data of a `block` event: the block the indexer's boards moved to, and what changed since
 * the last event (`hof`: `/v1/hof`'s document; `ranks`: any `/v1/standing` or `/v1/player`;
 * `accounts`: those whose `/v1/activity` or `/v1/player` changed; `reload`: the boards were read
 * anew, anything may have changed). Its `as_of` is also the new `as_of` of a `/v1/hof` document
 * the event does not say changed.
 */
export const BlockEventData = perBlock({
  hof: v.boolean(),
  ranks: v.boolean(),
  accounts: v.array(v.string()),
  reload: v.boolean(),
})
export type BlockEventData = v.InferOutput<typeof BlockEventData>
