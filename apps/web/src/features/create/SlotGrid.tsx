import type { SlotKey } from '@dov/game/division'
import { useId } from 'react'
import { SlotCard } from './SlotCard'
import styles from './Slots.module.css'
import type { SlotView } from './summary'

/** The headquarter row (officer, support, tactic, godmother) and the combat slots 4 to 13. */
export function SlotGrid({
  slots,
  disabled,
  onPick,
  onRemove,
}: {
  slots: { headquarter: readonly SlotView[]; combat: readonly SlotView[] }
  disabled: boolean
  onPick: (slot: SlotKey) => void
  onRemove: (assetId: string) => void
}) {
  const hqId = useId()
  const combatId = useId()
  const row = (views: readonly SlotView[], labelledBy: string, kind: 'hq' | 'combat') => (
    <ul className={styles.row} data-kind={kind} aria-labelledby={labelledBy}>
      {views.map((slot) => (
        <li key={slot.key}>
          <SlotCard
            slot={slot}
            disabled={disabled}
            onPick={() => onPick(slot.key)}
            onRemove={onRemove}
          />
        </li>
      ))}
    </ul>
  )
  return (
    <div className={styles.slots}>
      <h3 id={hqId} className={styles.rowTitle}>
        Headquarter
      </h3>
      {row(slots.headquarter, hqId, 'hq')}
      <h3 id={combatId} className={styles.rowTitle}>
        Front line
      </h3>
      {row(slots.combat, combatId, 'combat')}
    </div>
  )
}
