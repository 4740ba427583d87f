/**
 * The commander rank beside each owner on the boards (`@dov/game/rank`, drawn by the lazy
 * `widgets/RankText`): each owner's victories on objectives, from the indexer's answer
 * (`victories`), or over the chain from every owner's `infos` rows as they are read.
 */
import type { PlayerWins } from '@dov/game/hof'
import { objectiveVictories } from '@dov/game/zones'

/** Owner -> their victories on objectives; an owner whose victories are not known has no rank shown. */
export type Grades = ReadonlyMap<string, number>

/** Each player's victories on objectives, from the `infos` rows read over the chain. */
export function chainVictories(players: readonly PlayerWins[]): Map<string, number> {
  return new Map(players.map(({ owner, wins }) => [owner, objectiveVictories(wins)]))
}

/**
 * The victories of each of `owners` whose rank can be shown. `everyone`: every player with
 * victories is in `victories` (the chain's every owner read), so an owner missing from it has
 * none (a Private); otherwise a missing owner's rank is not known and not shown.
 */
export function gradesOf(
  victories: ReadonlyMap<string, number>,
  owners: Iterable<string>,
  everyone: boolean,
): Grades {
  const grades = new Map<string, number>()
  for (const owner of owners) {
    const count = victories.get(owner) ?? (everyone ? 0 : undefined)
    if (count !== undefined) grades.set(owner, count)
  }
  return grades
}
