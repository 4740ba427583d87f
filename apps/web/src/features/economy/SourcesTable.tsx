import styles from './Economy.module.css'
import type { SourceView } from './economyView'

function Amounts({ list, missing }: { list: string[] | undefined; missing: string | undefined }) {
  if (list === undefined) return <span className={styles.muted}>{missing ?? 'Unknown'}</span>
  if (list.length === 0) return <span className={styles.muted}>None</span>
  return (
    <ul>
      {list.map((amount) => (
        <li key={amount}>{amount}</li>
      ))}
    </ul>
  )
}

function Rows({ sources }: { sources: readonly SourceView[] }) {
  return sources.map((source) => (
    <tr key={source.key} data-testid={source.key}>
      <th scope="row">
        <span className={styles.source}>{source.name}</span>
        <span className={styles.detail}>{source.detail}</span>
      </th>
      {source.produced === undefined && source.consumed === undefined ? (
        <td colSpan={2} className={styles.muted}>
          {source.missing ?? 'Unknown'}
        </td>
      ) : (
        <>
          <td className={styles.number} data-testid="produces">
            <Amounts list={source.produced} missing={source.missing} />
          </td>
          <td className={styles.number} data-testid="consumes">
            <Amounts list={source.consumed} missing={source.missing} />
          </td>
        </>
      )}
    </tr>
  ))
}

/**
 * Each staked building (its cycle with the tools, per hour) and each division with a zone (per
 * hour of fighting), the figures the token table sums.
 */
export function SourcesTable({
  buildings,
  divisions,
}: {
  buildings: readonly SourceView[]
  divisions: readonly SourceView[]
}) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Per hour, by building and division</caption>
      <thead>
        <tr>
          <th scope="col">Source</th>
          <th scope="col" className={styles.number}>
            Produces per hour
          </th>
          <th scope="col" className={styles.number}>
            Consumes per hour
          </th>
        </tr>
      </thead>
      {buildings.length > 0 && (
        <tbody>
          <tr>
            <th scope="rowgroup" colSpan={3}>
              Buildings
            </th>
          </tr>
          <Rows sources={buildings} />
        </tbody>
      )}
      {divisions.length > 0 && (
        <tbody>
          <tr>
            <th scope="rowgroup" colSpan={3}>
              Divisions, per hour of fighting
            </th>
          </tr>
          <Rows sources={divisions} />
        </tbody>
      )}
    </table>
  )
}
