/**
 * A commander's rank from their victories (docs/rules.md "Commander rank"): the spec has no
 * ranks; a rank is a title the victories on objectives earn, the officers' count of the Hall of
 * Fame (the sum of the player's `infos` wins over zones 1–20, `zones.objectiveVictories`), so
 * every screen that knows that count shows the same rank.
 */

import { groupThousands } from './amount'

/** The ranks, lowest first, with the victories each one starts at. */
export const RANKS = [
  { title: 'Private', from: 0 },
  { title: 'Corporal', from: 1 },
  { title: 'Sergeant', from: 5 },
  { title: 'Lieutenant', from: 15 },
  { title: 'Captain', from: 40 },
  { title: 'Major', from: 100 },
  { title: 'Colonel', from: 250 },
  { title: 'General', from: 600 },
] as const

export type RankTitle = (typeof RANKS)[number]['title']

export type CommanderRank = {
  title: RankTitle
  /** Its place among the ranks: 0 for Private, 7 for General. */
  level: number
  /** The victories the next rank starts at; null at the highest. */
  next: number | null
}

/**
 * The rank `victories` earn: the highest whose threshold they reach. A count that is not a whole
 * number of at least 0 (a table not read yet is not 0) is refused.
 */
export function commanderRank(victories: number): CommanderRank {
  if (!Number.isSafeInteger(victories) || victories < 0)
    throw new RangeError(`victories must be a whole number ≥ 0, got ${victories}`)
  let level = 0
  while (level + 1 < RANKS.length && victories >= (RANKS[level + 1]?.from ?? Infinity)) level++
  return {
    title: RANKS[level]?.title ?? 'Private',
    level,
    next: RANKS[level + 1]?.from ?? null,
  }
}

/** What is left to the next rank (`12 victories to Major`), or that `victories` hold the highest. */
export function nextRankText(victories: number): string {
  const next = RANKS[commanderRank(victories).level + 1]
  if (next === undefined) return 'The highest rank'
  const left = next.from - victories
  return `${groupThousands(String(left))} ${left === 1 ? 'victory' : 'victories'} to ${next.title}`
}
