import { authorizationLabel } from '@dov/game/authorization'
import type { UnitStats } from '@dov/game/power'
import type { WarRoomContext } from '@dov/game/warRoom'
import { lazy, Suspense, useId } from 'react'
import { Figure } from '../../ui/Figure'
import { ResultMarker } from '../../ui/ResultMarker'
import styles from './Fight.module.css'
import { FightAction } from './FightAction'
import type { FightCardView } from './fight'

const PlanSummary = lazy(() => import('./PlanSummary'))

/**
 * One division of the fight list (spec §2): DIVISION n, its zone, the minimum cost in DOVH and DOVX,
 * the wins needed, the expected earnings, the Division Power, authorization, the Victory / Draw /
 * Defeat highlight, the player's victories in the zone, and its action. Also the net of a fight per
 * token, and, for a fight to be confirmed (a Defeat, a loss in every token), why, in words.
 */
export function FightCard({
  card,
  now,
  account,
  plan,
}: {
  card: FightCardView
  now: number
  account: string
  /** The player's cards and the tables, for the battle planner's summary. */
  plan: { cards: ReadonlyMap<string, UnitStats>; context: WarRoomContext }
}) {
  const titleId = useId()
  const warningId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {card.title}
        </h2>
        <p className={styles.zone}>{card.zoneName}</p>
      </header>
      <ResultMarker result={card.result} />
      <div className={styles.figures}>
        <Figure label="Cost DOVH" valueTestId="cost-dovh">
          {card.costs.DOVH}
        </Figure>
        <Figure label="Cost DOVX" valueTestId="cost-dovx">
          {card.costs.DOVX}
        </Figure>
        <Figure label="Wins needed" valueTestId="wins-needed">
          {card.winsNeeded}
        </Figure>
        <Figure label="Victories" valueTestId="victories">
          {card.victories}
        </Figure>
        <Figure label="Expected earnings" valueTestId="earnings">
          {card.earnings} DOVX
        </Figure>
        <Figure label="Net per fight" valueTestId="net">
          {card.net}
        </Figure>
        <Figure label="Division Power" valueTestId="power">
          {card.power}
        </Figure>
      </div>
      <p className={styles.auth} data-authorized={card.authorized || undefined}>
        {authorizationLabel(card.authorized)}
      </p>
      {card.warning && (
        <p id={warningId} className={styles.warning}>
          {card.warning}
        </p>
      )}
      <Suspense fallback={null}>
        <PlanSummary
          units={card.units}
          zoneId={card.zoneId}
          number={card.number}
          cards={plan.cards}
          context={plan.context}
          idle={card.endTime === 0 && card.blockers.length === 0}
        />
      </Suspense>
      <div className={styles.actionArea}>
        <FightAction card={card} now={now} account={account} warningId={warningId} />
      </div>
    </article>
  )
}
