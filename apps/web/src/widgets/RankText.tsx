import { commanderRank, nextRankText } from '@dov/game/rank'
import type { ZoneWins } from '@dov/game/rows'
import { objectiveVictories } from '@dov/game/zones'

/**
 * A commander's rank in words (`@dov/game/rank`): its title, or with `next` what the next rank
 * asks (`12 victories to Major`), from their victories on objectives or their `infos` rows. A
 * chunk of its own, loaded with `lazy` by each screen that shows a rank (the Hall of Fame, the
 * commander page, the account menu): shared statically by them, the rank's rules would be one more
 * chunk in the first route's preload map.
 */
export default function RankText({
  victories,
  next = false,
}: {
  victories: number | readonly ZoneWins[]
  next?: boolean
}) {
  const count = typeof victories === 'number' ? victories : objectiveVictories(victories)
  return next ? nextRankText(count) : commanderRank(count).title
}
