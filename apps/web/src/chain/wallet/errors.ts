/**
 * The wallet's errors as the app knows them. `kit.ts`, the only module that touches WharfKit,
 * turns whatever WharfKit throws into these classes; everything else tells them apart with
 * `instanceof`. This file is on the first route and must not import WharfKit.
 */
import { nodeosMessage } from '../transport/errors'

/** The player closed or declined the wallet's request: nothing was signed or shared. */
export class WalletDeclinedError extends Error {}

/**
 * The wallet or the chain behind it refused: the message is theirs (nodeos's assertion text when
 * the chain refused), e.g. `assertion failure with message: overdrawn balance`. When the chain
 * refused, `refusal` is its exception's name (e.g. `tx_cpu_usage_exceeded`), the type of the
 * refusal, which `kit.ts` reads from the chain's answer (`./resources` reads it).
 */
export class WalletFailedError extends Error {
  refusal?: string
}

export type TxFailure =
  | { kind: 'nothing-to-claim' }
  | { kind: 'declined'; message: string }
  | { kind: 'chain'; message: string }

/** The chain's own message: nodeos `error.details[0].message`, else the error's message. */
export function chainMessage(error: unknown): string {
  return (
    nodeosMessage(error) ?? (typeof error === 'string' && error !== '' ? error : 'Unknown error')
  )
}

/**
 * The spec's `Nothing to claim` refusal. The chain says it only in its assertion's text (a
 * contract's `check` has no code), so this one is read from the message.
 */
export function isNothingToClaim(message: string): boolean {
  return /assertion failure with message: Nothing to claim/i.test(message)
}

export function classifyTxError(error: unknown): TxFailure {
  const message = chainMessage(error)
  if (error instanceof WalletDeclinedError) return { kind: 'declined', message }
  if (isNothingToClaim(message)) return { kind: 'nothing-to-claim' }
  return { kind: 'chain', message }
}
