import { type Amount, displaySignedAmount, formatEarnings } from '@dov/game/amount'
import type { DivisionReport, BattleReport as Report } from '@dov/game/battleReport'
import { useEffect, useId, useRef } from 'react'
import { AmountText } from '../../ui/AmountText'
import styles from './BattleReport.module.css'

/** Amounts joined by commas, each marked with its token (the theme's icon and colour). */
function SignedAmounts({ amounts }: { amounts: readonly Amount[] }) {
  return <AmountText text={amounts.map(displaySignedAmount).join(', ')} />
}

/** Where the division would do best next, in words (the planner's best zone after the claim). */
export function nextText(division: DivisionReport): string {
  const { best } = division
  if (best === undefined) return 'Best next: no zone it can choose and pay for gives it a Victory.'
  const pays = `Victory, ${formatEarnings(best.earnings)} DOVX per fight`
  if (best.here) return `Best next: where it is, ${pays}.`
  return `Best next: ${best.zoneId} ${best.name}, ${pays}.`
}

function DivisionResult({ division }: { division: DivisionReport }) {
  const headingId = useId()
  return (
    <li>
      <article className={styles.division} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.title}>
          {division.title} · {division.zoneID} {division.zone}
        </h3>
        <p className={styles.result} data-result={division.result}>
          {division.label}
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>Earned</dt>
            <dd data-testid={`report-earned-${division.divID}`}>
              <SignedAmounts amounts={division.earned} />
            </dd>
          </div>
          <div>
            <dt>Victories here</dt>
            <dd data-testid={`report-wins-${division.divID}`}>
              {`${division.wins} (${division.nbwins} needed)`}
            </dd>
          </div>
        </dl>
        {division.unlocked.map((zone) => (
          <p key={zone.zoneId} className={styles.unlocked}>
            {zone.open ? `${zone.name} is open.` : `${zone.name} is unlocked, but closed for now.`}
          </p>
        ))}
        {division.again !== undefined && (
          <p>
            Fighting again in {division.again.zoneId} {division.again.name}.
          </p>
        )}
        <p className={styles.next} data-testid={`report-next-${division.divID}`}>
          <AmountText text={nextText(division)} />
        </p>
      </article>
    </li>
  )
}

/**
 * The battle report: what the last claim did, per division (zone, Victory / Draw / Defeat, what
 * it earned, its victories against the wins needed, a zone it opened, where it would do best
 * next), from the chain's tables before and after it (`@dov/game/battleReport`). A region with a
 * heading that takes the focus when it appears; Close or Escape dismisses it (the caller returns
 * the focus). Its own chunk: the panel loads it with the first report.
 */
export function BattleReport({ report, onClose }: { report: Report; onClose: () => void }) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    // Escape anywhere inside the report closes it, as its Close button does.
    <section
      className={styles.report}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onClose()
        }
      }}
    >
      <div className={styles.top}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          Battle report
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          Close
        </button>
      </div>
      <p data-testid="report-moved">
        {report.moved.length === 0
          ? 'Your balances did not move.'
          : ['Your balances moved by ', <SignedAmounts key="moved" amounts={report.moved} />, '.']}
      </p>
      {!report.settled && (
        <p className={styles.unsettled}>
          These results do not account for every amount the chain moved; the balances above are the
          chain's.
        </p>
      )}
      <ul className={styles.divisions} aria-label="Divisions">
        {report.divisions.map((division) => (
          <DivisionResult key={division.divID} division={division} />
        ))}
      </ul>
    </section>
  )
}
