import { Fragment, lazy, type ReactNode, Suspense } from 'react'
import { Link } from 'react-router'
import { playerPath } from '../../paths'
import { AvatarPicture } from '../../widgets/AvatarPicture'
import type { Pictures } from './avatars'
import type { ForceRow, PlayerRow } from './boards'
import type { Grades } from './grades'
import styles from './Hof.module.css'
import { You } from './You'

/** A rank's words: a chunk of its own (`widgets/RankText`); without it, no rank is shown. */
const RankText = lazy(() => import('../../widgets/RankText').catch(() => ({ default: () => '' })))

/** A column of a board after its rank and owner: its header, its cell, numbers to the right. */
export type RankedColumn<R> = { header: string; cell: (row: R) => ReactNode; numeric?: boolean }

type RankedRow = { rank: number; owner: string; own: boolean; beyond?: boolean }

/** What sets one board's table apart: its owner column's header, its own columns, each row's key. */
type TableKind<R> = {
  ownerHeader: string
  columns: readonly RankedColumn<R>[]
  rowKey: (row: R) => string | number
}

/** The armed forces: rank, owner, division id and power (spec §2). */
export const FORCES_TABLE: TableKind<ForceRow> = {
  ownerHeader: 'Owner',
  columns: [
    { header: 'Division', cell: (row) => row.divID },
    { header: 'Power', cell: (row) => row.power, numeric: true },
  ],
  rowKey: (row) => row.divID,
}

/** An officers' or objective's top: rank, account and `N Victories`. */
export const PLAYERS_TABLE: TableKind<PlayerRow> = {
  ownerHeader: 'Account',
  columns: [{ header: 'Victories', cell: (row) => row.victories, numeric: true }],
  rowKey: (row) => row.owner,
}

/**
 * A board's table: rank, owner (named `ownerHeader`) and the board's own columns, the player's
 * rows marked (`data-own` and "You"). The armed forces' and the victories' tops alike, each given
 * by its kind (`{...FORCES_TABLE}`, `{...PLAYERS_TABLE}`). Rows from
 * beyond the top (the player's own, ranked among everyone) follow a line that says so. Each owner
 * is their avatar and their name, a link to their commander page, then their commander rank.
 */
export function RankedTable<R extends RankedRow>({
  rows,
  labelledBy,
  ownerHeader,
  columns,
  rowKey,
  pictures,
  grades,
}: TableKind<R> & {
  rows: readonly R[]
  labelledBy: string
  /** Each owner's avatar (`avatars.ts`). */
  pictures: Pictures
  /** Each owner's commander rank (`grades.ts`). */
  grades: Grades
}) {
  const numeric = (column: RankedColumn<R>) => (column.numeric ? styles.number : undefined)
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">{ownerHeader}</th>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={numeric(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => [
          row.beyond && !rows[index - 1]?.beyond && (
            <tr key="beyond" className={styles.beyond}>
              <td colSpan={columns.length + 2}>Your place beyond the top</td>
            </tr>
          ),
          <tr key={rowKey(row)} data-own={row.own || undefined}>
            <td className={styles.rank}>{row.rank}</td>
            <td className={styles.owner}>
              <Owner
                owner={row.owner}
                picture={pictures.get(row.owner)}
                grade={grades.get(row.owner)}
                own={row.own}
              />
            </td>
            {columns.map((column) => (
              <td key={column.header} className={numeric(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>,
        ])}
      </tbody>
    </table>
  )
}

/**
 * An owner: a link to their commander page holding their avatar (decorative, `alt=""`: the name
 * beside it says who) and their name, so the link's name is the account's; then their rank, and
 * "You" on the player's own rows, after the link. The whole of it is the target, 44 px high.
 */
function Owner({
  owner,
  picture,
  grade,
  own,
}: {
  owner: string
  picture?: string | undefined
  /** Their victories on objectives, for their commander rank (none: not known). */
  grade?: number | undefined
  own: boolean
}) {
  return (
    <>
      <Link to={playerPath(owner)} className={styles.name}>
        <AvatarPicture hash={picture} alt="" size={28} className={styles.avatar} lazy />
        <span>{breakable(owner)}</span>
      </Link>
      {grade !== undefined && (
        <Suspense fallback={null}>
          {' '}
          <span className={styles.grade} data-grade="">
            <RankText victories={grade} />
          </span>
        </Suspense>
      )}
      {own && <You />}
    </>
  )
}

/**
 * An account name that may wrap after its dots (`army.` / `vatutin`) on a narrow board, rather than
 * widen it or break inside a word; its text is unchanged.
 */
function breakable(name: string): ReactNode {
  const parts = name.split('.')
  return parts.map((part, index) =>
    index < parts.length - 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, never reordered
      <Fragment key={index}>
        {part}.<wbr />
      </Fragment>
    ) : (
      part
    ),
  )
}
