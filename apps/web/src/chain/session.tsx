import { createContext, type ReactNode, useContext } from 'react'

/**
 * The logged-in account as every screen sees it. The wallet wiring behind it (WharfKit) is loaded
 * lazily; screens only read the account name and ask for a login.
 */
export type SessionState = {
  /** The chain account name, or null when logged out. */
  account: string | null
  /** Opens the wallet chooser. */
  requestLogin: () => void
  logout: () => void
}

const SessionContext = createContext<SessionState | null>(null)

export function SessionProvider({ value, children }: { value: SessionState; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const session = useContext(SessionContext)
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}
