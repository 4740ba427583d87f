import { paginate } from '@dov/game/pagination'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Pagination } from '../../ui/Pagination'
import styles from './MachineStaking.module.css'
import { allState, chosen, toggled, toggledAll } from './selection'

/** Rows a page in the machine staking lists. */
export const MACHINE_PAGE_SIZE = 8

export type MachineRow = { id: string; label: string; content: ReactNode }

/**
 * A list of building assets with a checkbox each and a select-all box; `actions` gets the ids
 * selected among the rows (filtered rows that are not shown are never sent) and a way to clear.
 */
export function MachineList({
  title,
  rows,
  empty,
  actions,
}: {
  title: string
  rows: readonly MachineRow[]
  empty: string
  actions: (selectedIds: string[], clear: () => void) => ReactNode
}) {
  const headingId = useId()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [page, setPage] = useState(1)
  const ids = rows.map((row) => row.id)
  const shown = paginate(rows, page, MACHINE_PAGE_SIZE)
  const all = allState(selected, ids)
  const allBox = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (allBox.current !== null) allBox.current.indeterminate = all === 'some'
  }, [all])
  const chosenIds = chosen(selected, ids)

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <header className={styles.listHeader}>
        <h2 id={headingId} className={styles.listTitle}>
          {title}
        </h2>
        {rows.length > 0 && (
          <label className={styles.selectAll}>
            <input
              ref={allBox}
              type="checkbox"
              checked={all === 'all'}
              onChange={() => setSelected(toggledAll(selected, ids))}
            />
            Select all
          </label>
        )}
      </header>
      {rows.length === 0 ? (
        <p className={styles.none}>{empty}</p>
      ) : (
        <ul className={styles.rows}>
          {shown.items.map((row) => (
            <li
              key={row.id}
              className={styles.row}
              data-selected={selected.has(row.id) || undefined}
            >
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={selected.has(row.id)}
                  onChange={() => setSelected(toggled(selected, row.id))}
                />
                <span className="visually-hidden">Select {row.label}</span>
              </label>
              {row.content}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={setPage}
        label={`${title} pages`}
      />
      <div className={styles.listActions}>{actions(chosenIds, () => setSelected(new Set()))}</div>
    </section>
  )
}
