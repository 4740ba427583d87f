/** `GET /v1/activity?account=&before=&limit=`: a page of one player's game actions. */
import * as v from 'valibot'
import { perBlock } from './common'
import { JsonNumber, JsonObject } from './scalar'

/** Which balance an effect moved: the token contract's wallet, or the in-game balance. */
export const BALANCE_KINDS = ['wallet', 'game'] as const
export type BalanceKind = (typeof BALANCE_KINDS)[number]

/** One of `BALANCE_KINDS`, as a pattern: `picklist` is not among the parts the documents use. */
const Balance = v.pipe(
  v.string(),
  v.regex(/^(wallet|game)$/, 'expected "wallet" or "game"'),
  v.transform((kind) => kind as BalanceKind),
)

/** A change of one of the player's balances in one token, as a signed asset (`-0.5000 DOVX`). */
export const Effect = v.object({ balance: Balance, quantity: v.string() })
export type Effect = v.InferOutput<typeof Effect>

/** One game action of the player, with its effects on the player's balances. */
export const ActivityEntry = v.object({
  /** The action's global sequence (decimal): its id, and the `before` of the next page. */
  id: v.string(),
  block_num: JsonNumber,
  /** The block's time, ISO 8601 (UTC). */
  block_time: v.string(),
  trx_id: v.string(),
  action_ordinal: JsonNumber,
  /** The player (the action's first authorizer). */
  account: v.string(),
  contract: v.string(),
  action: v.string(),
  /** The action's data as its contract's ABI reads it; null when it could not. */
  data: JsonObject,
  /** Per balance and token, the change; none for an action that moved nothing. */
  effects: v.array(Effect),
  /**
   * What it did besides balances: a claim's `{ divID, zoneID, result, payout }`, a craft's
   * `{ asset_id, template_id }` (apps/indexer README "Activity"); null for other actions.
   */
  details: JsonObject,
})
export type ActivityEntry = v.InferOutput<typeof ActivityEntry>

/** A page of actions older than the query's `before`, and the next page's `before` (or null). */
export const ActivityPage = v.object({
  actions: v.array(ActivityEntry),
  next: v.nullish(v.string(), null),
})
export type ActivityPage = v.InferOutput<typeof ActivityPage>

/** `GET /v1/activity?account=&before=&limit=`: a page of the player's game actions. */
export const ActivityDocument = perBlock({ account: v.string(), ...ActivityPage.entries })
export type ActivityDocument = v.InferOutput<typeof ActivityDocument>
