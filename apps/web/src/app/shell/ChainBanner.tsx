import { Button } from '../../ui/Button'
import { ErrorDetails } from '../../ui/ErrorDetails'
import styles from './ChainBanner.module.css'

/**
 * Tells the player the chain cannot be reached (no endpoint answered `get_info`), which endpoint
 * said what, and offers Retry: never a silent logout or zeros that look true.
 */
export function ChainBanner({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className={styles.banner} role="alert">
      <p className={styles.text}>
        <strong>The game's chain cannot be reached right now.</strong> Balances and assets may be
        out of date until it answers again.
      </p>
      <div className={styles.details}>
        <ErrorDetails message={error.message} />
      </div>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  )
}
