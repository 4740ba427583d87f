import { authorizationLabel } from '@dov/game/authorization'
import type { UnitStats } from '@dov/game/power'
import type { WarRoomContext } from '@dov/game/warRoom'
import { lazy, Suspense, useId, useState } from 'react'
import { Figure } from '../../ui/Figure'
import { ObjectiveIcon } from '../../ui/ObjectiveIcon'
import { ResultMarker } from '../../ui/ResultMarker'
import { TokenParts } from '../../ui/TokenParts'
import styles from './Fight.module.css'
import { FightAction } from './FightAction'
import type { FightCardView, ZoneChoice } from './fight'

const PlanSummary = lazy(() => import('./PlanSummary'))

/**
 * One division of the fight list (spec §2): DIVISION n, its zone, the minimum cost in DOVH and DOVX,
 * the wins needed, the expected earnings, the Division Power, authorization, the Victory / Draw /
 * Defeat highlight, the player's victories in the zone, and its action. Also the net of a fight per
 * token, and, for a fight to be confirmed (a Defeat, a loss in every token), why, in words. An idle
 * division has a zone picker: the figures, the checks and the action follow the picked zone, and
 * Fight then moves the division there and sends it in one transaction.
 */
export function FightCard({
  card: saved,
  choices = [],
  now,
  account,
  plan,
}: {
  card: FightCardView
  /** The zones the idle division can be sent to (`zoneChoices`), its own among them. */
  choices?: readonly ZoneChoice[] | undefined
  now: number
  account: string
  /** The player's cards and the tables, for the battle planner's summary. */
  plan: { cards: ReadonlyMap<string, UnitStats>; context: WarRoomContext }
}) {
  const titleId = useId()
  const warningId = useId()
  const pickerId = useId()
  const selectId = useId()
  const [picked, setPicked] = useState(saved.zoneId)
  // Collapsed, the card is the division where it is saved; the picker opens on demand.
  const [picking, setPicking] = useState(false)
  const card = choices.find((choice) => choice.zoneId === picked)?.card ?? saved
  const options = choices.some((choice) => choice.zoneId === saved.zoneId)
    ? choices
    : [{ zoneId: saved.zoneId, label: saved.zoneName }, ...choices]
  return (
    <article className={styles.card} aria-labelledby={titleId}>
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
        <div className={styles.picker}>
          <button
            type="button"
            className={styles.pickerToggle}
            aria-expanded={picking}
            aria-controls={pickerId}
            onClick={() => {
              setPicking(!picking)
              setPicked(saved.zoneId)
            }}
          >
            Change zone
          </button>
          {picking && (
            <p id={pickerId} className={styles.pickerField}>
              <label htmlFor={selectId} className={styles.pickerLabel}>
                Zone
              </label>
              <select
                id={selectId}
                className={styles.pickerSelect}
                value={card.zoneId}
                onChange={(event) => setPicked(Number(event.target.value))}
              >
                {options.map((choice) => (
                  <option key={choice.zoneId} value={choice.zoneId}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </p>
          )}
        </div>
      )}
      <ResultMarker result={card.result} />
      <div className={styles.figures}>
        <Figure label="Cost DOVH" valueTestId="cost-dovh">
          <span data-token="DOVH">{card.costs.DOVH}</span>
        </Figure>
        <Figure label="Cost DOVX" valueTestId="cost-dovx">
          <span data-token="DOVX">{card.costs.DOVX}</span>
        </Figure>
        <Figure label="Wins needed" valueTestId="wins-needed">
          {card.winsNeeded}
        </Figure>
        <Figure label="Victories" valueTestId="victories">
          {card.victories}
        </Figure>
        <Figure label="Expected earnings" valueTestId="earnings">
          <span data-token="DOVX">{card.earnings} DOVX</span>
        </Figure>
        <Figure label="Net per fight" valueTestId="net">
          <TokenParts text={card.net} />
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
