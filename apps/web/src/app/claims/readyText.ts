import { displayUnits, TOKEN_PRECISION } from '@dov/game/amount'
import type { ClaimShortfall } from '@dov/game/claims'

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** What the count is made of, e.g. `2 buildings, 1 fight`; empty when nothing is ready. */
export function readyBreakdown(buildings: number, fights: number): string {
  return [buildings > 0 && plural(buildings, 'building'), fights > 0 && plural(fights, 'fight')]
    .filter(Boolean)
    .join(', ')
}

/**
 * Why the balances cannot pay for claiming all, a sentence per token: `Not enough DOVX in game:
 * claiming all costs 150.0000, you have 100.0000.`
 */
export function shortfallText(shortfalls: readonly ClaimShortfall[]): string {
  return shortfalls
    .map(
      ({ symbol, needed, balance }) =>
        `Not enough ${symbol} in game: claiming all costs ${displayUnits(needed, TOKEN_PRECISION)}, you have ${displayUnits(balance, TOKEN_PRECISION)}.`,
    )
    .join(' ')
}
