import { ObjectiveIcon } from '../../ui/ObjectiveIcon'
import styles from './Zones.module.css'
import type { ZoneView } from './zones'

/**
 * One zone of the left panel: a radio of the zone group, active only when the zone is reachable
 * and open; otherwise it says why ("Closed", "Locked: 1 win needed in Omaha Beach").
 */
export function ZoneOption({
  zone,
  checked,
  onChoose,
}: {
  zone: ZoneView
  checked: boolean
  onChoose: (zoneId: number) => void
}) {
  return (
    <label className={styles.zone} data-state={zone.state} data-checked={checked || undefined}>
      <input
        type="radio"
        name="zone"
        className={styles.radio}
        value={zone.id}
        checked={checked}
        disabled={zone.state !== 'open'}
        onChange={() => onChoose(zone.id)}
      />
      <span className={styles.zoneName}>
        <span className={styles.zoneId}>{zone.id}</span> {zone.name}{' '}
        {/* After the name: the radio's accessible name still starts "1 Omaha Beach". */}
        <ObjectiveIcon zoneId={zone.id} className={styles.objective} />
      </span>
      <span className={styles.zoneState}>{zone.reason ?? zone.terrain}</span>
    </label>
  )
}
