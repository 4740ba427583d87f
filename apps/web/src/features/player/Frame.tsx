import { PageTitle } from '../../ui/PageTitle'
import { PlayerIntro } from './Intro'
import styles from './Player.module.css'

/**
 * What the commander page (route.tsx) draws before its first read, for any commander: the frame
 * of the static HTML's `/player/:account` (src/prerender.tsx). It names nobody: the name's line is
 * held empty; the avatar's and the rank's places are the page's stylesheet's; its intro follows. Not part of the
 * client's bundle.
 */
export function PlayerFrame() {
  return (
    <div className={styles.page} data-player-page="" data-state="loading" aria-busy="true">
      <header className={styles.head}>
        <div className={styles.who}>
          <PageTitle>{'\u00a0'}</PageTitle>
        </div>
      </header>
      <PlayerIntro />
    </div>
  )
}
