/** `GET /v1/hof`: the Hall of Fame's seven boards and the week's in one document. */
import type * as v from 'valibot'
import { Boards, Week } from './boards'
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

/** Each account's victories on objectives (`{ "player2": 41 }`), a whole number ≥ 0. */
const Victories = scalar('an object of victories', (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((count) => Number.isSafeInteger(count) && (count as number) >= 0)
    ? (value as Record<string, number>)
    : undefined,
)

/**
 * `GET /v1/hof`: the seven boards and the week's; `avatars` gives the avatar id of every account
 * on any of them (its `AVT` balance, 1 without one), `victories` its victories on objectives (the
 * officers' count, 0 without one: a commander's rank, `@dov/game/rank`).
 */
export const HofDocument = perBlock({
  boards: Boards,
  avatars: Avatars,
  victories: Victories,
  week: Week,
})
export type HofDocument = v.InferOutput<typeof HofDocument>
