import type { Pictures } from './avatars'
import type { PlayerRow } from './boards'
import type { Grades } from './grades'
import { type RankedColumn, RankedTable } from './RankedTable'

const COLUMNS: readonly RankedColumn<PlayerRow>[] = [
  { header: 'Victories', cell: (row) => row.victories, numeric: true },
]

/** An officers' or objective's top: rank, account and `N Victories`, the player's row marked. */
export function PlayersTable({
  rows,
  labelledBy,
  pictures,
  grades,
}: {
  rows: readonly PlayerRow[]
  labelledBy: string
  /** Each owner's avatar (`avatars.ts`) and commander rank (`grades.ts`). */
  pictures: Pictures
  grades: Grades
}) {
  return (
    <RankedTable
      rows={rows}
      labelledBy={labelledBy}
      ownerHeader="Account"
      columns={COLUMNS}
      pictures={pictures}
      grades={grades}
      rowKey={(row) => row.owner}
    />
  )
}
