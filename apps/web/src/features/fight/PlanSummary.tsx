import type { UnitStats } from '@dov/game/power'
import type { DivisionUnit } from '@dov/game/rows'
import { battlePlan, type WarRoomContext } from '@dov/game/warRoom'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { paths } from '../../paths'
import styles from './Fight.module.css'
import { planSummary } from './planSummaryText'

/**
 * The battle planner's summary of one division, a lazy part of the fight list: the
 * rules of the war room load only once a division is shown.
 */
export default function PlanSummary({
  units,
  zoneId,
  number,
  cards,
  context,
}: {
  units: readonly DivisionUnit[]
  zoneId: number
  /** The division's number (DIVISION n): the builder opens on it. */
  number: number
  cards: ReadonlyMap<string, UnitStats>
  context: WarRoomContext
}) {
  const view = useMemo(
    () => planSummary(battlePlan(units, cards, context), zoneId),
    [units, cards, context, zoneId],
  )
  return (
    <div className={styles.plan} data-testid="plan-summary">
      {view.here && <p data-testid="plan-here">{view.here}</p>}
      <p data-testid="plan-best">{view.best}</p>
      {view.elsewhere !== undefined && (
        <p>
          <Link to={`${paths.create}?division=${number}`} className={styles.planLink}>
            Plan DIVISION {number} in the builder
          </Link>
        </p>
      )}
    </div>
  )
}
