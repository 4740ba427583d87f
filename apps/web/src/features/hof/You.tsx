import styles from './Hof.module.css'

/** Marks the logged-in player's row in words, not by colour alone. */
export function You() {
  return (
    <>
      {' '}
      <span className={styles.you}>You</span>
    </>
  )
}
