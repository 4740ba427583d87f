/**
 * What a player pays from the in-game balances (a craft's `costs`, an avatar's `cost`): the costs
 * summed per token, and what the balances lack to cover them. The staking contract charges token
 * by token in the order the costs first name them and refuses at the first one short with
 * `Insufficient <SYMBOL> balance`; `shortfalls` lists the short ones in that same order, so the
 * first is the one the chain names.
 */
import { type Amount, displayAmount } from './amount'
import { balancesBySymbol } from './balances'
import type { BalanceRow } from './rows'

/** What the balances lack for one token: the total cost, the balance (0 when absent), the gap. */
export type Shortfall = { cost: Amount; balance: Amount; missing: Amount }

/** `amount` in units of a higher `precision` (1.5 at precision 1 is 15000 at precision 4). */
function atPrecision(amount: Amount, precision: number): Amount {
  if (precision <= amount.precision) return amount
  return { ...amount, units: amount.units * 10n ** BigInt(precision - amount.precision), precision }
}

/**
 * The costs summed per token, in the order the tokens first appear (a token listed twice costs
 * twice). Amounts of one token with different precisions are added at the larger one.
 */
export function totalCosts(costs: readonly Amount[]): Amount[] {
  const bySymbol = new Map<string, Amount>()
  for (const cost of costs) {
    const previous = bySymbol.get(cost.symbol)
    if (previous === undefined) {
      bySymbol.set(cost.symbol, { ...cost })
      continue
    }
    const precision = Math.max(previous.precision, cost.precision)
    const sum = atPrecision(previous, precision).units + atPrecision(cost, precision).units
    bySymbol.set(cost.symbol, { units: sum, precision, symbol: cost.symbol })
  }
  return [...bySymbol.values()]
}

/**
 * The tokens whose balance is below the total cost, in charging order; empty when the balances
 * cover every cost. An absent balance row is 0. Zero and negative costs never fall short.
 */
export function shortfalls(costs: readonly Amount[], balances: readonly BalanceRow[]): Shortfall[] {
  const held = balancesBySymbol(balances)
  const short: Shortfall[] = []
  for (const total of totalCosts(costs)) {
    const row = held.get(total.symbol) ?? {
      units: 0n,
      precision: total.precision,
      symbol: total.symbol,
    }
    const precision = Math.max(total.precision, row.precision)
    const cost = atPrecision(total, precision)
    const balance = atPrecision(row, precision)
    if (balance.units >= cost.units) continue
    short.push({ cost, balance, missing: { ...cost, units: cost.units - balance.units } })
  }
  return short
}

/** The staking contract's refusal for the first token short: `Insufficient DOVX balance`. */
export function insufficientMessage(symbol: string): string {
  return `Insufficient ${symbol} balance`
}

/**
 * What the balances lack, for a sentence: "250.0000 DOVX", "250.0000 DOVX and 0.5000 DOVS",
 * "1.0000 DOVX, 1.0000 DOVH and 1.0000 DOVR" (4 decimals, the precision of the game's tokens).
 */
export function formatMissing(short: readonly Shortfall[]): string {
  const texts = short.map(({ missing }) => displayAmount(missing))
  const last = texts.pop()
  if (last === undefined) return ''
  return texts.length === 0 ? last : `${texts.join(', ')} and ${last}`
}
