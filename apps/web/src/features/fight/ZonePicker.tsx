import { useId } from 'react'
import styles from './Fight.module.css'
import type { ZoneChoice } from './fight'

/**
 * An idle division's `Change zone`: a disclosure button and, opened, the `Zone` select of the
 * zones it can be sent to, each with its costs and expected result.
 */
export function ZonePicker({
  open,
  onToggle,
  options,
  value,
  onPick,
}: {
  open: boolean
  onToggle: () => void
  options: readonly Pick<ZoneChoice, 'zoneId' | 'label'>[]
  /** The zone the card shows. */
  value: number
  onPick: (zoneId: number) => void
}) {
  const pickerId = useId()
  const selectId = useId()
  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.pickerToggle}
        aria-expanded={open}
        aria-controls={pickerId}
        onClick={onToggle}
      >
        Change zone
      </button>
      {open && (
        <p id={pickerId} className={styles.pickerField}>
          <label htmlFor={selectId} className={styles.pickerLabel}>
            Zone
          </label>
          <select
            id={selectId}
            className={styles.pickerSelect}
            value={value}
            onChange={(event) => onPick(Number(event.target.value))}
          >
            {options.map((choice) => (
              <option key={choice.zoneId} value={choice.zoneId}>
                {choice.label}
              </option>
            ))}
          </select>
        </p>
      )}
    </div>
  )
}
