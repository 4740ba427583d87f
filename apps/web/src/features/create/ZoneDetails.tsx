import { Figure } from '../../ui/Figure'
import { TokenParts } from '../../ui/TokenParts'
import styles from './Zones.module.css'
import type { ZoneFigures } from './zones'

/**
 * The chosen zone (spec §2 "The panel shows the zone cost (DOVH and DOVX), the zone's win count and
 * the expected earnings"): what a fight there costs, the player's wins in it and what the division
 * as it stands would earn there, its net per fight per token and, when a fight there would ask
 * before signing on the fight list, why.
 */
export function ZoneDetails({
  zone,
  earnings,
  net,
  warning,
}: {
  zone: ZoneFigures | undefined
  earnings: string
  /** The net of one fight per token ("DOVX 0.0000 · DOVH −1.0000"). */
  net?: string | undefined
  /** Why a fight there asks before signing (an expected Defeat, a loss in every token). */
  warning?: string | undefined
}) {
  if (zone === undefined) {
    return (
      <div className={styles.details}>
        <p className={styles.hint}>
          Choose a zone to see its cost, your wins there and the expected earnings.
        </p>
      </div>
    )
  }
  return (
    <section className={styles.details} aria-label="Chosen zone">
      <p className={styles.detailsName}>
        {zone.name} <span className={styles.terrain}>{zone.terrain}</span>
      </p>
      <Figure label="Cost" valueTestId="zone-cost">
        <span data-token="DOVH">{zone.costs.DOVH} DOVH</span>,{' '}
        <span data-token="DOVX">{zone.costs.DOVX} DOVX</span>
      </Figure>
      <Figure label="Your wins" valueTestId="zone-wins">
        {zone.wins}
      </Figure>
      <Figure label="Wins needed" valueTestId="zone-wins-needed">
        {zone.nbwins}
      </Figure>
      <Figure label="Expected earnings" valueTestId="zone-earnings">
        <span data-token="DOVX">{earnings} DOVX</span>
      </Figure>
      {net && (
        <Figure label="Net per fight" valueTestId="zone-net">
          <TokenParts text={net} />
        </Figure>
      )}
      {warning && <p className={styles.warning}>{warning}</p>}
    </section>
  )
}
