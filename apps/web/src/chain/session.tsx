import { createContext, useContext } from 'react'
import type { WalletKind } from './wallet/errors'
import type { ActionData } from './write/action'

/**
 * The logged-in account as every screen sees it, provided by <WalletProvider>. The wallet stack
 * behind it (WharfKit) loads lazily; screens read the account and send actions through
 * `useTransact`.
 */
export type SessionState = {
  /** The chain account name, or null when logged out. */
  account: string | null
  wallet: WalletKind | null
  status: 'logged-out' | 'restoring' | 'logging-in' | 'logged-in'
  /** The wallet chunk has loaded, so a login opens the wallet straight from the click. */
  walletReady: boolean
  loginOpen: boolean
  /** Opens the wallet chooser (and starts loading the wallet stack). */
  requestLogin: () => void
  closeLogin: () => void
  /** Call from the click handler itself: the wallet opens with no await of ours before it. */
  login: (wallet: WalletKind, demoAccount?: string) => void
  logout: () => void
  /** Signs and broadcasts; use `useTransact` in screens, which adds toasts and reloads. */
  sendTransaction: (actions: readonly ActionData[]) => Promise<{ id: string }>
}

export const SessionContext = createContext<SessionState | null>(null)

export function useSession(): SessionState {
  const session = useContext(SessionContext)
  if (session === null) throw new Error('useSession must be used inside <WalletProvider>')
  return session
}
