/**
 * Token amounts (spec §5 "Amounts are sent with 4 decimals plus the token symbol", §9 "Token
 * amounts scale 10000 (4 decimals); bonus scale 1,000,000").
 *
 * Amounts are integer units (bigint) internally: `"12.3456 DOVX"` is 123456 units of precision 4.
 * Every division rounds down (toward −∞) so the chain never pays a fraction of a unit, and display
 * helpers truncate extra decimals (they never round up a balance the player does not have).
 */

/** 1 token = 10000 units (4 decimals). Zone costs and resolutions are stored in these units. */
export const TOKEN_SCALE = 10_000n
export const TOKEN_PRECISION = 4
/** Bonus values bonusd and bonusw are in millionths. */
export const BONUS_SCALE = 1_000_000n
/** Terrain bonuses are in 1/10000. */
export const TERRAIN_SCALE = 10_000n

/** The five game tokens, in header order. */
export const TOKENS = ['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR'] as const
export type Token = (typeof TOKENS)[number]
/** The selected avatar id is kept as a balance of precision 0. */
export const AVATAR_SYMBOL = 'AVT'

export type Amount = { units: bigint; precision: number; symbol: string }

export class AmountError extends Error {
  override name = 'AmountError'
}

const ASSET_RE = /^(-?)(\d+)(?:\.(\d+))? ([A-Z]{1,7})$/

/** Parses a chain asset string, e.g. `"12.3456 DOVX"` → { units: 123456n, precision: 4 }. */
export function parseAsset(text: string): Amount {
  const match = ASSET_RE.exec(text.trim())
  if (!match) throw new AmountError(`Not an asset string: ${JSON.stringify(text)}`)
  const [, sign = '', whole = '', fraction = '', symbol = ''] = match
  const units = BigInt(whole + fraction)
  return { units: sign === '-' ? -units : units, precision: fraction.length, symbol }
}

/** Like `parseAsset`, but undefined instead of throwing. */
export function tryParseAsset(text: string): Amount | undefined {
  try {
    return parseAsset(text)
  } catch {
    return undefined
  }
}

/** Formats an amount as the chain writes it: all `precision` decimals plus the symbol. */
export function formatAsset(amount: Amount): string {
  return `${formatUnits(amount.units, amount.precision)} ${amount.symbol}`
}

/**
 * Formats integer units of the given precision with `decimals` decimals (default: all of them).
 * Extra decimals are truncated toward zero: 123456 units at precision 4 with 2 decimals is "12.34".
 */
export function formatUnits(units: bigint, precision: number, decimals = precision): string {
  const negative = units < 0n
  const abs = negative ? -units : units
  const digits = abs.toString().padStart(precision + 1, '0')
  const whole = digits.slice(0, digits.length - precision)
  let fraction = digits.slice(digits.length - precision)
  fraction = decimals <= precision ? fraction.slice(0, decimals) : fraction.padEnd(decimals, '0')
  const body = decimals > 0 ? `${whole}.${fraction}` : whole
  const isZero = /^[0.]*$/.test(body)
  return negative && !isZero ? `-${body}` : body
}

/** floor(value × numerator / denominator) in exact integers (denominator > 0). */
export function mulDivFloor(value: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new AmountError('Denominator must be positive')
  const product = value * numerator
  const quotient = product / denominator
  return product % denominator !== 0n && product < 0n ? quotient - 1n : quotient
}

/** A chain number (key/value vector value, row field) as a bigint; it must be a safe integer. */
export function toUnits(value: number): bigint {
  if (!Number.isSafeInteger(value)) throw new AmountError(`Not an integer amount: ${value}`)
  return BigInt(value)
}

// Display helpers, one per precision the spec lists (§2, §9). Everything a player reads goes
// through `groupThousands` (grouped thousands, "1,000.0000"); what goes to the chain or into an
// input field (`formatUnits`, `formatAsset`, `toQuantity` in `quantity.ts`) never does.

/** The whole part grouped by thousands with ",": "1234567.5" → "1,234,567.5", "-1000" → "-1,000". */
export function groupThousands(text: string): string {
  const match = /^(-?)(\d+)(.*)$/s.exec(text)
  if (!match) return text
  const [, sign = '', whole = '', rest = ''] = match
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}`
}

/** Units for a player to read: `formatUnits` with grouped thousands. 12345678n, 4 → "1,234.5678". */
export function displayUnits(units: bigint, precision: number, decimals = precision): string {
  return groupThousands(formatUnits(units, precision, decimals))
}

/**
 * An amount for a player to read, with its symbol and at least the game's 4 decimals:
 * "1,000.0000 DOVX" (costs, prices, what a player lacks).
 */
export function displayAmount(amount: Amount): string {
  const decimals = Math.max(TOKEN_PRECISION, amount.precision)
  return `${displayUnits(amount.units, amount.precision, decimals)} ${amount.symbol}`
}

const TOKEN_IN_TEXT = new RegExp(`\\b(${TOKENS.join('|')})\\b`)

/** The first game token a text names ("1.0000 DOVH" → "DOVH"), to mark it with its icon. */
export function tokenIn(text: string): Token | undefined {
  return TOKEN_IN_TEXT.exec(text)?.[1] as Token | undefined
}

/** What a balance moves by, signed: 3.0000 DOVR → "+3.0000 DOVR", -1.0000 DOVX → "-1.0000 DOVX". */
export function displaySignedAmount(amount: Amount): string {
  return `${amount.units > 0n ? '+' : ''}${displayAmount(amount)}`
}

/** Header balances: 2 decimals, e.g. "12.3456 DOVX" → "12.34"; unparsable → "0.00" (§3 default). */
export function formatHeaderBalance(asset: string | undefined): string {
  const amount = asset === undefined ? undefined : tryParseAsset(asset)
  return amount ? displayUnits(amount.units, amount.precision, 2) : '0.00'
}

/** Token amounts and zone costs: 4 decimals, e.g. 123456n → "12.3456", 10^7 → "1,000.0000". */
export function formatTokenUnits(units: bigint): string {
  return displayUnits(units, TOKEN_PRECISION, 4)
}

/** Fight earnings: 3 decimals, e.g. 123456n → "12.345". */
export function formatEarnings(units: bigint): string {
  return displayUnits(units, TOKEN_PRECISION, 3)
}

/** Building delay in hours (seconds / 3600), at most 2 decimals, trailing zeros dropped. */
export function formatDelayHours(seconds: number): string {
  const hundredths = mulDivFloor(toUnits(seconds), 100n, 3600n)
  return formatUnits(hundredths, 2).replace(/\.?0+$/, '') || '0'
}
