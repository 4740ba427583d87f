import { formatCountdown } from '@dov/game/time'

/**
 * A countdown ("01:02:05") of the seconds left. role="timer" is not announced on every tick;
 * the caller re-renders it with the clock it trusts (the chain's).
 */
export function Countdown({ seconds, className }: { seconds: number; className?: string }) {
  return (
    <span role="timer" className={className}>
      {formatCountdown(seconds)}
    </span>
  )
}
