import { type Amount, formatAsset } from '@dov/game/amount'
import styles from './Buildings.module.css'

/** Token amounts as the chain writes them (4 decimals), one a line; "-" for none. */
export function Amounts({ amounts }: { amounts: readonly Amount[] }) {
  if (amounts.length === 0) return <span>-</span>
  return (
    <>
      {amounts.map((amount) => (
        <span key={amount.symbol} className={styles.amount}>
          {formatAsset(amount)}
        </span>
      ))}
    </>
  )
}
