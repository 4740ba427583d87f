/**
 * The cell a key moves the outcome strip's focus to (a toolbar: one tab stop, the arrow keys move
 * between cells and wrap, Home and End go to the first and the last); undefined for any other key,
 * which the strip leaves alone. `current` is the cell that holds the tab stop, of `count` cells.
 */
export function stripMove(key: string, current: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: current + 1,
    ArrowDown: current + 1,
    ArrowLeft: current - 1,
    ArrowUp: current - 1,
    Home: 0,
    End: count - 1,
  }
  const next = moves[key]
  return next === undefined ? undefined : (next + count) % count
}

/**
 * The cell that holds the strip's tab stop: the one focused last (`focused`), else the chosen
 * zone's, else the first; never past the last cell (the strip may have fewer cells than before).
 */
export function stripTabStop(
  cells: readonly { zoneId: number }[],
  chosen: number | undefined,
  focused: number | undefined,
): number {
  const start = Math.max(
    0,
    cells.findIndex((cell) => cell.zoneId === chosen),
  )
  return Math.min(focused ?? start, cells.length - 1)
}
