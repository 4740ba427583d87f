/**
 * The battle sequence's clock: how long it lasts and when the earnings count up (the CSS
 * animations of `BattleSequence.module.css` follow the same times), and what the count shows at
 * a moment. It never plays for a player who prefers reduced motion, nor in a hidden tab.
 */

/** The whole sequence, after which the report opens by itself. */
export const SEQUENCE_MS = 2800
/** When the earnings start counting, and for how long. */
export const COUNT_FROM_MS = 1400
export const COUNT_MS = 1000

/** The amount shown `elapsed` ms into the sequence: 0 before the count, `units` after it, eased out between. */
export function countAt(units: bigint, elapsed: number): bigint {
  const t = Math.min(1, Math.max(0, (elapsed - COUNT_FROM_MS) / COUNT_MS))
  const eased = 1 - (1 - t) ** 3
  return (units * BigInt(Math.round(eased * 1000))) / 1000n
}

/** Whether the sequence plays: motion allowed, and someone to see it. */
export function playsSequence(
  win: Pick<Window, 'matchMedia'> = window,
  doc: Pick<Document, 'visibilityState'> = document,
): boolean {
  return (
    !win.matchMedia('(prefers-reduced-motion: reduce)').matches && doc.visibilityState === 'visible'
  )
}
