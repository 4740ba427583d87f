import type { ReactNode } from 'react'
import type { BoardState } from './boards'
import styles from './Hof.module.css'

/**
 * One board of the Hall of Fame: a section named by its heading, its state in `data-state`
 * (`loading`, `partial`, `complete`, `error`) and `aria-busy` while its rows may still change.
 * While loading it shows placeholder rows; a partial board says its rows are provisional.
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
  subtitle?: string
  /** A decorative picture above the heading (the objectives'). */
  picture?: string
  /** `unavailable`: what it shows cannot be read here (the week's board without an indexer). */
  state: BoardState | 'unavailable'
  /** Placeholder rows while loading. */
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
      {state === 'loading' ? <BoardSkeleton rows={rows} /> : children}
    </section>
  )
}

function BoardSkeleton({ rows }: { rows: number }) {
  return (
    <ol className={styles.skeleton} aria-label="Loading the board">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <li key={index} className={styles.skeletonRow} />
      ))}
    </ol>
  )
}
