import { bestDivision } from '@dov/game/bestDivision'
import type { DivisionUnit, Zone } from '@dov/game/rows'
import { useId, useState } from 'react'
import { Button } from '../../ui/Button'
import { Figure } from '../../ui/Figure'
import { ResultMarker } from '../../ui/ResultMarker'
import styles from './Planner.module.css'
import { type ProposalView, proposalView } from './plan'
import type { BuilderReads } from './useBuilderReads'

/**
 * `Best division for this zone`: the strongest division the player's free cards (none of another
 * division, saved or drafted) can field in the chosen zone (`bestDivision`), shown before anything
 * changes; `Use this division` makes it the draft, saved with the builder's own Save button. The
 * panel is keyed by the zone: choosing another zone drops a proposal made for the old one.
 */
export function BestDivisionPanel({
  reads,
  zone,
  taken,
  disabled,
  nameOf,
  onUse,
}: {
  reads: BuilderReads
  zone: Zone | undefined
  taken: ReadonlySet<string>
  disabled: boolean
  nameOf: (templateId: number) => string | undefined
  onUse: (units: readonly DivisionUnit[]) => void
}) {
  const [proposal, setProposal] = useState<
    { units: readonly DivisionUnit[]; view: ProposalView } | undefined
  >(undefined)
  const [used, setUsed] = useState(false)
  const hintId = useId()

  const propose = () => {
    if (zone === undefined) return
    const best = bestDivision(reads.cards, zone, {
      zones: reads.zones,
      wins: reads.wins ?? [],
      udata: reads.udata,
      placed: taken,
    })
    setUsed(false)
    setProposal({
      units: best.kind === 'division' ? best.units : [],
      view: proposalView(best, zone, reads.cardsById, reads.udata, nameOf),
    })
  }

  const view = proposal?.view
  return (
    <div className={styles.proposal}>
      <div className={styles.proposalActions}>
        <Button
          variant="secondary"
          disabled={zone === undefined || disabled}
          aria-describedby={zone === undefined ? hintId : undefined}
          onClick={propose}
        >
          Best division for this zone
        </Button>
        {zone === undefined && (
          <p id={hintId} className={styles.hint}>
            Choose a zone first.
          </p>
        )}
      </div>
      <div aria-live="polite">
        {used ? (
          <p className={styles.hint}>
            The proposed division is in the builder: save it with the Save button.
          </p>
        ) : view?.kind === 'none' ? (
          <p className={styles.reason} data-testid="best-division-reason">
            No division possible: {view.reason}
          </p>
        ) : view?.kind === 'division' && proposal ? (
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
              <Button
                disabled={disabled}
                onClick={() => {
                  onUse(proposal.units)
                  setProposal(undefined)
                  setUsed(true)
                }}
              >
                Use this division
              </Button>
              <Button variant="secondary" onClick={() => setProposal(undefined)}>
                Dismiss
              </Button>
            </div>
          </section>
        ) : null}
      </div>
    </div>
  )
}
