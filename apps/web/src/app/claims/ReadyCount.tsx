import styles from './ClaimAll.module.css'
import { readyBreakdown } from './readyText'

/** `Ready: 3 (2 buildings, 1 fight)`; on a phone the breakdown opens with More. */
export function ReadyCount({
  count,
  buildings,
  fights,
}: {
  count: number
  buildings: number
  fights: number
}) {
  const breakdown = readyBreakdown(buildings, fights)
  return (
    <p className={styles.count}>
      Ready: <strong data-testid="ready-count">{count}</strong>
      {breakdown !== '' && <span className={`${styles.muted} ${styles.more}`}> ({breakdown})</span>}
    </p>
  )
}
