import type { ForceRow } from './boards'
import styles from './Hof.module.css'
import { You } from './You'

/** The armed forces: rank, owner, division id and power (spec §2), the player's rows marked. */
export function ForcesTable({
  rows,
  labelledBy,
}: {
  rows: readonly ForceRow[]
  labelledBy: string
}) {
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Owner</th>
          <th scope="col">Division</th>
          <th scope="col" className={styles.number}>
            Power
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.divID} data-own={row.own || undefined}>
            <td className={styles.rank}>{row.rank}</td>
            <td className={styles.owner}>
              {row.owner}
              {row.own && <You />}
            </td>
            <td>{row.divID}</td>
            <td className={styles.number}>{row.power}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
