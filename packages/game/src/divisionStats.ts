/**
 * A division's cards as the fight rules see them: what `fight.fightOutcome` and `authorization`
 * compute with. Apart from `division` (slots and editing, loaded by every screen that shows a
 * division) because only the screens and rules that fight need it.
 */
import { setupPayload } from './division'
import type { UnitStats } from './power'
import type { DivisionUnit } from './rows'

/**
 * The stats of a division's cards, by asset id, in setup payload order: what the fight rules
 * (`fight.fightOutcome`, `authorization`) compute with. A card the player no longer holds counts 0.
 */
export function divisionStats(
  units: readonly DivisionUnit[],
  cards: ReadonlyMap<string, UnitStats>,
): UnitStats[] {
  const stats: UnitStats[] = []
  for (const unit of setupPayload(units)) {
    const card = cards.get(unit.value)
    if (card) stats.push({ type: card.type, power: card.power, bonus: card.bonus })
  }
  return stats
}
