import { type Amount, displayAmount } from '@dov/game/amount'
import styles from './Buildings.module.css'

/** Token amounts with their symbol (4 decimals, grouped thousands), one a line; "-" for none. */
export function Amounts({ amounts }: { amounts: readonly Amount[] }) {
  if (amounts.length === 0) return <span>-</span>
  return (
    <>
      {amounts.map((amount) => (
        <span key={amount.symbol} className={styles.amount} data-token={amount.symbol}>
          {displayAmount(amount)}
        </span>
      ))}
    </>
  )
}
