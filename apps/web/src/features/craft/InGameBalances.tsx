import { formatTokenUnits, TOKENS } from '@dov/game/amount'
import { balanceUnits } from '@dov/game/balances'
import type { BalanceRow } from '@dov/game/rows'
import styles from './Craft.module.css'

/**
 * The in-game balances crafting pays from, with the 4 decimals of the costs, so the player sees
 * before signing whether they cover a craft (the header shows 2).
 */
export function InGameBalances({ balances }: { balances: readonly BalanceRow[] }) {
  return (
    <section className={styles.balances} aria-labelledby="craft-balances">
      <h2 id="craft-balances" className={styles.balancesTitle}>
        In-game balances
      </h2>
      <dl className={styles.balanceList}>
        {TOKENS.map((token) => (
          <div key={token} className={styles.balance}>
            <dt data-token={token}>{token}</dt>
            <dd data-testid={`in-game-${token}`}>
              {formatTokenUnits(balanceUnits(balances, token))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
