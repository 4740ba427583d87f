import { Button } from '../../ui/Button'
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
      <details className={styles.details}>
        <summary>Details</summary>
        <code>{error.message}</code>
      </details>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  )
}
