import { Figure } from '../../ui/Figure'
import styles from './Zones.module.css'
import type { ZoneView } from './zones'

/**
 * The chosen zone (spec §2 "The panel shows the zone cost (DOVH and DOVX), the zone's win count and
 * the expected earnings"): what a fight there costs, the player's wins in it and what the division
 * as it stands would earn there.
 */
export function ZoneDetails({ zone, earnings }: { zone: ZoneView | undefined; earnings: string }) {
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
        {zone.costs.DOVH} DOVH, {zone.costs.DOVX} DOVX
      </Figure>
      <Figure label="Your wins" valueTestId="zone-wins">
        {zone.wins}
      </Figure>
      <Figure label="Wins needed" valueTestId="zone-wins-needed">
        {zone.nbwins}
      </Figure>
      <Figure label="Expected earnings" valueTestId="zone-earnings">
        {earnings} DOVX
      </Figure>
    </section>
  )
}
