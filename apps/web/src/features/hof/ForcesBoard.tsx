import { type RankedDivision, TOP_DIVISIONS } from '@dov/game/hof'
import { memo } from 'react'
import { ErrorNotice } from '../../ui/ErrorNotice'
import type { Pictures } from './avatars'
import { Board } from './Board'
import { type BoardState, forceRows } from './boards'
import type { Grades } from './grades'
import styles from './Hof.module.css'
import { FORCES_TABLE, RankedTable } from './RankedTable'

const ID = 'hof-forces'

type ForcesBoardProps = Parameters<typeof ForcesBoardView>[0]

/**
 * The TOP 20 armed forces, from the divisions' scan: its own loading, error and Retry. Memoized:
 * while the owners' wins are read, the screen draws again a few times a second and this board's
 * rows have not changed. A new Retry alone does not draw it again: every render's refetches the
 * same reads.
 */
export const ForcesBoard = memo(ForcesBoardView, (previous, next) =>
  (Object.keys(next) as (keyof ForcesBoardProps)[]).every(
    (key) => key === 'retry' || Object.is(previous[key], next[key]),
  ),
)

function ForcesBoardView({
  state,
  ranked,
  truncated,
  error,
  retry,
  account,
  own,
  pictures,
  grades,
}: {
  state: BoardState
  ranked: readonly RankedDivision[]
  truncated: boolean
  error: Error | null
  retry: () => void
  account: string | null
  /** The player's divisions ranked among all, shown after the top where they are not in it. */
  own?: readonly RankedDivision[] | undefined
  /** Each owner's avatar (`avatars.ts`) and commander rank (`grades.ts`). */
  pictures: Pictures
  grades: Grades
}) {
  return (
    <Board
      id={ID}
      board="forces"
      title="TOP 20 Armed forces (ranked by the strength of the military divisions)"
      state={state}
      rows={TOP_DIVISIONS}
    >
      {state === 'error' ? (
        <ErrorNotice title="The divisions could not be read." error={error} onRetry={retry} />
      ) : ranked.length === 0 ? (
        <p className={styles.empty}>No divisions yet.</p>
      ) : (
        <>
          <RankedTable
            {...FORCES_TABLE}
            rows={forceRows(ranked, account, own)}
            labelledBy={ID}
            pictures={pictures}
            grades={grades}
          />
          {truncated && (
            <p className={styles.note}>Only the first 100,000 divisions or cards could be read.</p>
          )}
        </>
      )}
    </Board>
  )
}
