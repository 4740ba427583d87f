import type { SlotKey } from '@dov/game/division'
import { ALL, type Choice } from '@dov/game/filters'
import type { Rarity } from '@dov/game/rows'
import { type ComponentProps, useMemo, useState } from 'react'
import type { CardPicker } from './CardPicker'
import { pickerView } from './cards'
import { findSlot } from './summary'
import type { BuilderReads } from './useBuilderReads'
import type { DivisionEditor } from './useDivisionEditor'

/**
 * The card picker, opened for one slot at a time (`open`), and its props: the slot, its rarity
 * filter (All again at each opening) and the free cards that fit it, strongest first in the chosen
 * zone (`pickerView`). Placing a card closes it.
 */
export function useCardPicker(
  reads: BuilderReads,
  editor: DivisionEditor,
): { open: (slot: SlotKey) => void; props: ComponentProps<typeof CardPicker> } {
  const [picking, setPicking] = useState<SlotKey | undefined>(undefined)
  const [rarity, setRarity] = useState<Choice<Rarity>>(ALL)
  const terrain = editor.zone?.terrain ?? ''
  const cards = useMemo(
    () =>
      picking === undefined ? [] : pickerView(reads.cards, picking, editor.placed, rarity, terrain),
    [picking, reads.cards, editor.placed, rarity, terrain],
  )
  return {
    open: (slot) => {
      setRarity(ALL)
      setPicking(slot)
    },
    props: {
      slot: findSlot(editor.slots, picking),
      cards,
      rarity,
      onRarity: setRarity,
      zoneChosen: editor.zone !== undefined,
      onPlace: (assetId) => {
        if (picking !== undefined) editor.place(picking, assetId)
        setPicking(undefined)
      },
      onClose: () => setPicking(undefined),
    },
  }
}
