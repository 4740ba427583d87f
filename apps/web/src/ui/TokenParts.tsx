import { tokenIn } from '@dov/game/amount'

/**
 * A list of amounts in one string ("DOVX 0.0000 · DOVH −1.0000"), each part in a span naming its
 * token (`data-token`: the token's icon and colour from the theme); the text stays as it was.
 */
export function TokenParts({ text, separator = ' · ' }: { text: string; separator?: string }) {
  const parts = text.split(separator)
  return parts.map((part, index) => (
    <span key={part}>
      {index > 0 && separator}
      <span data-token={tokenIn(part)}>{part}</span>
    </span>
  ))
}
