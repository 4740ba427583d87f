/**
 * Numbers as the app shows them to players (grouped thousands, fixed decimals), computed by the
 * tests' own code: `Intl`, not the app's formatter.
 */
export function shown(value: number, decimals: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
}

/** Token units (1/10,000) with 4 decimals: 10,000,000 → "1,000.0000". */
export const tokenText = (units: number) => shown(units / 10_000, 4)

/** Token units truncated to 2 decimals, as the header shows balances: 12,345,678 → "1,234.56". */
export const headerText = (units: number) => shown(Math.trunc(units / 100) / 100, 2)
