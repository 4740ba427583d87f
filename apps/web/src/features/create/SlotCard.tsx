import { ChainImage } from '../../widgets/ChainImage'
import { CardFigures } from './CardFigures'
import styles from './Slots.module.css'
import type { SlotView } from './summary'

/**
 * One slot: empty, it opens the picker of its card type; filled, it shows the card (image, name,
 * power, terrain bonus), opens the picker to change it, and has its remove button (spec §2).
 * Filled, the slot's label and the remove button are a row of their own above the card's button,
 * so no control is drawn over another. Every name starts with the words on screen (the slot's
 * label, the card's name), so a voice-control player can say what they see.
 */
export function SlotCard({
  slot,
  disabled,
  onPick,
  onRemove,
}: {
  slot: SlotView
  disabled: boolean
  onPick: () => void
  onRemove: (assetId: string) => void
}) {
  const { card, assetId } = slot
  if (assetId === undefined) {
    return (
      <div className={styles.slot}>
        <button
          type="button"
          className={styles.pick}
          aria-label={`${slot.label}: choose a card`}
          disabled={disabled}
          onClick={onPick}
        >
          <span className={styles.slotLabel}>{slot.label}</span>
          <span className={styles.plus} aria-hidden="true">
            +
          </span>
        </button>
      </div>
    )
  }
  const name = card?.name ?? `Card #${assetId}`
  return (
    <div className={styles.slot} data-filled="">
      <div className={styles.slotHead}>
        <span className={styles.slotLabel}>{slot.label}</span>
        <button
          type="button"
          className={styles.remove}
          aria-label={`Remove ${name} from ${slot.label}`}
          disabled={disabled}
          onClick={() => onRemove(assetId)}
        >
          ×
        </button>
      </div>
      <button
        type="button"
        className={styles.pick}
        aria-label={`${card === undefined ? name : `${name} #${assetId}`} in ${slot.label}: change card`}
        disabled={disabled}
        onClick={onPick}
      >
        <ChainImage hash={card?.img} alt="" className={styles.cardImage} />
        <span className={styles.cardName}>{name}</span>
      </button>
      {card === undefined ? (
        <span className={styles.figures}>Not in your collection</span>
      ) : (
        <CardFigures card={card} />
      )}
    </div>
  )
}
