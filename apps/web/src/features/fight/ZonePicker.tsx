import type { Division, Zone, ZoneWins } from '@dov/game/rows'
import { Suspense, useId } from 'react'
import { lazyChunk } from '../../chunks'
import { Spinner } from '../../ui/Spinner'
import styles from './Fight.module.css'
import type { ZoneChoice } from './fight'

/** The campaign map: its chunk (the builder's too) is loaded when `Change zone` first opens. */
const CampaignMap = lazyChunk('map', () => import('../../widgets/map/CampaignMap'), 'CampaignMap')

/**
 * An idle division's `Change zone`: a disclosure button and, opened, the campaign map to choose on.
 * The zones it can be sent to (its `choices`, its own among them) can be chosen, each said with its
 * expected result; the others are drawn and read, but cannot be chosen.
 */
export function ZonePicker({
  title,
  open,
  onToggle,
  choices,
  value,
  zones,
  wins,
  divisions,
  now,
  onPick,
}: {
  /** The division's `DIVISION n`. */
  title: string
  open: boolean
  onToggle: () => void
  choices: readonly ZoneChoice[]
  /** The zone the card shows. */
  value: number
  zones: readonly Zone[]
  wins: readonly ZoneWins[]
  /** The player's divisions, where they stand on the map. */
  divisions: readonly Division[]
  now: number
  onPick: (zoneId: number) => void
}) {
  const pickerId = useId()
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
        <div id={pickerId} className={styles.pickerField}>
          <Suspense fallback={<Spinner label="Loading the map" />}>
            <CampaignMap
              zones={zones}
              wins={wins}
              divisions={divisions}
              now={now}
              selected={value}
              legend={`Zone to send ${title} to`}
              choices={
                new Map(choices.map((choice) => [choice.zoneId, `expected: ${choice.result}`]))
              }
              onChoose={onPick}
            />
          </Suspense>
        </div>
      )}
    </div>
  )
}
