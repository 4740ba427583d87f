import { authorizationLabel } from '@dov/game/authorization'
import type { UnitStats } from '@dov/game/power'
import type { Division } from '@dov/game/rows'
import type { WarRoomContext } from '@dov/game/warRoom'
import { lazy, Suspense, useId, useState } from 'react'
import { ObjectiveIcon } from '../../ui/ObjectiveIcon'
import { ResultMarker } from '../../ui/ResultMarker'
import styles from './Fight.module.css'
import { FightAction } from './FightAction'
import { FightFigures } from './FightFigures'
import type { FightCardView, ZoneChoice } from './fight'
import { pickedCard } from './pickedZone'
import { ZonePicker } from './ZonePicker'

const PlanSummary = lazy(() => import('./PlanSummary'))

/**
 * One division of the fight list (spec §2): DIVISION n, its zone, the minimum cost in DOVH and DOVX,
 * the wins needed, the expected earnings, the Division Power, authorization, the Victory / Draw /
 * Defeat highlight, the player's victories in the zone, and its action. Also the net of a fight per
 * token, and, for a fight to be confirmed (a Defeat, a loss in every token), why, in words. An idle
 * division has a zone picker, the campaign map: the figures, the checks and the action follow the
 * picked zone, and Fight then moves the division there and sends it in one transaction.
 */
export function FightCard({
  card: saved,
  choices = [],
  divisions = [],
  now,
  account,
  plan,
}: {
  card: FightCardView
  /** The zones the idle division can be sent to (`zoneChoices`), its own among them. */
  choices?: readonly ZoneChoice[] | undefined
  /** The player's divisions, drawn on the picker's map where they stand. */
  divisions?: readonly Division[]
  now: number
  account: string
  /** The player's cards and the tables, for the battle planner's summary. */
  plan: { cards: ReadonlyMap<string, UnitStats>; context: WarRoomContext }
}) {
  const titleId = useId()
  const warningId = useId()
  const [picked, setPicked] = useState(saved.zoneId)
  // Collapsed, the card is the division where it is saved; the picker opens on demand.
  const [picking, setPicking] = useState(false)
  const card = pickedCard(saved, choices, picked)
  return (
    <article className={styles.card} aria-labelledby={titleId} data-picking={picking || undefined}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {card.title}
        </h2>
        <p className={styles.zone}>
          <ObjectiveIcon zoneId={card.zoneId} className={styles.objective} />
          {card.zoneName}
        </p>
      </header>
      {choices.length > 1 && (
        <ZonePicker
          title={saved.title}
          open={picking}
          onToggle={() => {
            setPicking(!picking)
            setPicked(saved.zoneId)
          }}
          choices={choices}
          value={card.zoneId}
          zones={plan.context.zones}
          wins={plan.context.wins}
          divisions={divisions}
          now={now}
          onPick={setPicked}
        />
      )}
      <ResultMarker result={card.result} />
      <FightFigures card={card} />
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
        <FightAction
          card={card}
          from={saved.zoneId}
          now={now}
          account={account}
          warningId={warningId}
        />
      </div>
    </article>
  )
}
