import type { Pictures } from './avatars'
import type { ForceRow } from './boards'
import type { Grades } from './grades'
import { type RankedColumn, RankedTable } from './RankedTable'

const COLUMNS: readonly RankedColumn<ForceRow>[] = [
  { header: 'Division', cell: (row) => row.divID },
  { header: 'Power', cell: (row) => row.power, numeric: true },
]

/** The armed forces: rank, owner, division id and power (spec §2), the player's rows marked. */
export function ForcesTable({
  rows,
  labelledBy,
  pictures,
  grades,
}: {
  rows: readonly ForceRow[]
  labelledBy: string
  /** Each owner's avatar (`avatars.ts`) and commander rank (`grades.ts`). */
  pictures: Pictures
  grades: Grades
}) {
  return (
    <RankedTable
      rows={rows}
      labelledBy={labelledBy}
      ownerHeader="Owner"
      columns={COLUMNS}
      pictures={pictures}
      grades={grades}
      rowKey={(row) => row.divID}
    />
  )
}
