import { type FightResult, resultLabel } from '@dov/game/fight'
import styles from './ResultMarker.module.css'

const MARKERS = ['Victory', 'Draw', 'Defeat'] as const

/**
 * The marker Victory, Draw or Defeat (spec §2): the three words, the expected one highlighted
 * (`aria-current`); none for X (unauthorized, or below every threshold).
 */
export function ResultMarker({ result, className }: { result: FightResult; className?: string }) {
  const expected = resultLabel(result)
  return (
    <ul
      className={className === undefined ? styles.marker : `${styles.marker} ${className}`}
      aria-label="Expected result"
    >
      {MARKERS.map((marker) => (
        <li
          key={marker}
          className={styles.item}
          data-result={marker.toLowerCase()}
          aria-current={marker === expected ? 'true' : undefined}
        >
          {marker}
        </li>
      ))}
    </ul>
  )
}
