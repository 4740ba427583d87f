import type { CardView } from './cards'
import styles from './Slots.module.css'

/** A card's power, its terrain bonus in the chosen zone and what its bonuses do. */
export function CardFigures({ card }: { card: CardView }) {
  return (
    <span className={styles.figures}>
      <span>
        Power <strong>{card.power}</strong>
      </span>
      {card.terrain !== undefined && <span>{card.terrain}</span>}
      {card.effects.map((effect) => (
        <span key={effect}>{effect}</span>
      ))}
    </span>
  )
}
