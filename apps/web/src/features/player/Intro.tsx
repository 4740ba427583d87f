import styles from './Player.module.css'

/**
 * What a commander's page shows, in a few words: the same for every commander, so it is drawn in
 * the first paint's HTML (Frame.tsx) as well as by the page, in the same place.
 */
export function PlayerIntro() {
  return (
    <p className={styles.intro}>
      A commander’s divisions, their victories on every board of the Hall of Fame and their latest
      ones.
    </p>
  )
}
