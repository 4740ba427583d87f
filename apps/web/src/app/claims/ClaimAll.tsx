import { type RefObject, Suspense, useId, useRef, useState } from 'react'
import { lazyChunk } from '../../chunks'
import { ClaimActions } from './ClaimActions'
import styles from './ClaimAll.module.css'
import { claimReason } from './claimReason'
import { FirstSteps } from './FirstSteps'
import { NotifyControl } from './NotifyControl'
import { useReadyNotifications } from './notifications'
import { ReadyCount } from './ReadyCount'
import { ReportStatus } from './ReportStatus'
import { RoundSummary, roundActions } from './Round'
import { SignedTotals } from './SignedTotals'
import { useBattleReport } from './useBattleReport'
import { useClaim } from './useClaim'
import { usePanelReads } from './usePanelReads'
import { useRound } from './useRound'
import { useStickyHeights } from './useStickyHeights'

/** The battle's sequence and report: a chunk of its own, loaded with the first fight claimed. */
const BattleReport = lazyChunk('battle-report', () => import('./BattleReport'), 'BattleReport')

/**
 * Claim all, shown above every screen once logged in: how many buildings and fights
 * are ready on the chain clock, what claiming them all moves per token, and one button that sends
 * every claim in one transaction (one wallet prompt). Afterwards it reads the balances again and
 * says whether they moved by what was shown. It notifies what becomes ready, when the player
 * allowed it (the tab's title counts with the shell's `useReadyCount`, from the same reads).
 * Nothing is claimed without a click.
 */
export function ClaimAll({
  account,
  shell,
}: {
  account: string
  /** The shell, whose header the bar sticks under (`useStickyHeights`). */
  shell?: RefObject<HTMLElement | null>
}) {
  const bar = useRef<HTMLElement>(null)
  useStickyHeights(shell, bar)
  const { now, ready, known } = usePanelReads(account)
  // On a phone the bar is one line (count, Claim all, why not); the rest opens under it.
  const [expanded, setExpanded] = useState(false)
  const moreId = useId()
  const { round, orders, setOrder, reviewing, setReviewing } = useRound(account, ready, known)
  const battle = useBattleReport(account, {
    round: ready.round,
    buildings: ready.buildings,
    ...known,
  })
  useReadyNotifications(account, ready.watched)
  const { send, report, dismiss, ...transact } = useClaim(account, known.balances)
  const reason = claimReason(ready, now, known.balances)
  // Claim and fight again, once a fight is over and Claim all could be sent.
  const review = reason === null ? round : undefined
  const claim = (...sent: Parameters<typeof send>) => {
    send(...sent)
    setReviewing(false)
  }

  return (
    <>
      <section
        ref={bar}
        className={styles.bar}
        aria-label="Ready to claim"
        data-expanded={expanded || undefined}
      >
        <ReadyCount
          count={ready.count}
          buildings={ready.buildings.length}
          fights={ready.fights.length}
        />
        {reason === null && ready.totals.length > 0 && (
          <SignedTotals
            totals={ready.totals}
            label="Claiming all moves your balances by"
            testIdPrefix="claim-total-"
            className={`${styles.totals} ${styles.more}`}
          />
        )}
        <ClaimActions
          reason={reason}
          onRetry={ready.reads.retry}
          transact={transact}
          onClaim={() => claim(ready.actions, ready.totals)}
          onReview={review && (() => setReviewing(true))}
          reviewing={reviewing}
        />
        <MoreToggle expanded={expanded} controls={moreId} onChange={setExpanded} />
        {reviewing && review !== undefined && known.balances !== undefined && (
          <RoundSummary
            round={review}
            orders={orders}
            onOrder={setOrder}
            balances={known.balances}
            disabled={transact.pending}
            onSign={() => claim(roundActions(account, review.plan), review.plan.totals)}
            onCancel={() => setReviewing(false)}
          />
        )}
        {battle.shown !== undefined && (
          <Suspense fallback={null}>
            <BattleReport key={battle.shown.id} shown={battle.shown} onClose={battle.dismiss} />
          </Suspense>
        )}
        <div id={moreId} className={styles.more}>
          <NotifyControl />
        </div>
        <ReportStatus report={report} onDismiss={dismiss} />
      </section>
      <FirstSteps account={account} />
    </>
  )
}

/** More / Less: on a phone, opens what the one-line bar leaves out (`controls`). */
function MoreToggle({
  expanded,
  controls,
  onChange,
}: {
  expanded: boolean
  controls: string
  onChange: (expanded: boolean) => void
}) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => onChange(!expanded)}
    >
      {expanded ? 'Less' : 'More'}
    </button>
  )
}
