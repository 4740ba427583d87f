/** `GET /v1/standing?account=`: where one player stands on every board among everyone. */
import * as v from 'valibot'
import { perObjective, RankedDivision, RankedPlayer } from './boards'
import { perBlock } from './common'

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
export const StandingDocument = perBlock({ account: v.string(), standing: Standing })
export type StandingDocument = v.InferOutput<typeof StandingDocument>
