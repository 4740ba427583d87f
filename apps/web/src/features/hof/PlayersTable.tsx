import type { PlayerRow } from './boards'
import styles from './Hof.module.css'
import { You } from './You'

/** An officers' or objective's top: rank, account and `N Victories`, the player's row marked. */
export function PlayersTable({
  rows,
  labelledBy,
}: {
  rows: readonly PlayerRow[]
  labelledBy: string
}) {
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Account</th>
          <th scope="col" className={styles.number}>
            Victories
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.owner} data-own={row.own || undefined}>
            <td className={styles.rank}>{row.rank}</td>
            <td className={styles.owner}>
              {row.owner}
              {row.own && <You />}
            </td>
            <td className={styles.number}>{row.victories}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
