import { type RankedPlayer, winsBoards } from '@dov/game/hof'
import type { ZoneWins } from '@dov/game/rows'
import { OBJECTIVES } from '@dov/game/zones'
import type { IndexedHof } from '../../chain/read/indexer/hof'
import { objectiveView } from './boards'

/**
 * The logged-in player's rows on the indexer's wins boards, checked against the player's own
 * `infos` scope read from the chain: `Board: N on the chain, M here` for each board where the two
 * differ. A board that lists the player is compared; one that does not, cannot be (the player may
 * simply not be in its top 5).
 */
export function ownMismatches(
  hof: IndexedHof,
  account: string,
  wins: readonly ZoneWins[],
): string[] {
  const mine = winsBoards([{ owner: account, wins }])
  const onChain = (board: readonly RankedPlayer[]) => board[0]?.victories ?? 0
  const boards = [
    { name: 'Officers', shown: hof.officers, chain: onChain(mine.officers) },
    ...OBJECTIVES.map((objective) => ({
      name: objectiveView(objective).name,
      shown: hof.objectives[objective],
      chain: onChain(mine.objectives[objective]),
    })),
  ]
  return boards.flatMap(({ name, shown, chain }) => {
    const row = shown.find((player) => player.owner === account)
    return row === undefined || row.victories === chain
      ? []
      : [`${name}: ${chain} on the chain, ${row.victories} here`]
  })
}
