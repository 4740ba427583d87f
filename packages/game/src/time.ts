/** Durations. Time is always a parameter in unix seconds; this package has no clock. */

export type Duration = { hours: number; minutes: number; seconds: number }

/** Splits a non-negative number of seconds: 3725 → 1 h 2 min 5 s. Hours are not capped at 24. */
export function splitDuration(totalSeconds: number): Duration {
  const total = Math.max(0, Math.floor(totalSeconds))
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

/**
 * A duration as players read it ("durations as `8 min` / `2 h 30 min` where the spec says
 * hours"), to the second: each unit that is not zero, none rounded away (a building's cycle;
 * docs/rules.md, "Duration shown"). 450 → "7 min 30 s", 4530 → "1 h 15 min 30 s",
 * 3630 → "1 h 30 s", 1200 → "20 min", 45 → "45 s", 0 → "0 min". A caller that wants whole
 * minutes passes whole minutes.
 */
export function formatExactDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds)
  const parts = [hours && `${hours} h`, minutes && `${minutes} min`, seconds && `${seconds} s`]
  return parts.filter(Boolean).join(' ') || '0 min'
}

/** "01:02:05"-style countdown; hours take as many digits as needed (at least 2). */
export function formatCountdown(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`
}
