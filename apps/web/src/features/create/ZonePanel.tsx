import { useEffect, useId, useRef } from 'react'
import { ZoneDetails } from './ZoneDetails'
import { ZoneGroup } from './ZoneGroup'
import styles from './Zones.module.css'
import type { ZoneGroupView } from './zones'

/** The builder's left panel: the chosen zone's figures, then the 5 groups of zones to choose from. */
export function ZonePanel({
  groups,
  selected,
  disabled,
  earnings,
  net,
  warning,
  onChoose,
}: {
  groups: readonly ZoneGroupView[]
  selected: number | undefined
  /** The division is in a fight: its zone cannot change. */
  disabled: boolean
  earnings: string
  net?: string | undefined
  warning?: string | undefined
  onChoose: (zoneId: number) => void
}) {
  const headingId = useId()
  const strip = useRef<HTMLFieldSetElement>(null)
  const chosen = groups.flatMap((group) => group.zones).find((zone) => zone.id === selected)
  // On a phone the groups are a sideways strip: show the chosen zone's group first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the chosen zone changes
  useEffect(() => {
    const groups = strip.current
    const checked = groups?.querySelector('input:checked')?.closest('fieldset')
    if (!groups || !(checked instanceof HTMLElement) || groups.scrollWidth <= groups.clientWidth) {
      return
    }
    groups.scrollLeft = checked.offsetLeft - groups.offsetLeft
  }, [selected])

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Zone
      </h2>
      <ZoneDetails zone={chosen} earnings={earnings} net={net} warning={warning} />
      <fieldset ref={strip} className={styles.groups} disabled={disabled}>
        <legend className="visually-hidden">Choose the zone to fight in</legend>
        {groups.map((group) => (
          <ZoneGroup key={group.start} group={group} selected={selected} onChoose={onChoose} />
        ))}
      </fieldset>
    </section>
  )
}
