import { useChainNow } from '../../chain/read/chainTime'
import { freshness } from '../../chain/read/indexer/freshness'
import type { IndexedHof } from '../../chain/read/indexer/hof'
import styles from './Hof.module.css'

/**
 * How fresh the indexer's boards are (`As of block 1,234, 3 s ago`), counted on the chain's clock.
 * A component of its own: its clock ticks every second, and only this line draws again.
 */
export function Freshness({ hof }: { hof: IndexedHof }) {
  const now = useChainNow()
  return (
    <p className={styles.freshness}>
      {freshness(hof, now * 1000)}
      {hof.catchingUp && ' (the indexer is catching up with the chain)'}
    </p>
  )
}
