import { useId } from 'react'
import type { Transact } from '../../chain/wallet/transaction'
import { Button } from '../../ui/Button'
import styles from './ClaimAll.module.css'
import type { ClaimReason } from './claimReason'
import { ReasonText } from './ReasonText'

/**
 * The bar's buttons: Claim all, described by the reason it is disabled when there is one, and
 * Claim and fight again when the round can be reviewed (`onReview`; opened: `reviewing`). Busy
 * while the panel's claims are in flight, disabled while any transaction is.
 */
export function ClaimActions({
  reason,
  onRetry,
  transact: { pending, isPending },
  onClaim,
  onReview,
  reviewing,
}: {
  reason: ClaimReason | null
  /** Reads again what is ready, after a failed read. */
  onRetry: () => void
  transact: Pick<Transact, 'pending' | 'isPending'>
  onClaim: () => void
  /** Opens the round's summary; undefined: no round to offer. */
  onReview: (() => void) | undefined
  reviewing: boolean
}) {
  const reasonId = useId()
  const busy = isPending('claimmch') || isPending('claimfight')
  return (
    <>
      <Button
        className={styles.action}
        busy={busy}
        disabled={pending || reason !== null}
        aria-describedby={reason === null ? undefined : reasonId}
        onClick={onClaim}
      >
        Claim all
      </Button>
      {onReview !== undefined && (
        <Button
          className={`${styles.action} ${styles.more}`}
          busy={busy || isPending('startfight')}
          disabled={pending || reviewing}
          onClick={onReview}
        >
          Claim and fight again
        </Button>
      )}
      {reason !== null && (
        <p id={reasonId} className={styles.reason}>
          <ReasonText reason={reason} onRetry={onRetry} />
        </p>
      )}
    </>
  )
}
