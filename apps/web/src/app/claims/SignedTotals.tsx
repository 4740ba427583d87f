import { type Amount, displaySignedAmount } from '@dov/game/amount'
import styles from './ClaimAll.module.css'

/**
 * The net each token moves by, signed, each with its token's mark (`data-token`) and a test id
 * `<testIdPrefix><SYMBOL>`: what Claim all moves, and what the round moves.
 */
export function SignedTotals({
  totals,
  label,
  testIdPrefix,
  className = styles.totals,
}: {
  totals: readonly Amount[]
  label: string
  testIdPrefix: string
  className?: string | undefined
}) {
  return (
    <ul className={className} aria-label={label}>
      {totals.map((total) => (
        <li
          key={total.symbol}
          data-testid={`${testIdPrefix}${total.symbol}`}
          data-token={total.symbol}
        >
          {displaySignedAmount(total)}
        </li>
      ))}
    </ul>
  )
}
