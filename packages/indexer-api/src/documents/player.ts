/** `GET /v1/player?account=`: a commander's public page in one document. */
import * as v from 'valibot'
import { perBlock } from './common'
import { JsonNumber } from './scalar'
import { Standing } from './standing'

/** One of a player's divisions on its page. */
export const PlayerDivision = v.object({
  divID: JsonNumber,
  zoneID: JsonNumber,
  /** `divisionEntries`'s power (power units: divide by 10,000 to show). */
  power: JsonNumber,
  /** Its rank among all divisions, as the standing's `forces` gives it. */
  rank: JsonNumber,
  /** `end_time` is not 0: in a fight, or one to claim. */
  fighting: v.boolean(),
  end_time: JsonNumber,
  /** How many units (cards) it holds. */
  units: JsonNumber,
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
  zoneID: JsonNumber,
  /** What the claim paid (`12.5000 DOVX`). */
  payout: v.string(),
})
export type Victory = v.InferOutput<typeof Victory>

/**
 * A medal the player holds (`@dov/game/medals` `medalsOf`: its id is one of `MEDALS`, a reader
 * leaves out an id it does not know), with the claim that earned it: its block's time (ISO 8601,
 * UTC), block and transaction; all three null when it was earned before the indexer's record of
 * the player's claims began (the `infos` table counts victories the record does not hold).
 */
export const Medal = v.object({
  id: v.string(),
  earned_at: v.nullish(v.string(), null),
  block_num: v.nullish(JsonNumber, null),
  trx_id: v.nullish(v.string(), null),
})
export type Medal = v.InferOutput<typeof Medal>

/** What `/v1/player` says of one player (the document adds the chain, `as_of` and the account). */
export const PlayerPage = v.object({
  /** The account has any row the indexer keeps (wins, divisions, balances, game actions). */
  known: v.boolean(),
  /** Its avatar id (its `AVT` balance), 1 by default. */
  avatar: JsonNumber,
  /** Every division of the account, by divID. */
  divisions: v.array(PlayerDivision),
  standing: Standing,
  /** Its last victories, newest first. */
  recent_victories: v.array(Victory),
  /** The medals it holds, in `MEDALS`' order. */
  medals: v.array(Medal),
})
export type PlayerPage = v.InferOutput<typeof PlayerPage>

/** `GET /v1/player?account=`: a commander's public page. */
export const PlayerDocument = perBlock({ account: v.string(), ...PlayerPage.entries })
export type PlayerDocument = v.InferOutput<typeof PlayerDocument>
