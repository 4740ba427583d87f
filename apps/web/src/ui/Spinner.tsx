import styles from './Spinner.module.css'

/** An indeterminate loading indicator, announced by its label. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className={styles.spinner} role="progressbar" aria-label={label} />
}
