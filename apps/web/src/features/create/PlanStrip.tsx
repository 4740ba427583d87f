import { type KeyboardEvent, useRef, useState } from 'react'
import styles from './Planner.module.css'
import type { PlanCellView } from './plan'

/**
 * The outcome strip: one small cell per zone, 1 to 20, wrapping on a phone. Each cell is a button
 * named by its figures (zone, marker, cost, earnings, what is missing, `best zone`); choosing one
 * chooses its zone in the builder. One tab stop: the arrow keys, Home and End move between cells
 * (a toolbar); a zone that cannot be chosen stays focusable (`aria-disabled`) so its figures can
 * be read.
 */
export function PlanStrip({
  cells,
  chosen,
  disabled,
  onChoose,
}: {
  cells: readonly PlanCellView[]
  chosen: number | undefined
  disabled: boolean
  onChoose: (zoneId: number) => void
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const start = Math.max(
    0,
    cells.findIndex((cell) => cell.zoneId === chosen),
  )
  const [focus, setFocus] = useState<number | undefined>(undefined)
  const current = Math.min(focus ?? start, cells.length - 1)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: cells.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = (next + cells.length) % cells.length
    setFocus(index)
    buttons.current[index]?.focus()
  }

  return (
    <div
      role="toolbar"
      aria-label="Outcome in each zone"
      className={styles.strip}
      onKeyDown={onKeyDown}
    >
      {cells.map((cell, index) => {
        const inactive = disabled || !cell.selectable
        return (
          <button
            key={cell.zoneId}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            className={styles.cell}
            tabIndex={index === current ? 0 : -1}
            data-tone={cell.tone}
            data-best={cell.best || undefined}
            aria-pressed={cell.zoneId === chosen}
            aria-disabled={inactive || undefined}
            onFocus={() => setFocus(index)}
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
            {cell.notes.length > 0 && (
              <span className="visually-hidden">, {cell.notes.join(', ')}</span>
            )}
          </button>
        )
      })}
    </div>
  )
}
