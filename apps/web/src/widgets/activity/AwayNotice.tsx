import { tokenIn } from '@dov/game/amount'
import { formatExactDuration } from '@dov/game/time'
import type { ReactNode } from 'react'
import { Button } from '../../ui/Button'
import styles from './Activity.module.css'
import { type AwaySummary, awayFacts } from './away'
import { BALANCE_LABELS } from './describe'

/**
 * "While you were away": how long, what finished (one line per fact, `awayFacts`), what the
 * actions since then moved per token;
 * `compact` on the Buildings screen (one paragraph, a link to the activity), in full on
 * /activity. Dismiss forgets the absence (the summary does not show again on this visit).
 */
export function AwayNotice({
  summary,
  onDismiss,
  compact = false,
  more,
}: {
  summary: AwaySummary
  onDismiss: () => void
  compact?: boolean
  /** The link to the whole activity, on the compact notice. */
  more?: ReactNode
}) {
  const facts = awayFacts(summary)
  // The absence to the minute below (it is at least half an hour): "4 h 12 min".
  const gap = summary.now - summary.since
  return (
    <section
      className={styles.away}
      aria-label="While you were away"
      data-compact={compact || undefined}
    >
      <p className={styles.awayTitle}>
        While you were away ({formatExactDuration(gap - (gap % 60))})
      </p>
      <ul>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {summary.earned.length > 0 && (
        <p data-testid="away-earned">
          Moved:{' '}
          {summary.earned.map((effect, i) => (
            <span key={`${effect.balance} ${effect.text}`}>
              {i > 0 && ', '}
              <span data-token={tokenIn(effect.text)}>{effect.text}</span>{' '}
              {BALANCE_LABELS[effect.balance]}
            </span>
          ))}
          {summary.someUnknown && ' (some amounts are not known from this history)'}
        </p>
      )}
      <div className={styles.awayActions}>
        {more}
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  )
}
