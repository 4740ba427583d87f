import { TOP_WEEK } from '@dov/game/week'
import type { Pictures } from './avatars'
import { Board } from './Board'
import type { WeekData } from './boardData'
import { playerRows } from './boards'
import type { Grades } from './grades'
import styles from './Hof.module.css'
import { PLAYERS_TABLE, RankedTable } from './RankedTable'

const ID = 'hof-week'

/**
 * "This week": the victories claimed since Monday 00:00 UTC, per player (the indexer's, which
 * keeps the claims). Without the indexer (`week` undefined) it says why it cannot be shown,
 * never an empty board that would look true.
 */
export function WeekBoard({
  week,
  reason,
  account,
  pictures,
  grades,
}: {
  week: WeekData | undefined
  /** Why there is no week's board, when there is none. */
  reason: string
  account: string | null
  pictures: Pictures
  grades: Grades
}) {
  const start = week?.start
  return (
    <Board
      id={ID}
      title="This week"
      {...(start !== undefined
        ? {
            subtitle: `Victories claimed since Monday ${new Date(start).toISOString().slice(0, 10)}, 00:00 UTC`,
          }
        : {})}
      state={week?.state ?? 'unavailable'}
      rows={week ? TOP_WEEK : 0}
    >
      {week === undefined ? (
        <p className={styles.note}>{reason}</p>
      ) : week.ranked.length === 0 ? (
        <p className={styles.empty}>No victory claimed this week yet.</p>
      ) : (
        <RankedTable
          {...PLAYERS_TABLE}
          rows={playerRows(week.ranked, account)}
          labelledBy={ID}
          pictures={pictures}
          grades={grades}
        />
      )}
    </Board>
  )
}
