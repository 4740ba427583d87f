/**
 * The answers of the indexer's API (apps/indexer, README "The API") as valibot schemas; each
 * document's type is inferred from its schema (`HofDocument` is both). The indexer builds its
 * answers to these types; a reader parses an answer with them, as untrusted input.
 *
 * Made of valibot's plainest parts (object, array, string, number, boolean, picklist, nullish,
 * and `unknown` piped to a `rawTransform` for the maps and the actions' data), which the app's
 * data layer already uses: valibot is one module of the app's entry chunk, so each other
 * function a schema here used would weigh on its first route. Numbers are JSON numbers as the
 * indexer writes them (integers within 2^53), never decimal strings.
 */
import { OBJECTIVES, type Objective } from '@dov/game/zones'
import * as v from 'valibot'

/** A JSON object, as its keys and values (no array, no null). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An object of JSON values whose shape the API does not fix: an action's data, its details. */
const JsonObject = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): Record<string, unknown> | null => {
    if (dataset.value === null || isObject(dataset.value)) return dataset.value
    addIssue({ message: 'expected an object or null' })
    return NEVER
  }),
)

/** `as_of`: the block an answer reflects. */
export const AsOf = v.object({ block_num: v.number(), block_id: v.string(), time: v.string() })
export type AsOf = v.InferOutput<typeof AsOf>

/** What every per-block document starts with: its chain, block, and whether it is behind. */
const head = {
  chain_id: v.string(),
  as_of: AsOf,
  /** The indexer is more than a few blocks behind the chain: the answer is of an older block. */
  catching_up: v.boolean(),
}

/** A player on a board: its rank, and its victories there. */
export const RankedPlayer = v.object({ rank: v.number(), owner: v.string(), victories: v.number() })
export type RankedPlayer = v.InferOutput<typeof RankedPlayer>

/** A division on the armed forces' board: power in power units (divide by 10,000 to show). */
export const RankedDivision = v.object({
  rank: v.number(),
  owner: v.string(),
  divID: v.number(),
  power: v.number(),
})
export type RankedDivision = v.InferOutput<typeof RankedDivision>

/** One schema per objective (`bunker`, `camp`, …), in `@dov/game`'s order. */
function perObjective<S extends v.GenericSchema>(schema: S) {
  return v.object(
    Object.fromEntries(OBJECTIVES.map((objective) => [objective, schema])) as Record<Objective, S>,
  )
}

const Players = v.array(RankedPlayer)

/** The seven boards: officers, one per objective, the armed forces. */
export const Boards = v.object({
  officers: Players,
  objectives: perObjective(Players),
  forces: v.array(RankedDivision),
})
export type Boards = v.InferOutput<typeof Boards>

/** Each account's avatar id (`{ "player2": 3 }`), a positive whole number. */
const Avatars = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): Record<string, number> => {
    const value = dataset.value
    if (
      isObject(value) &&
      Object.values(value).every(
        (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
      )
    )
      return value as Record<string, number>
    addIssue({ message: 'expected an object of avatar ids' })
    return NEVER
  }),
)

/**
 * `GET /v1/hof`: the seven boards in one document; `avatars` gives the avatar id of every account
 * on any board (its `AVT` balance, 1 without one).
 */
export const HofDocument = v.object({ ...head, boards: Boards, avatars: Avatars })
export type HofDocument = v.InferOutput<typeof HofDocument>

/** A player's place on one board, or null: no victory there. */
const Place = v.nullish(RankedPlayer, null)

/**
 * Where one player stands on every board among everyone (`@dov/game/hof` `standing`): its rank on
 * the officers' board and each objective's, each of its divisions' rank among all divisions.
 */
export const Standing = v.object({
  officers: Place,
  objectives: perObjective(Place),
  forces: v.array(RankedDivision),
})
export type Standing = v.InferOutput<typeof Standing>

/** `GET /v1/standing?account=`. */
export const StandingDocument = v.object({ ...head, account: v.string(), standing: Standing })
export type StandingDocument = v.InferOutput<typeof StandingDocument>

