import styles from './Hof.module.css'

/**
 * What the Hall of Fame shows, in a few words: the same for every visitor, so it is drawn in the
 * first paint's HTML (src/prerender.tsx) as well as by the screen, in the same place, before the
 * boards' source is known.
 */
export function HofIntro() {
  return (
    <p className={styles.intro}>
      Who leads the war, open to all: the officers with the most victories on objectives, the
      strongest armed forces, the best on each of the five objectives and this week’s leaders. Each
      name opens its commander’s page.
    </p>
  )
}
