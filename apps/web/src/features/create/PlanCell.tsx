import type { Ref } from 'react'
import styles from './Planner.module.css'
import type { PlanCellView } from './plan'

/**
 * One zone of the outcome strip: a button named by its figures (zone, marker, access, cost,
 * earnings per fight and per hour, `best zone`, and the notes a screen reader alone hears). A
 * zone that cannot be chosen stays focusable (`aria-disabled`) so its figures can be read; its
 * click does nothing.
 */
export function PlanCell({
  cell,
  ref,
  tabStop,
  pressed,
  inactive,
  onFocus,
  onChoose,
}: {
  cell: PlanCellView
  ref: Ref<HTMLButtonElement>
  /** The strip's one tab stop. */
  tabStop: boolean
  /** Its zone is the one chosen in the builder. */
  pressed: boolean
  inactive: boolean
  onFocus: () => void
  onChoose: (zoneId: number) => void
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.cell}
      tabIndex={tabStop ? 0 : -1}
      data-tone={cell.tone}
      data-best={cell.best || undefined}
      aria-pressed={pressed}
      aria-disabled={inactive || undefined}
      onFocus={onFocus}
      onClick={() => {
        if (!inactive) onChoose(cell.zoneId)
      }}
    >
      <span className={styles.cellHead}>
        <span className={styles.zoneId}>{cell.zoneId}</span>{' '}
        <span className={styles.zoneName}>{cell.name}</span>
        {cell.best && (
          <>
            <span className="visually-hidden">, </span>
            <span className={styles.bestBadge}>Best</span>
            <span className="visually-hidden"> zone</span>
          </>
        )}
      </span>
      <span className="visually-hidden">: </span>
      <span className={styles.status} data-testid="plan-marker">
        {cell.status}
      </span>
      <CellFigures cell={cell} />
    </button>
  )
}

/** The cell's access, cost and earnings, each after a comma a screen reader hears, and its notes. */
function CellFigures({ cell }: { cell: PlanCellView }) {
  return (
    <>
      {cell.access && (
        <span className={styles.access}>
          <span className="visually-hidden">, </span>
          {cell.access}
        </span>
      )}
      {cell.cost && (
        <span className={styles.figure}>
          <span className="visually-hidden">, cost </span>
          <span data-testid="plan-cost">{cell.cost}</span>
        </span>
      )}
      {cell.earnings && (
        <span className={styles.figure}>
          <span className="visually-hidden">, earnings </span>
          <span data-testid="plan-earnings">{cell.earnings}</span>
          <span className={styles.unit}> per fight</span>
        </span>
      )}
      {cell.perHour && (
        <span className={styles.figure}>
          <span className="visually-hidden">, </span>
          <span data-testid="plan-per-hour">{cell.perHour}</span>
          <span className={styles.unit}> per hour</span>
        </span>
      )}
      {cell.notes.length > 0 && <span className="visually-hidden">, {cell.notes.join(', ')}</span>}
    </>
  )
}
