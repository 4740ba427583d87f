import styles from './Economy.module.css'
import type { TokenView } from './economyView'

/** Every token's figures per hour: the chart's numbers, exactly, for everyone. */
export function TokenTable({ tokens }: { tokens: readonly TokenView[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Tokens per hour</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col" className={styles.number}>
            Produced
          </th>
          <th scope="col" className={styles.number}>
            Consumed
          </th>
          <th scope="col" className={styles.number}>
            Net
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.symbol} data-testid={`token-${token.symbol}`}>
            <th scope="row" data-token={token.symbol}>
              {token.symbol}
            </th>
            <td className={styles.number} data-testid="produced">
              {token.produced}
            </td>
            <td className={styles.number} data-testid="consumed">
              {token.consumed}
            </td>
            <td className={styles.number} data-testid="net" data-sign={token.sign}>
              {token.net}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
