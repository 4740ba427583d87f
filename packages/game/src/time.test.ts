import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCountdown, formatDuration, splitDuration } from './time'

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

describe('formatDuration', () => {
  it('reads as players say it', () => {
    expect(formatDuration(1200)).toBe('20 min')
    expect(formatDuration(9000)).toBe('2 h 30 min')
    expect(formatDuration(3600)).toBe('1 h')
    expect(formatDuration(45)).toBe('45 s')
    expect(formatDuration(0)).toBe('0 min')
    expect(formatDuration(90_059)).toBe('25 h')
  })

  it('is never longer than the duration, and within a minute of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 10_000_000 }), (seconds) => {
        const match = /^(?:(\d+) h)? ?(?:(\d+) min)?$/.exec(formatDuration(seconds))
        expect(match).not.toBeNull()
        const shown = Number(match?.[1] ?? 0) * 3600 + Number(match?.[2] ?? 0) * 60
        expect(shown).toBeLessThanOrEqual(seconds)
        expect(seconds - shown).toBeLessThan(60)
      }),
    )
  })
})
