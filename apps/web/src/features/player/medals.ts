/**
 * The medals part of a commander's page: every medal of `@dov/game/medals`, earned or not, so
 * the page shows what there is to collect as well as what is held.
 */
import { MEDALS, type MedalId } from '@dov/game/medals'
import type { IndexedMedal } from '../../chain/read/indexer/player'

export type MedalRow = {
  id: MedalId
  name: string
  earnedBy: string
  /** `dated`: the claim that earned it is known (`time`); `undated`: earned before the record. */
  state: 'dated' | 'undated' | 'missing'
  /** When its claim was, ms since 1970 (for `dated`). */
  time?: number
}

/** Every medal in `MEDALS`' order, with whether and when the commander earned it. */
export function medalRows(held: readonly IndexedMedal[]): MedalRow[] {
  const byId = new Map(held.map((medal) => [medal.id, medal]))
  return MEDALS.map(({ id, name, earnedBy }) => {
    const medal = byId.get(id)
    if (medal === undefined) return { id, name, earnedBy, state: 'missing' }
    return medal.time === null
      ? { id, name, earnedBy, state: 'undated' }
      : { id, name, earnedBy, state: 'dated', time: medal.time }
  })
}
