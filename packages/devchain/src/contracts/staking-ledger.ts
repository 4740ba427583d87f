import type { Amount } from '@dov/game/amount'
import { parseAsset } from '@dov/game/amount'
import { insufficientMessage } from '@dov/game/costs'
import type { BalanceRow } from '@dov/game/rows'
import type { Host } from '../core/contract'
import { assetText, readRow, sumAmounts, symbolKey } from './game-common'

/**
 * The ledger of `dov.stake` (`staking.ts`): players' in-game balances and the game treasury (the
 * `balances` rows in the contract's own scope), and the moves between them.
 */

/** In-game balance units of `owner` (the treasury is the contract's own scope). */
export function balanceUnits(host: Host, owner: string, symbol: string): bigint {
  const row = readRow<BalanceRow>(host, 'balances', owner, symbolKey(symbol))
  return row ? parseAsset(row.balance).units : 0n
}

function setBalance(host: Host, owner: string, amount: Amount): void {
  host.setRow('balances', owner, {
    balance: assetText(amount.units, amount.symbol, amount.precision),
  })
}

/** Adds `delta` units to `owner`'s balance; refuses to go below zero with `message`. */
export function adjust(
  host: Host,
  owner: string,
  amount: Amount,
  sign: 1n | -1n,
  message: string,
): void {
  const next = balanceUnits(host, owner, amount.symbol) + sign * amount.units
  host.check(next >= 0n, message)
  setBalance(host, owner, { ...amount, units: next })
}

/** Player pays the treasury (message `Insufficient DOVX balance` when short). */
export function charge(host: Host, player: string, amounts: readonly Amount[]): void {
  for (const amount of sumAmounts(amounts)) {
    if (amount.units === 0n) continue
    adjust(host, player, amount, -1n, insufficientMessage(amount.symbol))
    adjust(host, host.self, amount, 1n, 'treasury overflow')
  }
}

/** The treasury pays a player. */
export function pay(host: Host, player: string, amounts: readonly Amount[]): void {
  for (const amount of sumAmounts(amounts)) {
    if (amount.units === 0n) continue
    adjust(host, host.self, amount, -1n, `Game treasury cannot pay ${amount.symbol}`)
    adjust(host, player, amount, 1n, 'balance overflow')
  }
}

/** Settles a player's net flow per symbol: positive from the treasury, negative to it. */
export function settle(
  host: Host,
  player: string,
  produced: readonly Amount[],
  consumed: readonly Amount[],
): void {
  const net = sumAmounts([...produced, ...consumed.map((a) => ({ ...a, units: -a.units }))])
  pay(
    host,
    player,
    net.filter((a) => a.units > 0n),
  )
  charge(
    host,
    player,
    net.filter((a) => a.units < 0n).map((a) => ({ ...a, units: -a.units })),
  )
}
