/** `GET /v1/hof`: the Hall of Fame's seven boards in one document. */
import * as v from 'valibot'
import { head, isObject } from './common'
import { perObjective, RankedDivision, RankedPlayer } from './ranks'

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
 * `GET /v1/hof`: the seven boards; `avatars` gives the avatar id of every account on any board
 * (its `AVT` balance, 1 without one).
 */
export const HofDocument = v.object({ ...head, boards: Boards, avatars: Avatars })
export type HofDocument = v.InferOutput<typeof HofDocument>
