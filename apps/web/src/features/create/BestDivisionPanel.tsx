import type { DivisionUnit, Zone } from '@dov/game/rows'
import { useId, useState } from 'react'
import { Button } from '../../ui/Button'
import styles from './Planner.module.css'
import { ProposedDivision } from './ProposedDivision'
import { type Proposal, proposeDivision } from './plan'
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
  const [proposal, setProposal] = useState<Proposal | undefined>(undefined)
  const [used, setUsed] = useState(false)
  const hintId = useId()
  const view = proposal?.view
  return (
    <div className={styles.proposal}>
      <div className={styles.proposalActions}>
        <Button
          variant="secondary"
          disabled={zone === undefined || disabled}
          aria-describedby={zone === undefined ? hintId : undefined}
          onClick={() => {
            if (zone === undefined) return
            setUsed(false)
            setProposal(proposeDivision(reads, zone, taken, nameOf))
          }}
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
          <ProposedDivision
            view={view}
            disabled={disabled}
            onUse={() => {
              onUse(proposal.units)
              setProposal(undefined)
              setUsed(true)
            }}
            onDismiss={() => setProposal(undefined)}
          />
        ) : null}
      </div>
    </div>
  )
}
