import type { Division, Zone, ZoneWins } from '@dov/game/rows'
import { useEffect, useMemo, useRef, useState } from 'react'
import styles from './CampaignMap.module.css'
import { Legend } from './Legend'
import { MAP, zonePoint } from './layout'
import { MapDrawing } from './MapDrawing'
import { ZoneRadios } from './ZoneRadios'
import { divisionMarks, heldNote, zoneViews, zoneWords } from './zones'

/**
 * The campaign map: zones 1 to 20 in their 5 theatres, each open, locked or closed, the player's
 * wins there and where each of their divisions stands. Choosing a zone is a radio group laid over
 * the drawing: each zone's radio sits on its mark (a click or a tap there chooses it, the arrow
 * keys move between the zones that can be chosen) and is named by the zone's words, so the
 * drawing itself is hidden from assistive technology. On a narrow screen the map scrolls
 * sideways within its own box, the chosen zone brought into view.
 */
export function CampaignMap({
  zones,
  wins,
  divisions,
  now,
  selected,
  legend,
  choices,
  disabled = false,
  onChoose,
}: {
  zones: readonly Zone[]
  wins: readonly ZoneWins[]
  /** The player's divisions in `DIVISION n` order. */
  divisions: readonly Division[]
  /** Chain time in seconds: which divisions are fighting. */
  now: number
  selected: number | undefined
  /** What choosing a zone is for: the radio group's name. */
  legend: string
  /**
   * The zones that may be chosen, each with a word said of it after its cost (a fight card: its
   * expected result there); by default the open ones (reachable and open), with none.
   */
  choices?: ReadonlyMap<number, string> | undefined
  /** Nothing can be chosen (a division in a fight). */
  disabled?: boolean
  onChoose: (zoneId: number) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const [pointed, setPointed] = useState<number>()
  const views = useMemo(() => zoneViews(zones, wins), [zones, wins])
  const marks = divisionMarks(divisions, now)
  const canChoose = (zone: (typeof views)[number]) =>
    !disabled && (choices === undefined ? zone.state === 'open' : choices.has(zone.id))
  const told = views.find((zone) => zone.id === (pointed ?? selected))

  // The chosen zone in view when the map scrolls and it is out of sight.
  useEffect(() => {
    const scroller = box.current
    const point = selected === undefined ? undefined : zonePoint(selected)
    if (!scroller || !point || scroller.scrollWidth <= scroller.clientWidth) return
    const x = (point.x / MAP.width) * scroller.scrollWidth
    if (x < scroller.scrollLeft + 40 || x > scroller.scrollLeft + scroller.clientWidth - 40) {
      scroller.scrollLeft = x - scroller.clientWidth / 2
    }
  }, [selected])

  return (
    <div className={styles.map}>
      <div
        ref={box}
        className={styles.scroller}
        // Scrollable, so reachable by keyboard when no radio can take the focus.
        tabIndex={disabled ? 0 : undefined}
      >
        <fieldset
          className={styles.board}
          disabled={disabled}
          onPointerOver={(event) => setPointed(zoneOf(event.target))}
          onPointerLeave={() => setPointed(undefined)}
          onFocus={(event) => setPointed(zoneOf(event.target))}
          onBlur={() => setPointed(undefined)}
        >
          <legend className="visually-hidden">{legend}</legend>
          <MapDrawing zones={views} marks={marks} selected={selected} />
          <ZoneRadios
            zones={views}
            words={(zone) => zoneWords(zone, marks, choices?.get(zone.id)).join(', ')}
            selected={selected}
            canChoose={canChoose}
            onChoose={onChoose}
          />
        </fieldset>
      </div>
      <p className={styles.caption} aria-hidden="true">
        {told === undefined
          ? 'Point at a zone to read it; choose one on the map.'
          : zoneWords(told, marks, choices?.get(told.id)).join(' · ')}
      </p>
      {views
        .filter((zone) => zone.held.length > 0)
        .map((zone) => (
          <p key={zone.id} className={styles.note}>
            {heldNote(zone)}
          </p>
        ))}
      <Legend />
    </div>
  )
}

/** The zone id of the radio an event happened on, if any. */
function zoneOf(target: EventTarget): number | undefined {
  const zone = target instanceof Element ? target.closest('[data-zone]') : null
  return zone === null ? undefined : Number(zone.getAttribute('data-zone'))
}
