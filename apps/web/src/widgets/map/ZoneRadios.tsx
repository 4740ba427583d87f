import { OBJECTIVES, ZONE_GROUP_SIZE, zoneGroups } from '@dov/game/zones'
import { useId } from 'react'
import { OBJECTIVE_NAMES } from '../../ui/ObjectiveIcon'
import styles from './CampaignMap.module.css'
import { percentOf, zonePoint } from './layout'
import type { ZoneView } from './zones'

/**
 * The map's choice: one radio a zone, in groups of 4 named by their zones and objective
 * (`Zones 1–4: Bunker`), each radio laid over its zone's mark and named by the zone's words
 * (`15 Kursk, Closed: zones 16–20 stay locked until it reopens, 0 wins, cost …`). A zone that
 * cannot be chosen is a disabled radio: read, and skipped by the arrow keys.
 */
export function ZoneRadios({
  zones,
  words,
  selected,
  canChoose,
  onChoose,
}: {
  zones: readonly ZoneView[]
  words: (zone: ZoneView) => string
  selected: number | undefined
  canChoose: (zone: ZoneView) => boolean
  onChoose: (zoneId: number) => void
}) {
  const name = useId()
  return zoneGroups(zones).map((group, index) => {
    const objective = OBJECTIVES[index] ?? 'bunker'
    const label = `Zones ${group.start}–${group.start + ZONE_GROUP_SIZE - 1}: ${OBJECTIVE_NAMES[objective]}`
    return (
      <fieldset key={group.start} className={styles.group}>
        <legend className="visually-hidden">{label}</legend>
        {group.zones.map((zone) => {
          const point = zonePoint(zone.id)
          return (
            point && (
              <label
                key={zone.id}
                className={styles.target}
                style={percentOf(point)}
                data-zone={zone.id}
              >
                <input
                  type="radio"
                  name={name}
                  value={zone.id}
                  checked={zone.id === selected}
                  disabled={!canChoose(zone)}
                  onChange={() => onChoose(zone.id)}
                />
                <span className="visually-hidden">{words(zone)}</span>
              </label>
            )
          )
        })}
      </fieldset>
    )
  })
}
