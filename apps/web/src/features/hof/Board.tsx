import type { CSSProperties, ReactNode } from 'react'
import type { BoardState } from './boards'
import styles from './Hof.module.css'

/**
 * One board of the Hall of Fame: a section named by its heading, its state in `data-state`
 * (`loading`, `partial`, `complete`, `error`) and `aria-busy` while its rows may still change.
 * While loading it shows placeholder rows; a partial board says its rows are provisional.
 *
 * Its body is as high as a table of `rows` rows from the start (`--rows`, Hof.module.css), the
 * placeholders included, so nothing below the board moves when its rows arrive.
 */
export function Board({
  id,
  board,
  title,
  subtitle,
  picture,
  state,
  rows,
  children,
}: {
  id: string
  /** Names one of the seven boards in `data-board` (e.g. `forces`, `officers`, `bunker`). */
  board?: string
  title: string
  subtitle?: string | undefined
  /** A decorative picture above the heading (the objectives'). */
  picture?: string | undefined
  /** `unavailable`: what it shows cannot be read here (the week's board without an indexer). */
  state: BoardState | 'unavailable'
  /** The rows the board shows when full: its body's height from the start, placeholders included. */
  rows: number
  children: ReactNode
}) {
  return (
    <section
      className={styles.board}
      aria-labelledby={id}
      data-board={board}
      data-state={state}
      aria-busy={state === 'loading' || state === 'partial'}
    >
      {picture !== undefined && (
        <img className={styles.picture} src={picture} alt="" width={320} height={200} />
      )}
      <header className={styles.boardHeader}>
        <h2 id={id} className={styles.boardTitle}>
          {title}
        </h2>
        {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
        {state === 'partial' && <p className={styles.provisional}>Provisional</p>}
      </header>
      <div className={styles.body} style={{ '--rows': rows } as CSSProperties}>
        {state === 'loading' ? <BoardSkeleton /> : children}
      </div>
    </section>
  )
}

/** The placeholder rows: one shimmering block, cut into rows by its mask (Hof.module.css). */
function BoardSkeleton() {
  return <ol className={styles.skeleton} aria-label="Loading the board" />
}
