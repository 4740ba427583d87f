import { describe, expect, it } from 'vitest'
import { FLICK_PX, SWIPE_PX, swipeCloses } from './sheetDismiss'

describe('swiping the report away', () => {
  it('closes on a long drag down, or a short fast one; never on a drag up or a slow nudge', () => {
    expect(swipeCloses(SWIPE_PX, 2000)).toBe(true)
    expect(swipeCloses(FLICK_PX, 40)).toBe(true)
    expect(swipeCloses(FLICK_PX, 400)).toBe(false)
    expect(swipeCloses(FLICK_PX - 1, 1)).toBe(false)
    expect(swipeCloses(-200, 50)).toBe(false)
    expect(swipeCloses(SWIPE_PX - 1, 1000)).toBe(false)
  })
})
