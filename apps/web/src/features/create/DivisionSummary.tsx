import { authorizationLabel } from '@dov/game/authorization'
import { Figure } from '../../ui/Figure'
import { ResultMarker } from '../../ui/ResultMarker'
import styles from './Builder.module.css'
import type { SummaryView } from './summary'

/**
 * What the division would do in the chosen zone, live on every change (spec §2): Total Division
 * Power (4 decimals), 'Authorized to fight' or 'Unauthorized to fight' with what is missing, and
 * the marker Victory, Draw or Defeat.
 */
export function DivisionSummary({ summary }: { summary: SummaryView }) {
  return (
    <section className={styles.summary} aria-label="Division summary">
      <div className={styles.summaryFigures} aria-live="polite">
        <Figure label="Total Division Power" layout="stacked" valueTestId="division-power">
          <strong className={styles.power}>{summary.power}</strong>
        </Figure>
        <div className={styles.authorization}>
          <p
            className={styles.authLabel}
            data-authorized={summary.authorized || undefined}
            data-testid="authorization"
          >
            {authorizationLabel(summary.authorized)}
          </p>
          {!summary.zoneChosen ? (
            <p className={styles.needs}>Choose a zone first.</p>
          ) : summary.needs.length > 0 ? (
            <p className={styles.needs} data-testid="authorization-needs">
              Needs {summary.needs.join('; ')}
            </p>
          ) : null}
        </div>
      </div>
      <ResultMarker result={summary.result} />
    </section>
  )
}
