import type { ReactNode } from 'react'
import { Notice } from './Notice'

/** Every data view needs an account (spec section 6): without one, the connect-wallet warning. */
export function ConnectGate({
  account,
  onLogin,
  children,
}: {
  account: string | null
  onLogin: () => void
  children: (account: string) => ReactNode
}) {
  if (account === null) {
    return (
      <Notice>
        <p>Please connect your wallet first.</p>
        <button type="button" onClick={onLogin}>
          Log In
        </button>
      </Notice>
    )
  }
  return children(account)
}
