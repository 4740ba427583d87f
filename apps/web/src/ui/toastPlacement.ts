/** A box on the screen, in CSS pixels from the viewport's top left. */
export type Box = { left: number; top: number; right: number; bottom: number }

/**
 * Where the toasts' column goes: its top edge, in px from the viewport's top, or `undefined` for
 * its usual place at the bottom. The column keeps clear of `avoid` (the control just used, the
 * countdowns on screen): the bottom when nothing there is in the way, else the lowest place just
 * above or below something to avoid where it covers nothing, between `minTop` (under the header)
 * and the bottom; where every place covers something, the one that covers least.
 */
export function toastTop({
  column,
  avoid,
  viewportHeight,
  minTop,
  gap,
}: {
  /** The column where it is now: its width and height are what matter. */
  column: Box
  avoid: readonly Box[]
  viewportHeight: number
  minTop: number
  gap: number
}): number | undefined {
  const height = column.bottom - column.top
  const bottom = viewportHeight - gap - height
  const inColumn = avoid.filter((box) => box.right > column.left && box.left < column.right)
  const covered = (top: number) =>
    inColumn.reduce((sum, box) => {
      const overlap = Math.min(box.bottom, top + height) - Math.max(box.top, top)
      return (
        sum +
        Math.max(0, overlap) * (Math.min(box.right, column.right) - Math.max(box.left, column.left))
      )
    }, 0)
  const places = [
    bottom,
    ...inColumn.flatMap((box) => [box.top - gap - height, box.bottom + gap]),
    minTop,
  ].filter((top) => top >= minTop && top <= bottom)
  // Lowest first: the usual place is the bottom.
  places.sort((a, b) => b - a)
  const best =
    places.find((top) => covered(top) === 0) ??
    places.reduce((a, b) => (covered(b) < covered(a) ? b : a), bottom)
  return best === bottom ? undefined : best
}
