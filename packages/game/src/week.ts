/**
 * The Hall of Fame's "This week" board (docs/rules.md "This week"): the victories claimed in the
 * current ISO week (from Monday 00:00 UTC), counted per player and ranked as the other boards
 * are (`playerOrder`: victories, then the name). The spec has no such board; the week is the
 * chain's (the block time of the answer), never a device's clock.
 */
import { playerOrder, type RankedPlayer } from './hof'

/** How many players the board shows. */
export const TOP_WEEK = 10

const DAY_MS = 86_400_000

/**
 * The start of the ISO week holding `time` (ms since 1970, UTC): its Monday at 00:00 UTC. 1970-01-01
 * was a Thursday, the fourth day of its week.
 */
export function isoWeekStart(time: number): number {
  const day = Math.floor(time / DAY_MS)
  const sinceMonday = (((day + 3) % 7) + 7) % 7
  return (day - sinceMonday) * DAY_MS
}

/**
 * The week's board as of `now`: each player's victories claimed at a time in `now`'s ISO week (up
 * to `now`), the first `limit`, ranked 1, 2, 3… with no shared ranks.
 */
export function weekBoard(
  victories: readonly { owner: string; time: number }[],
  now: number,
  limit = TOP_WEEK,
): RankedPlayer[] {
  const start = isoWeekStart(now)
  const counts = new Map<string, number>()
  for (const { owner, time } of victories)
    if (time >= start && time <= now) counts.set(owner, (counts.get(owner) ?? 0) + 1)
  return [...counts]
    .map(([owner, count]) => ({ owner, victories: count }))
    .sort(playerOrder)
    .slice(0, limit)
    .map((entry, index) => ({ rank: index + 1, ...entry }))
}