/** One of a player's divisions on its page. */
export const PlayerDivision = v.object({
  divID: v.number(),
  zoneID: v.number(),
  /** `divisionEntries`'s power (power units: divide by 10,000 to show). */
  power: v.number(),
  /** Its rank among all divisions, as the standing's `forces` gives it. */
  rank: v.number(),
  /** `end_time` is not 0: in a fight, or one to claim. */
  fighting: v.boolean(),
  end_time: v.number(),
  /** How many units (cards) it holds. */
  units: v.number(),
})
export type PlayerDivision = v.InferOutput<typeof PlayerDivision>

/** A claimed fight that was a Victory. */
export const Victory = v.object({
  /** The claim's global sequence (decimal): its id in `/v1/activity`. */
  id: v.string(),
  /** The block's time, ISO 8601 (UTC). */
  block_time: v.string(),
  trx_id: v.string(),
  /** The division (decimal). */
  divID: v.string(),
  zoneID: v.number(),
  /** What the claim paid (`12.5000 DOVX`). */
  payout: v.string(),
})
export type Victory = v.InferOutput<typeof Victory>

/** What `/v1/player` says of one player (the document adds the chain, `as_of` and the account). */
export const PlayerPage = v.object({
  /** The account has any row the indexer keeps (wins, divisions, balances, game actions). */
  known: v.boolean(),
  /** Its avatar id (its `AVT` balance), 1 by default. */
  avatar: v.number(),
  /** Every division of the account, by divID. */
  divisions: v.array(PlayerDivision),
  standing: Standing,
  /** Its last victories, newest first. */
  recent_victories: v.array(Victory),
})
export type PlayerPage = v.InferOutput<typeof PlayerPage>

/** `GET /v1/player?account=`: a commander's public page. */
export const PlayerDocument = v.object({ ...head, account: v.string(), ...PlayerPage.entries })
export type PlayerDocument = v.InferOutput<typeof PlayerDocument>

/** Which balance an effect moved: the token contract's wallet, or the in-game balance. */
export const BALANCE_KINDS = ['wallet', 'game'] as const
export type BalanceKind = (typeof BALANCE_KINDS)[number]

/** A change of one of the player's balances in one token, as a signed asset (`-0.5000 DOVX`). */
export const Effect = v.object({ balance: v.picklist(BALANCE_KINDS), quantity: v.string() })
export type Effect = v.InferOutput<typeof Effect>

/** One game action of the player, with its effects on the player's balances. */
export const ActivityEntry = v.object({
  /** The action's global sequence (decimal): its id, and the `before` of the next page. */
  id: v.string(),
  block_num: v.number(),
  /** The block's time, ISO 8601 (UTC). */
  block_time: v.string(),
  trx_id: v.string(),
  action_ordinal: v.number(),
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
export const ActivityDocument = v.object({
  ...head,
  account: v.string(),
  ...ActivityPage.entries,
})
export type ActivityDocument = v.InferOutput<typeof ActivityDocument>

/** `GET /v1/health`: the block the indexer has, the chain's head and the lag between them. */
export const HealthDocument = v.object({
  as_of: v.nullish(AsOf, null),
  chain_head: v.nullish(v.number(), null),
  lag_blocks: v.nullish(v.number(), null),
  lag_seconds: v.nullish(v.number(), null),
  catching_up: v.boolean(),
})
export type HealthDocument = v.InferOutput<typeof HealthDocument>

/**
 * The data of `/v1/events`'s `block` event: the block the indexer's boards moved to, and what
 * changed since the last event (`hof`: `/v1/hof`'s document; `ranks`: any `/v1/standing` or
 * `/v1/player`; `accounts`: those whose `/v1/activity` or `/v1/player` changed; `reload`: the
 * boards were read anew, anything may have changed). Its `as_of` is also the new `as_of` of a
 * `/v1/hof` document the event does not say changed. A `hof` event's data is a `HofDocument`.
 */
export const BlockEventData = v.object({
  ...head,
  hof: v.boolean(),
  ranks: v.boolean(),
  accounts: v.array(v.string()),
  reload: v.boolean(),
})
export type BlockEventData = v.InferOutput<typeof BlockEventData>

/** Every error's body (a 4xx or 5xx): what went wrong, for a person. */
export const ErrorDocument = v.object({ error: v.string() })
export type ErrorDocument = v.InferOutput<typeof ErrorDocument>
