/**
 * Balances (spec §1 "Five token balances are shown in a header bar: DOVX, DOVF, DOVH, DOVS and DOVR.
 * A sixth item, AVT, is the selected avatar id."; §3 blcData "all initially "0.00"" and avt
 * "initially "1""; §9 "header balances 2 decimals").
 * Rows are the staking `balances` (scope account) or token `accounts` rows: `{ balance }`.
 */
import { type Amount, AVATAR_SYMBOL, displayUnits, type Token, tryParseAsset } from './amount'
import type { BalanceRow } from './rows'

export const DEFAULT_BALANCE = '0.00'
export const DEFAULT_AVATAR_ID = '1'

/** Parsed rows by symbol (unparsable rows are skipped; a repeated symbol keeps the last row). */
export function balancesBySymbol(rows: readonly BalanceRow[]): Map<string, Amount> {
  const bySymbol = new Map<string, Amount>()
  for (const row of rows) {
    const amount = tryParseAsset(row.balance)
    if (amount) bySymbol.set(amount.symbol, amount)
  }
  return bySymbol
}

/** Units of one token (0 when absent), e.g. to check a balance before a transaction. */
export function balanceUnits(rows: readonly BalanceRow[], symbol: string): bigint {
  return balancesBySymbol(rows).get(symbol)?.units ?? 0n
}

export type HeaderBalances = Record<Lowercase<Token>, string>

/** The five balances with 2 decimals (truncated), "0.00" when absent. */
export function headerBalances(rows: readonly BalanceRow[]): HeaderBalances {
  const bySymbol = balancesBySymbol(rows)
  const entry = (token: Token) => {
    const amount = bySymbol.get(token)
    return amount ? displayUnits(amount.units, amount.precision, 2) : DEFAULT_BALANCE
  }
  return {
    dovx: entry('DOVX'),
    dovf: entry('DOVF'),
    dovh: entry('DOVH'),
    dovs: entry('DOVS'),
    dovr: entry('DOVR'),
  }
}

/** The selected avatar id from the "3 AVT" row (whole part), "1" when absent or 0. */
export function avatarId(rows: readonly BalanceRow[]): string {
  const amount = balancesBySymbol(rows).get(AVATAR_SYMBOL)
  const id = amount ? amount.units / 10n ** BigInt(amount.precision) : 0n
  return id > 0n ? id.toString() : DEFAULT_AVATAR_ID
}
