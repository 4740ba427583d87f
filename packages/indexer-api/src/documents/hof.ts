/** `GET /v1/hof`: the Hall of Fame's seven boards in one document. */
import type * as v from 'valibot'
import { Boards } from './boards'
import { perBlock } from './common'
import { scalar } from './scalar'

/** Each account's avatar id (`{ "player2": 3 }`), a positive whole number. */
const Avatars = scalar('an object of avatar ids', (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((id) => Number.isSafeInteger(id) && (id as number) > 0)
    ? (value as Record<string, number>)
    : undefined,
)

/**
 * `GET /v1/hof`: the seven boards; `avatars` gives the avatar id of every account on any board
 * (its `AVT` balance, 1 without one).
 */
export const HofDocument = perBlock({ boards: Boards, avatars: Avatars })
export type HofDocument = v.InferOutput<typeof HofDocument>
