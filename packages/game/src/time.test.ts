import { describe, expect, it } from 'vitest'
import { formatCountdown, splitDuration } from './time'

describe('splitDuration', () => {
  it('3725 s = 1 × 3600 + 2 × 60 + 5', () => {
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 })
  })
  it('hours are not capped: 90,000 s = 25 h', () => {
    expect(splitDuration(90_000)).toEqual({ hours: 25, minutes: 0, seconds: 0 })
  })
  it('negative → 0', () => {
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 })
  })
  it('formatCountdown: 3725 → "01:02:05"; 360,000 → "100:00:00"', () => {
    expect(formatCountdown(3725)).toBe('01:02:05')
    expect(formatCountdown(360_000)).toBe('100:00:00')
  })
})
