import type { Division, Zone, ZoneWins } from '@dov/game/rows'
import { lazy, Suspense, useId } from 'react'
import { useChainNow } from '../../chain/read/chainTime'
import { loadChunk } from '../../chunks'
import { Spinner } from '../../ui/Spinner'
import { ZoneDetails } from './ZoneDetails'
import styles from './Zones.module.css'
import { zoneFigures } from './zones'

/**
 * The campaign map's chunk, which the fight screen loads too: the screen starts it with its reads
 * (`route.tsx`), so it is there when they are. Loaded, not imported: a chunk both screens import
 * statically would lengthen the first route's preload map.
 */
export const loadMap = () => loadChunk('map', () => import('../../widgets/map/CampaignMap'))
const CampaignMap = lazy(() => loadMap().then((module) => ({ default: module.CampaignMap })))

/**
 * The builder's zone panel: the campaign map to choose the zone on (where the player's divisions
 * stand among the 5 groups of zones), and the chosen zone's figures beside it.
 */
export function ZonePanel({
  zones,
  wins,
  divisions,
  selected,
  disabled,
  earnings,
  net,
  warning,
  onChoose,
}: {
  zones: readonly Zone[]
  wins: readonly ZoneWins[]
  divisions: readonly Division[]
  selected: number | undefined
  /** The division is in a fight: its zone cannot change. */
  disabled: boolean
  earnings: string
  net?: string | undefined
  warning?: string | undefined
  onChoose: (zoneId: number) => void
}) {
  const headingId = useId()
  // Which divisions are fighting: ten seconds late is soon enough for a flag.
  const now = useChainNow(10_000)
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Zone
      </h2>
      <Suspense
        fallback={
          <div className={styles.mapLoading}>
            <Spinner label="Loading the map" />
          </div>
        }
      >
        <CampaignMap
          zones={zones}
          wins={wins}
          divisions={divisions}
          now={now}
          selected={selected}
          legend="Choose the zone to fight in"
          disabled={disabled}
          onChoose={onChoose}
        />
      </Suspense>
      <ZoneDetails
        zone={zoneFigures(zones, wins, selected)}
        earnings={earnings}
        net={net}
        warning={warning}
      />
    </section>
  )
}
