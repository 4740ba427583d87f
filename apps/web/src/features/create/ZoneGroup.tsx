import { ZoneOption } from './ZoneOption'
import styles from './Zones.module.css'
import type { ZoneGroupView } from './zones'

/** A group of 4 zones with its picture (spec §2). */
export function ZoneGroup({
  group,
  selected,
  onChoose,
}: {
  group: ZoneGroupView
  selected: number | undefined
  onChoose: (zoneId: number) => void
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupHead}>
        <img src={group.image} alt="" className={styles.groupImage} width={320} height={200} />
        <span className={styles.groupTitle}>
          Zones {group.start}–{group.end}
        </span>
      </legend>
      <ul className={styles.zoneList}>
        {group.zones.map((zone) => (
          <li key={zone.id}>
            <ZoneOption zone={zone} checked={zone.id === selected} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
