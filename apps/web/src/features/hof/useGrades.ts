import { useMemo } from 'react'
import { boardOwners } from './avatars'
import { type Grades, gradesOf } from './grades'
import type { useHof } from './useHof'

type Hof = ReturnType<typeof useHof>

/**
 * The victories (the commander rank) of every owner on the boards and of the logged-in player
 * (`grades.ts`):
 * from the indexer's answer and the player's standing, or over the chain from every owner's wins
 * as they are read (an owner not among them has none once every owner is read). The same map while
 * the counts are the same, so memoized boards are not drawn again.
 */
export function useGrades(hof: Hof, account: string | null): Grades {
  const { source, forces, wins, week, own } = hof
  const victories = new Map(hof.victories)
  if (account !== null && own !== undefined) victories.set(account, own.officers?.victories ?? 0)
  const owners = boardOwners(
    {
      forces: forces.ranked,
      officers: wins.officers,
      objectives: [...wins.objectives, { ranked: week?.ranked ?? [] }],
    },
    null,
  )
  if (account !== null) owners.push(account)
  const everyone = source.kind === 'chain' && wins.done && wins.failed.length === 0
  const grades = gradesOf(victories, owners, everyone)
  const key = [...grades].join(' ')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same ranks, the same map
  return useMemo(() => grades, [key])
}
