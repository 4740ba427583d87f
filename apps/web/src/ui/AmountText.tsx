import type { ReactNode } from 'react'

/**
 * An amount as the app writes it in a sentence: a sign or none, digits grouped by commas, the
 * decimals, a space and the game token (`TOKENS` in `@dov/game/amount`): "12.500 DOVX",
 * "-1.0000 DOVH", "+4.6584 DOVX"; not inside another word or number. A literal rather than built
 * from `TOKENS`: the fight list's lazy part carries it, and its budget is counted in bytes.
 */
const AMOUNT_IN_TEXT = /(?<![\w.,])[+\-\u2212]?\d[\d,]*(?:\.\d+)? (DOV[XFHSR])\b/g

/**
 * A sentence with amounts in it ("Best next: 7 Sainte-Mere, Victory, 12.500 DOVX per fight."):
 * each amount in a span naming its token (`data-token`: the theme's icon and colour), the words
 * around them as they are, so what a screen reader reads, or a player copies, is the sentence
 * unchanged. The screens keep writing their sentences as text (their tests and labels use it)
 * and draw them with this.
 */
export function AmountText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let from = 0
  for (const match of text.matchAll(AMOUNT_IN_TEXT)) {
    parts.push(
      text.slice(from, match.index),
      <span key={match.index} data-token={match[1]}>
        {match[0]}
      </span>,
    )
    from = match.index + match[0].length
  }
  parts.push(text.slice(from))
  return parts
}
