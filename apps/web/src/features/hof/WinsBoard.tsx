import type { RankedPlayer } from '@dov/game/hof'
import { memo } from 'react'
import type { Pictures } from './avatars'
import { Board } from './Board'
import { type BoardState, playerRows, sameRanking } from './boards'
import type { Grades } from './grades'
import styles from './Hof.module.css'
import { PLAYERS_TABLE, RankedTable } from './RankedTable'

/**
 * A top of accounts by victories (the officers', or one objective's), filled in as the owners'
 * wins arrive. Its empty and failed states say so in words; the reason of a failure and its Retry
 * are shown once, above the boards (`ReadProgress`). Memoized: while owners are read, a board
 * whose rows did not change is not rendered again.
 */
export const WinsBoard = memo(WinsBoardView, (previous, next) =>
  (Object.keys(next) as (keyof WinsBoardProps)[]).every((key) =>
    key === 'ranked'
      ? sameRanking(previous.ranked, next.ranked)
      : Object.is(previous[key], next[key]),
  ),
)

type WinsBoardProps = {
  id: string
  board: string
  title: string
  subtitle?: string
  picture?: string
  state: BoardState
  ranked: readonly RankedPlayer[]
  account: string | null
  /** The player's own rank on this board among everyone, shown after the top if it is not in it. */
  own?: RankedPlayer | null | undefined
  size: number
  /** Each owner's avatar (`avatars.ts`); the same map while the pictures are the same. */
  pictures: Pictures
  /** Each owner's commander rank (`grades.ts`); the same map while the ranks are the same. */
  grades: Grades
}

function WinsBoardView({ ranked, account, own, size, pictures, grades, ...board }: WinsBoardProps) {
  // `board`: the board's own props (id, name, title, subtitle, picture, state), given as they are.
  const { id, state } = board
  return (
    <Board {...board} rows={size}>
      {state === 'error' ? (
        <p className={styles.empty}>Victories could not be read.</p>
      ) : ranked.length === 0 ? (
        <p className={styles.empty}>
          {state === 'complete' ? 'No victories yet.' : 'No victories read yet.'}
        </p>
      ) : (
        <RankedTable
          {...PLAYERS_TABLE}
          rows={playerRows(ranked, account, own ?? null)}
          labelledBy={id}
          pictures={pictures}
          grades={grades}
        />
      )}
    </Board>
  )
}
