/**
 * The wallet's errors as the app knows them. `kit.ts`, the only module that touches WharfKit,
 * turns whatever WharfKit throws into these classes; everything else tells them apart with
 * `instanceof`. This file is on the first route and must not import WharfKit.
 */
import { nodeosMessage } from '../transport/errors'
import type { EndpointError } from '../transport/failover'

/** The player closed or declined the wallet's request: nothing was signed or shared. */
export class WalletDeclinedError extends Error {}

/**
 * The wallet or the chain behind it refused: the message is theirs (nodeos's assertion text when
 * the chain refused), e.g. `assertion failure with message: overdrawn balance`. When the chain
 * refused, `refusal` is its exception's name (e.g. `tx_cpu_usage_exceeded`), the type of the
 * refusal, which `kit.ts` reads from the chain's answer (`./resources` reads it).
 */
export class WalletFailedError extends Error {
  // Declared only: set by `kit.ts` when known, no field code on the first route.
  declare refusal?: string
  /**
   * What the failure was, as `kit.ts` found it (`walletError`): the chain not reached, the
   * wallet's own failure its window showed, or the chain's refusal in the contract's words.
   */
  declare failure?: TxFailure
}

/**
 * How a transaction failed: the spec's `Nothing to claim`, declined by the player, the chain not
 * reached (`error`: how its last endpoint failed), the wallet's own failure which its window has
 * shown (spec §8 "Wallet transaction failure"), or refused by the chain with its message (spec §8
 * "Chain failure"; a contract's assertion as the contract words it, `kit.ts`'s `contractMessage`).
 */
export type TxFailure =
  | { kind: 'nothing-to-claim' }
  | { kind: 'declined'; message: string }
  | { kind: 'unreachable'; error: Pick<EndpointError, 'name' | 'kind'> }
  | { kind: 'wallet'; message: string }
  | { kind: 'chain'; message: string }

/** The chain's own message: nodeos `error.details[0].message`, else the error's message. */
export function chainMessage(error: unknown): string {
  return (
    nodeosMessage(error) ?? (typeof error === 'string' && error !== '' ? error : 'Unknown error')
  )
}

/**
 * The failure of a transaction, from what the wallet threw: `kit.ts` has found most of it. The
 * spec's `Nothing to claim` refusal is read from the message: the chain says it only in its
 * assertion's text (`assertion failure with message: Nothing to claim`; a contract's `check` has
 * no code).
 */
export function classifyTxError(error: unknown): TxFailure {
  const message = chainMessage(error)
  if (error instanceof WalletDeclinedError) return { kind: 'declined', message }
  if (/Nothing to claim/i.test(message)) return { kind: 'nothing-to-claim' }
  return (error instanceof WalletFailedError && error.failure) || { kind: 'chain', message }
}
