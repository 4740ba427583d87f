import type { WalletKind } from '../../chain/session'
import { chainMessage, WalletDeclinedError } from '../../chain/wallet/errors'
import { toast } from '../../ui/toast'

/** The spec's login failure texts, by wallet. */
export function loginFailureTitle(wallet: WalletKind): string {
  switch (wallet) {
    case 'cloudwallet':
      return 'Error while logging in through WCW'
    case 'anchor':
      return 'Error while logging in through Anchor'
    // The spec names two wallets; the third's title follows their pattern (docs/rules.md).
    case 'wombat':
      return 'Error while logging in through Wombat'
    case 'local':
      return 'Error while logging in with the local demo account'
  }
}

/**
 * What Wombat's plugin says when no Wombat answers in this browser: the Scatter protocol it speaks
 * to the extension found none (after its 5 s wait).
 */
const NO_WOMBAT = /unable to connect with scatter/i

/** Why a login failed, in the player's words where the wallet's own are a library's. */
export function loginFailureMessage(wallet: WalletKind, error: unknown): string {
  const message = chainMessage(error)
  if (wallet === 'wombat' && NO_WOMBAT.test(message))
    return 'Wombat did not answer. Install its browser extension (or open the game in the Wombat app), unlock it and try again.'
  return message
}

/** Tells the player a login failed (`WalletProvider`'s `onLoginFailed`): declined, or why. */
export function loginFailed(wallet: WalletKind, error: unknown): void {
  if (error instanceof WalletDeclinedError)
    toast.info({ title: 'User declined to share their user account' })
  else
    toast.error({ title: loginFailureTitle(wallet), message: loginFailureMessage(wallet, error) })
}
