/**
 * The Hall of Fame's boards and a place on one, as `/v1/hof` (the boards' tops), `/v1/standing`
 * and `/v1/player` (one player's places) tell them.
 */
import { OBJECTIVES, type Objective } from '@dov/game/zones'
import * as v from 'valibot'
import { JsonNumber } from './scalar'

/** A player on a board: its rank, and its victories there. */
export const RankedPlayer = v.object({
  rank: JsonNumber,
  owner: v.string(),
  victories: JsonNumber,
})
export type RankedPlayer = v.InferOutput<typeof RankedPlayer>

/** A division on the armed forces' board: power in power units (divide by 10,000 to show). */
export const RankedDivision = v.object({
  rank: JsonNumber,
  owner: v.string(),
  divID: JsonNumber,
  power: JsonNumber,
})
export type RankedDivision = v.InferOutput<typeof RankedDivision>

/** One `schema` per objective (`bunker`, `camp`, …), in `@dov/game`'s order. */
export function perObjective<S extends v.GenericSchema>(schema: S) {
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

/**
 * The week's board on `/v1/hof` (`@dov/game/week`): the victories claimed since `start`, the
 * Monday 00:00 UTC of the ISO week of the document's `as_of` (ISO 8601), per player, ranked as
 * the wins boards; the first `TOP_WEEK`.
 */
export const Week = v.object({ start: v.string(), top: Players })
export type Week = v.InferOutput<typeof Week>
