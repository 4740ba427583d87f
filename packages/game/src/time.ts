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

/** "01:02:05"-style countdown; hours take as many digits as needed (at least 2). */
export function formatCountdown(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`
}
