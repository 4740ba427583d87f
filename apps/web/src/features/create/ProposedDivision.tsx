import { Button } from '../../ui/Button'
import { Figure } from '../../ui/Figure'
import { ResultMarker } from '../../ui/ResultMarker'
import styles from './Planner.module.css'
import type { ProposalView } from './plan'

/**
 * A proposed division before anything changes: its cards by slot, its power, earnings and
 * expected result; `Use this division` drafts its units, Dismiss drops it.
 */
export function ProposedDivision({
  view,
  disabled,
  onUse,
  onDismiss,
}: {
  view: Extract<ProposalView, { kind: 'division' }>
  disabled: boolean
  onUse: () => void
  onDismiss: () => void
}) {
  return (
    <section className={styles.proposed} aria-label="Proposed division">
      <ol className={styles.proposedCards} aria-label="Proposed cards">
        {view.units.map((unit) => (
          <li key={unit.slot}>
            <span className={styles.unit}>{unit.slot}:</span> {unit.card}
          </li>
        ))}
      </ol>
      <div className={styles.proposedFigures}>
        <Figure label="Total Division Power" valueTestId="proposal-power">
          {view.power}
        </Figure>
        <Figure label="Expected earnings" valueTestId="proposal-earnings">
          {view.earnings}
        </Figure>
        <ResultMarker result={view.result} />
      </div>
      <div className={styles.proposalActions}>
        <Button disabled={disabled} onClick={onUse}>
          Use this division
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  )
}
