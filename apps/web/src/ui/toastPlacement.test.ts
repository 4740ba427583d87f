import { describe, expect, it } from 'vitest'
import { type Box, toastTop } from './toastPlacement'

/** A 375 × 812 phone, a 100 px tall column of toasts across it, a 70 px header. */
const phone = { viewportHeight: 812, minTop: 78, gap: 16 }
const column: Box = { left: 16, top: 696, right: 359, bottom: 796 }
const row = (top: number, bottom: number, left = 29, right = 346): Box => ({
  left,
  top,
  right,
  bottom,
})

describe('toastTop', () => {
  it('keeps the toasts at the bottom when nothing there is to avoid', () => {
    expect(toastTop({ ...phone, column, avoid: [row(300, 344)] })).toBeUndefined()
    expect(toastTop({ ...phone, column, avoid: [] })).toBeUndefined()
  })

  it('ignores what is beside the column, not under it', () => {
    const desktop = { left: 1040, top: 780, right: 1424, bottom: 884 }
    expect(
      toastTop({
        viewportHeight: 900,
        minTop: 64,
        gap: 16,
        column: desktop,
        avoid: [row(800, 844, 300, 600)],
      }),
    ).toBeUndefined()
  })

  it('moves just above a countdown at the bottom, the lowest place that covers nothing', () => {
    expect(toastTop({ ...phone, column, avoid: [row(740, 784)] })).toBe(740 - 16 - 100)
  })

  it('goes just below what is in the way when the room above it is taken', () => {
    // A countdown near the top, the control just used under the bottom place: the room between.
    expect(toastTop({ ...phone, column, avoid: [row(100, 400), row(520, 760)] })).toBe(416)
  })

  it('covers as little as it can when every place covers something', () => {
    // Only 20 px are free between the two: just under the upper one covers least (96 px rows).
    expect(toastTop({ ...phone, column, avoid: [row(78, 480), row(500, 812)] })).toBe(496)
  })
})
