/** The token contract's signed action (spec §7 "transfer (from, to the staking contract, quantity, memo deposit)"). */
import { network } from '../../config/current'
import { contractAction, type TypedAction } from './action'

/** The memo by which the staking contract credits a transfer to the sender's in-game balance. */
export const DEPOSIT_MEMO = 'deposit'

/** Moves `quantity` (e.g. `'12.5000 DOVX'`) from the wallet into the game (`transfer`). */
export function deposit(from: string, quantity: string): TypedAction<'token', 'transfer'> {
  return contractAction('token', 'transfer', {
    from,
    to: network.contracts.staking,
    quantity,
    memo: DEPOSIT_MEMO,
  })
}
