import { type PlayerWinsReads, usePlayerWinsRead } from '../../chain/read/game/playerWins'
import { Button } from '../../ui/Button'
import { ErrorNotice } from '../../ui/ErrorNotice'
import { playersText, progressText } from './boards'
import styles from './Hof.module.css'

/** Failed owners named in the notice; the rest are counted. */
const NAMED = 5

/**
 * How far the per-owner reads are (`412 of 1,100 players read`), which owners could not be read
 * (named, with Retry: the boards leave them out meanwhile), or why the players could not be listed.
 * Only the end of the reads is announced (`role="status"`), not every step. The count comes from
 * `reads` here: an answer draws this line again, not the screen that holds the reads.
 */
export function ReadProgress({
  owners,
  error,
  retry,
  truncated,
  total,
  reads,
  failed,
  done,
  retryFailed,
}: {
  owners: 'ready' | 'loading' | 'error'
  error: Error | null
  retry: () => void
  truncated: boolean
  total: number
  reads: PlayerWinsReads
  failed: readonly string[]
  done: boolean
  retryFailed: () => void
}) {
  const read = usePlayerWinsRead(reads)
  if (owners === 'error') {
    return <ErrorNotice title="The players could not be listed." error={error} onRetry={retry} />
  }
  const reading = owners === 'loading' || !done
  return (
    <div className={styles.progress}>
      {reading && (
        <div className={styles.reading}>
          {owners === 'loading' ? (
            <>
              <progress className={styles.bar} aria-label="Players read" />
              <span>Listing the players…</span>
            </>
          ) : (
            <>
              <progress
                className={styles.bar}
                aria-label="Players read"
                aria-valuetext={progressText(read, total)}
                value={read}
                max={Math.max(total, 1)}
              />
              <span data-testid="players-read">{progressText(read, total)}</span>
            </>
          )}
        </div>
      )}
      <div role="status" className={styles.done}>
        {!reading && failed.length === 0 && <p>{playersText(total)} read</p>}
        {!reading && failed.length > 0 && (
          <div className={styles.failed}>
            <p>{progressText(read, total)}.</p>
            <p>
              Could not be read: {failed.slice(0, NAMED).join(', ')}
              {failed.length > NAMED ? ` and ${playersText(failed.length - NAMED)} more` : ''}. The
              boards leave out the players not read.
            </p>
            <Button variant="secondary" onClick={retryFailed}>
              Retry
            </Button>
          </div>
        )}
      </div>
      {truncated && <p className={styles.note}>Only the first 100,000 players could be listed.</p>}
    </div>
  )
}
