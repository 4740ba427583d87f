import { createContext, useContext } from 'react'
import type { ActionData } from './write/action'

export type WalletKind = 'cloudwallet' | 'anchor' | 'wombat' | 'local'

/**
 * Where the session is. The account exists in the `logged-in` state only (null in the others, so
 * every state can be read as `account`), and a state without its data cannot be written: a
 * `logged-in` without an account, or a `logging-in` without the wallet asked, does not typecheck.
 * - `restoring`: a stored session is being restored (from the first render on; a restore that
 *   cannot reach the chain is retried and stays here). Not logged out: nothing is known yet.
 * - `logging-in`: the player picked a wallet and it has not answered.
 */
export type Session =
  | { status: 'logged-out'; account: null }
  | { status: 'restoring'; account: null }
  | { status: 'logging-in'; account: null; wallet: WalletKind }
  | { status: 'logged-in'; account: string; wallet: WalletKind }

/** The session and two things orthogonal to it: the wallet chunk is loaded, the chooser is open. */
export type SessionMachine = {
  session: Session
  /** The wallet chunk has loaded, so a login opens the wallet straight from the click. */
  walletReady: boolean
  loginOpen: boolean
}

export type SessionEvent =
  /** The wallet chooser opened or closed. */
  | { type: 'chooser'; open: boolean }
  | { type: 'wallet-loaded' }
  | { type: 'login-started'; wallet: WalletKind }
  /** A login or a restore gave this account. */
  | { type: 'signed-in'; account: string; wallet: WalletKind }
  /** A login failed or was declined. */
  | { type: 'login-failed' }
  /** The stored session cannot be used (another chain, a wallet this app does not offer). */
  | { type: 'nothing-restored' }
  | { type: 'logged-out' }

const LOGGED_OUT: Session = { status: 'logged-out', account: null }

/** The first state: `restoring` when an earlier visit stored a session, else logged out. */
export function initialSession(stored: boolean): SessionMachine {
  return {
    session: stored ? { status: 'restoring', account: null } : LOGGED_OUT,
    walletReady: false,
    loginOpen: false,
  }
}

/**
 * The session's transitions. An answer that comes in a state that did not ask for it (a restore
 * finishing after a logout) changes nothing.
 */
export function sessionReducer(machine: SessionMachine, event: SessionEvent): SessionMachine {
  const { status } = machine.session
  switch (event.type) {
    case 'chooser':
      return { ...machine, loginOpen: event.open }
    case 'wallet-loaded':
      return { ...machine, walletReady: true }
    case 'login-started':
      return { ...machine, session: { status: 'logging-in', account: null, wallet: event.wallet } }
    case 'signed-in':
      return status === 'logging-in' || status === 'restoring'
        ? {
            ...machine,
            session: { status: 'logged-in', account: event.account, wallet: event.wallet },
            loginOpen: false,
          }
        : machine
    case 'login-failed':
      return status === 'logging-in' ? { ...machine, session: LOGGED_OUT } : machine
    case 'nothing-restored':
      return status === 'restoring' ? { ...machine, session: LOGGED_OUT } : machine
    case 'logged-out':
      return { ...machine, session: LOGGED_OUT }
  }
}

/**
 * The session as every screen sees it, provided by <WalletProvider>. The wallet stack behind it
 * (WharfKit) loads lazily; screens read the account and send actions through `useTransact`
 * (`src/session/`).
 */
export type SessionState = Session & {
  walletReady: boolean
  loginOpen: boolean
  /** Opens the wallet chooser (and starts loading the wallet stack). */
  requestLogin: () => void
  closeLogin: () => void
  /**
   * Call from the click handler itself: the wallet opens with no await of ours before it.
   * Rejects with the failure (a `WalletDeclinedError` when the player declined), for the caller
   * to say.
   */
  login: (wallet: WalletKind, demoAccount?: string) => Promise<void>
  logout: () => void
  /** Signs and broadcasts; screens use `useTransact`, which adds toasts and reloads. */
  sendTransaction: (actions: readonly ActionData[]) => Promise<{ id: string }>
}

export const SessionContext = createContext<SessionState | null>(null)

export function useSession(): SessionState {
  const session = useContext(SessionContext)
  if (session === null) throw new Error('useSession must be used inside <WalletProvider>')
  return session
}
