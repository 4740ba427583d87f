import { formatTokenUnits, TOKEN_PRECISION } from '@dov/game/amount'
import { parseDecimal } from '@dov/game/quantity'
import { withdrawNet } from '@dov/game/withdraw'

export type ExchangeMode = 'deposit' | 'withdraw'

export type AmountCheck =
  | { ok: true; units: bigint; total: bigint }
  | { ok: false; message: string; total: bigint | undefined }

const NUMBER = /^\d*(?:\.\d*)?$/

/**
 * Checks what the player typed before anything is signed (spec §5: "Amount inputs are numeric.
 * Amounts are sent with 4 decimals plus the token symbol."). The total is what arrives: the
 * amount itself for a deposit, the amount less the fee for a withdrawal (§5: "amount minus amount
 * times fee percent / 100"); with the fee unknown a withdrawal has no total and cannot be sent.
 */
export function checkAmount(
  input: string,
  mode: ExchangeMode,
  balanceUnits: bigint | undefined,
  feePercent: number | undefined,
): AmountCheck {
  const text = input.trim()
  if (text === '' || text === '.')
    return { ok: false, message: 'Enter an amount.', total: undefined }
  if (!NUMBER.test(text)) {
    return { ok: false, message: 'Amounts are numbers, like 12.5', total: undefined }
  }
  if ((text.split('.')[1] ?? '').length > TOKEN_PRECISION) {
    return { ok: false, message: `At most ${TOKEN_PRECISION} decimals.`, total: undefined }
  }
  const units = parseDecimal(text)
  const total =
    mode === 'deposit'
      ? units
      : feePercent === undefined
        ? undefined
        : withdrawNet(units, feePercent)
  if (units === 0n) return { ok: false, message: 'Enter an amount above 0.', total }
  if (balanceUnits === undefined) {
    return {
      ok: false,
      message: 'Your balance could not be read, so this amount cannot be checked yet.',
      total: undefined,
    }
  }
  if (units > balanceUnits) {
    return {
      ok: false,
      message: `That is more than your balance (${formatTokenUnits(balanceUnits)}).`,
      total: undefined,
    }
  }
  if (total === undefined) {
    return { ok: false, message: 'The withdrawal fee is not known yet.', total }
  }
  if (total === 0n) return { ok: false, message: 'Too small to withdraw after the fee.', total }
  return { ok: true, units, total }
}

/** The balance column: `…` while it is read, `unknown` when it could not be (never 0). */
export function balanceText(balance: bigint | undefined, loading: boolean): string {
  if (loading) return '…'
  return balance === undefined ? 'unknown' : formatTokenUnits(balance)
}

/** The total column: what arrives, or `-` while it cannot be told. */
export function totalText(check: AmountCheck): string {
  return check.total === undefined ? '-' : formatTokenUnits(check.total)
}
