/**
 * What a player types in an amount input, read as units and as the quantity sent to the chain
 * (spec §5 "Amounts are sent with 4 decimals plus the token symbol"). Apart from `amount.ts`
 * because only the screens with amount inputs need it: the first route takes `amount.ts` alone.
 */
import { AmountError, formatAsset, TOKEN_PRECISION } from './amount'

const DECIMAL_RE = /^(\d*)(?:\.(\d*))?$/

/**
 * Parses what a player typed in an amount input (non-negative decimal, `.` separator) into units
 * of `precision`. Decimals beyond the precision are dropped (rounded down).
 * "12.3" → 123000n (precision 4); "" or "." → 0n; anything else throws.
 */
export function parseDecimal(input: string, precision = TOKEN_PRECISION): bigint {
  const match = DECIMAL_RE.exec(input.trim())
  if (!match) throw new AmountError(`Not a non-negative decimal: ${JSON.stringify(input)}`)
  const [, whole = '', fraction = ''] = match
  return BigInt((whole || '0') + fraction.slice(0, precision).padEnd(precision, '0'))
}

/** The quantity to send to the chain for an input: "12.3" → "12.3000 DOVX" (§5). */
export function toQuantity(input: string, symbol: string, precision = TOKEN_PRECISION): string {
  return formatAsset({ units: parseDecimal(input, precision), precision, symbol })
}
