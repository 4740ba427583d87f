import { withdraw } from '../../chain/write/staking'
import { deposit } from '../../chain/write/token'
import type { ExchangeMode } from './amount'

/** The name of each mode's action, for its busy button (`isPending`). */
export const EXCHANGE_ACTION = { deposit: 'transfer', withdraw: 'withdraw' } as const

/**
 * The one action that moves `quantity` (`12.5000 DOVX`): a deposit is the token's transfer to the
 * game's staking contract, a withdrawal the staking contract's `withdraw`.
 */
export function exchangeAction(mode: ExchangeMode, account: string, quantity: string) {
  return mode === 'deposit' ? deposit(account, quantity) : withdraw(account, quantity)
}
