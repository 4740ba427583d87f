import styles from './ErrorDetails.module.css'

/** The technical text of an error, one click away (a disclosure), rendered as text only. */
export function ErrorDetails({ message }: { message: string }) {
  if (message === '') return null
  return (
    <details className={styles.details}>
      <summary>Details</summary>
      <code>{message}</code>
    </details>
  )
}
