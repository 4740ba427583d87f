import { type KeyboardEvent, useRef, useState } from 'react'
import { PlanCell } from './PlanCell'
import styles from './Planner.module.css'
import type { PlanCellView } from './plan'
import { stripMove, stripTabStop } from './stripKeys'

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
  const [focus, setFocus] = useState<number | undefined>(undefined)
  const current = stripTabStop(cells, chosen, focus)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = stripMove(event.key, current, cells.length)
    if (index === undefined) return
    event.preventDefault()
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
      {cells.map((cell, index) => (
        <PlanCell
          key={cell.zoneId}
          cell={cell}
          ref={(element) => {
            buttons.current[index] = element
          }}
          tabStop={index === current}
          pressed={cell.zoneId === chosen}
          inactive={disabled || !cell.selectable}
          onFocus={() => setFocus(index)}
          onChoose={onChoose}
        />
      ))}
    </div>
  )
}
