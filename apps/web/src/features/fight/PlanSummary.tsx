import type { UnitStats } from '@dov/game/power'
import type { DivisionUnit } from '@dov/game/rows'
import { battlePlan, type WarRoomContext } from '@dov/game/warRoom'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { paths } from '../../paths'
import { AmountText } from '../../ui/AmountText'
import styles from './Fight.module.css'
import { afterFightTexts, planSummary } from './planSummaryText'

/**
 * The battle planner's summary of one division, a lazy part of the fight list: the
 * rules of the war room load only once a division is shown. It also warns when one more fight
 * would leave too little for the next one.
 */
export default function PlanSummary({
  units,
  zoneId,
  number,
  cards,
  context,
  idle,
}: {
  units: readonly DivisionUnit[]
  zoneId: number
  /** The division's number (DIVISION n): the builder opens on it. */
  number: number
  cards: ReadonlyMap<string, UnitStats>
  context: WarRoomContext
  /** The division can be sent now (idle, nothing refuses it): say what one more fight leaves. */
  idle: boolean
}) {
  const { view, after } = useMemo(() => {
    const plan = battlePlan(units, cards, context)
    return {
      view: planSummary(plan, zoneId),
      after: afterFightTexts(plan, zoneId, context.balances),
    }
  }, [units, cards, context, zoneId])
  return (
    <div className={styles.plan} data-testid="plan-summary">
      {idle &&
        after.map((text) => (
          <p key={text} className={styles.blockers}>
            <AmountText text={text} />
          </p>
        ))}
      {view.here && (
        <p data-testid="plan-here">
          <AmountText text={view.here} />
        </p>
      )}
      <p data-testid="plan-best">
        <AmountText text={view.best} />
      </p>
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
