import { type Amount, displaySignedAmount } from '@dov/game/amount'
import type { DivisionReport } from '@dov/game/battleReport'
import { useEffect, useId, useRef, useState } from 'react'
import { AmountText } from '../../ui/AmountText'
import styles from './BattleReport.module.css'
import { BattleSequence } from './BattleSequence'
import type { ReportClaim } from './earnedMedals'
import { movedText, nextText, placesText, unlockedText } from './reportText'
import { playsSequence } from './sequence'
import { useOutsideDismiss, useRoomBelow, useSwipeDismiss } from './sheetDismiss'
import type { ShownReport } from './useBattleReport'
import { useEarnedMedals } from './useEarnedMedals'

/** Amounts joined by commas, each marked with its token (the theme's icon and colour). */
function SignedAmounts({ amounts }: { amounts: readonly Amount[] }) {
  return <AmountText text={amounts.map(displaySignedAmount).join(', ')} />
}

function DivisionResult({ division }: { division: DivisionReport }) {
  const headingId = useId()
  return (
    <li>
      <article className={styles.division} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.title}>
          {division.title} · {division.zoneID} {division.zone}
        </h3>
        <p className={styles.result} data-result={division.label.toLowerCase()}>
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
            {unlockedText(zone)}
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
 * The medals the claim earned, each with its picture, name and what earned it, once the indexer
 * has read the claim; nothing while it has not, or when none was earned.
 */
function EarnedMedals({ claim }: { claim: ReportClaim }) {
  const medals = useEarnedMedals(claim)
  if (medals === undefined || medals.length === 0) return null
  return (
    <ul
      className={styles.medals}
      aria-label={medals.length === 1 ? 'Medal earned' : 'Medals earned'}
    >
      {medals.map((medal) => (
        <li key={medal.id} data-medal={medal.id}>
          <img src={`/art/medal-${medal.id}.svg`} alt="" width={32} height={32} />
          <span>
            <strong>Medal earned: {medal.name}</strong> {medal.earnedBy}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The report as a sheet along the bottom of the screen, at most half of it high (it scrolls
 * inside), the page scrolling behind it: a dialog, not modal, whose heading takes the focus when
 * it opens. Fixed on the screen from inside the panel, no portal: `react-dom`'s `createPortal`
 * would be one more export of the entry chunk. Close, Escape and a swipe down close it and return the focus (`onClose(true)`); a tap
 * outside closes it and leaves the focus to what was tapped (`onClose(false)`).
 */
function ReportSheet({
  shown: { report, places, claim },
  onClose,
}: {
  shown: ShownReport
  onClose: (restore: boolean) => void
}) {
  const headingId = useId()
  const sheet = useRef<HTMLDivElement>(null)
  const handle = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  useOutsideDismiss(sheet, onClose)
  useSwipeDismiss(handle, sheet, onClose)
  useRoomBelow(sheet)
  const hof = placesText(places)
  return (
    <div
      ref={sheet}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      className={styles.sheet}
      data-testid="battle-report"
      data-toasts-avoid=""
    >
      <div ref={handle} className={styles.top}>
        <span className={styles.grip} aria-hidden="true" />
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          Battle report
        </h2>
        <button type="button" className={styles.close} onClick={() => onClose(true)}>
          Close
        </button>
      </div>
      <div className={styles.body}>
        <p data-testid="report-moved" className={styles.moved}>
          <AmountText text={movedText(report)} />
        </p>
        {!report.settled && (
          <p className={styles.unsettled}>
            These results do not account for every amount the chain moved; the balances above are
            the chain's.
          </p>
        )}
        {hof !== undefined && (
          <p data-testid="report-places" className={styles.places}>
            {hof}
          </p>
        )}
        {claim !== undefined && <EarnedMedals claim={claim} />}
        <ul className={styles.divisions} aria-label="Divisions">
          {report.divisions.map((division) => (
            <DivisionResult key={division.divID} division={division} />
          ))}
        </ul>
      </div>
    </div>
  )
}

/**
 * After a fight claim: the battle as a moment (`BattleSequence`, when motion is allowed), then
 * the report (`ReportSheet`): per division its zone, Victory / Draw / Defeat, what it earned, its
 * victories against the wins needed, a zone it opened, where it would do best next; first what the
 * balances moved by per token with its parts, the Hall of Fame places it changed and the medals
 * it earned (from the indexer), from the chain's tables before and after it
 * (`@dov/game/battleReport`). Its own chunk: the panel loads it
 * with the first report.
 */
export function BattleReport({
  shown,
  onClose,
}: {
  shown: ShownReport
  onClose: (restore: boolean) => void
}) {
  const [playing, setPlaying] = useState(playsSequence)
  if (playing)
    return (
      <BattleSequence
        divisions={shown.report.divisions}
        formations={shown.formations}
        onDone={() => setPlaying(false)}
      />
    )
  return <ReportSheet shown={shown} onClose={onClose} />
}
