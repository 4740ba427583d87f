import { Countdown } from '../../ui/Countdown'
import styles from './ClaimAll.module.css'
import type { ClaimReason } from './claimReason'
import { shortfallText } from './readyText'

/**
 * Why Claim all is disabled, in words. Collapsed on a phone, the bar shows only the countdown of
 * `Nothing is ready to claim yet; next in …`: the words around it (`long`, `words`) are of no
 * size there, and stay for a screen reader.
 */
export function ReasonText({ reason, onRetry }: { reason: ClaimReason; onRetry: () => void }) {
  switch (reason.kind) {
    case 'unread':
      return (
        <>
          What is ready could not be read.{' '}
          <button type="button" className={styles.link} onClick={onRetry}>
            Read again
          </button>
        </>
      )
    case 'checking':
      return 'Checking what is ready…'
    case 'pricing':
      return 'Reading what the claims pay…'
    case 'short':
      return shortfallText(reason.shortfalls)
    case 'nothing':
      if (reason.nextIn === undefined) {
        return <span className={styles.long}>Nothing is ready to claim.</span>
      }
      return (
        <>
          <span className={styles.long}>Nothing is ready to claim yet; </span>
          <span className={styles.words}>next in </span>
          <Countdown seconds={reason.nextIn} className={styles.countdown} />
          <span className={styles.words}>.</span>
        </>
      )
  }
}
