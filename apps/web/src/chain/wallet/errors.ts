/**
 * Maps what a failed transaction or login throws to what the player sees (spec section 8).
 * Duck-typed on purpose: this file is on the first route and must not import WharfKit.
 */
import { nodeosMessage } from '../transport/errors'

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

const DECLINED = [
  /declined/i,
  /cancel+ed/i,
  /rejected by user/i,
  /user (closed|rejected|denied)/i,
  /closed the (popup|window)/i,
]

function isDeclined(error: unknown, message: string): boolean {
  if (error instanceof Error && error.constructor.name === 'Canceled') return true
  return DECLINED.some((pattern) => pattern.test(message))
}

export function classifyTxError(error: unknown): TxFailure {
  const message = chainMessage(error)
  if (/assertion failure with message: Nothing to claim/i.test(message)) {
    return { kind: 'nothing-to-claim' }
  }
  if (isDeclined(error, message)) return { kind: 'declined', message }
  return { kind: 'chain', message }
}

export type WalletKind = 'cloudwallet' | 'anchor' | 'local'

/** The spec's login failure texts, by wallet. */
export function loginFailureTitle(wallet: WalletKind): string {
  switch (wallet) {
    case 'cloudwallet':
      return 'Error while logging in through WCW'
    case 'anchor':
      return 'Error while logging in through Anchor'
    case 'local':
      return 'Error while logging in with the local demo account'
  }
}
