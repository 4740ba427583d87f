/**
 * The division builder's card picker (spec §2 "Clicking a slot picks the card type to choose. A
 * rarity filter … filters cards."; §5 "A card already placed in any division is hidden from the
 * picker.").
 */
import { type SlotKey, slotCardType } from './division'
import { type Choice, matchesFilter } from './filters'
import type { Rarity } from './rows'

export type PickerCard = { asset_id: string; type: string; rarity: string }

/** Cards for a slot: of the slot's card type, not placed anywhere, passing the rarity filter. */
export function pickerCards<T extends PickerCard>(
  cards: readonly T[],
  slot: SlotKey,
  placed: ReadonlySet<string>,
  rarity: Choice<Rarity> = 'All',
): T[] {
  const type = slotCardType(slot)
  return cards.filter(
    (card) => card.type === type && !placed.has(card.asset_id) && matchesFilter(card, { rarity }),
  )
}
