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
    case 'local':
      return 'Error while logging in with the local demo account'
  }
}

/** Tells the player a login failed (`WalletProvider`'s `onLoginFailed`): declined, or why. */
export function loginFailed(wallet: WalletKind, error: unknown): void {
  if (error instanceof WalletDeclinedError)
    toast.info({ title: 'User declined to share their user account' })
  else toast.error({ title: loginFailureTitle(wallet), message: chainMessage(error) })
}
