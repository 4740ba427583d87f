import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCountdown, formatExactDuration, splitDuration } from './time'

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

describe('formatExactDuration', () => {
  it('keeps every unit, the seconds too', () => {
    expect([450, 45, 600, 675, 3600, 3630, 4530, 9000, 90_000, 0].map(formatExactDuration)).toEqual(
      [
        '7 min 30 s',
        '45 s',
        '10 min',
        '11 min 15 s',
        '1 h',
        '1 h 30 s',
        '1 h 15 min 30 s',
        '2 h 30 min',
        '25 h',
        '0 min',
      ],
    )
  })

  it('reads back as the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (seconds) => {
        const match = /^(?:(\d+) h)? ?(?:(\d+) min)? ?(?:(\d+) s)?$/.exec(
          formatExactDuration(seconds),
        )
        expect(match).not.toBeNull()
        const shown =
          Number(match?.[1] ?? 0) * 3600 + Number(match?.[2] ?? 0) * 60 + Number(match?.[3] ?? 0)
        expect(shown).toBe(seconds)
      }),
    )
  })
})
