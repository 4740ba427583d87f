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
 * A duration as players read it ("durations as `8 min` / `2 h 30 min` where the spec
 * says hours"): whole hours and minutes, seconds only under a minute. 1200 → "20 min",
 * 9000 → "2 h 30 min", 3600 → "1 h", 45 → "45 s", 0 → "0 min". Minutes are rounded down, so a
 * duration is never shown longer than it is.
 */
export function formatDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds)
  if (hours === 0 && minutes === 0) return seconds === 0 ? '0 min' : `${seconds} s`
  if (hours === 0) return `${minutes} min`
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`
}

/** "01:02:05"-style countdown; hours take as many digits as needed (at least 2). */
export function formatCountdown(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`
}
