import { setupPayload } from '@dov/game/division'
import type { AssetFields, DivisionUnit } from '@dov/game/rows'

/** One picture of a division's formation and how many of its cards it stands for. */
export type Rank = { img: string; name: string; count: number }

/** The most pictures a formation shows; the cards beyond are counted in `more`. */
export const FORMATION_SIZE = 6

/**
 * A division's cards as the battle sequence draws them: in slot order (the headquarter, then the
 * front line), each picture once with the number of cards that share it (seven riflemen are one
 * rifleman ×7), at most `FORMATION_SIZE` pictures; `more` counts the cards of the pictures left
 * out. A card the player no longer holds (not in `cards`) is not drawn.
 */
export function formation(
  units: readonly DivisionUnit[],
  cards: ReadonlyMap<string, Pick<AssetFields, 'img' | 'name'>>,
): { ranks: Rank[]; more: number } {
  const ranks: Rank[] = []
  for (const unit of setupPayload(units)) {
    const card = cards.get(unit.value)
    if (card === undefined) continue
    const rank = ranks.find((r) => r.img === card.img && r.name === card.name)
    if (rank === undefined) ranks.push({ img: card.img, name: card.name, count: 1 })
    else rank.count++
  }
  const more = ranks.slice(FORMATION_SIZE).reduce((sum, rank) => sum + rank.count, 0)
  return { ranks: ranks.slice(0, FORMATION_SIZE), more }
}
