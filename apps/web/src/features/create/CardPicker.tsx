import type { Choice } from '@dov/game/filters'
import type { Rarity } from '@dov/game/rows'
import { Button } from '../../ui/Button'
import { CardGrid } from '../../ui/CardGrid'
import { Modal } from '../../ui/Modal'
import { AssetChoice } from '../../widgets/AssetChoice'
import { CardFigures } from './CardFigures'
import type { CardView } from './cards'
import styles from './Picker.module.css'
import { RarityFilter } from './RarityFilter'
import type { SlotView } from './summary'

/** "Choose an officer", "Choose a combat card for Combat 4". */
export function pickerTitle(slot: SlotView): string {
  if (slot.cardType === 'combat') return `Choose a combat card for ${slot.label}`
  return `Choose ${/^[aeiou]/.test(slot.cardType) ? 'an' : 'a'} ${slot.cardType}`
}

/**
 * The picker of a slot (spec §2, §5): the player's cards of the slot's type that no division
 * holds, filtered by rarity, each with its power and terrain bonus; a click places the card. On a
 * phone it is a sheet along the bottom edge, its cards one under the other, and the rarity filter
 * and Cancel stay at the bottom, where the thumb holding the phone reaches.
 */
export function CardPicker({
  slot,
  cards,
  rarity,
  onRarity,
  zoneChosen,
  onPlace,
  onClose,
}: {
  slot: SlotView | undefined
  cards: readonly CardView[]
  rarity: Choice<Rarity>
  onRarity: (rarity: Choice<Rarity>) => void
  zoneChosen: boolean
  onPlace: (assetId: string) => void
  onClose: () => void
}) {
  return (
    <Modal
      open={slot !== undefined}
      onClose={onClose}
      title={slot === undefined ? 'Choose a card' : pickerTitle(slot)}
      size="sheet"
    >
      {!zoneChosen && slot?.cardType === 'combat' && (
        <p className={styles.hint}>Choose a zone to see each card's terrain bonus.</p>
      )}
      {cards.length === 0 ? (
        <p className={styles.empty}>
          No {rarity === 'All' ? '' : `${rarity} `}
          {slot?.cardType ?? ''} card to place (cards already in a division are hidden).
        </p>
      ) : (
        <CardGrid minItemWidth="12rem" className={styles.cards} aria-label="Cards to place">
          {cards.map((card) => (
            <li key={card.assetId}>
              <AssetChoice
                action="place"
                asset={{ asset_id: card.assetId, name: card.name, img: card.img, mint: card.mint }}
                imageWidth="4rem"
                rarity={card.rarity}
                busy={false}
                disabled={false}
                onClick={() => onPlace(card.assetId)}
              >
                <CardFigures card={card} />
              </AssetChoice>
            </li>
          ))}
        </CardGrid>
      )}
      <div className={styles.footer}>
        <RarityFilter value={rarity} onChange={onRarity} />
        <Button variant="secondary" className={styles.cancel} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  )
}
