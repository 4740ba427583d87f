import type { ReactNode } from 'react'
import { Button } from './Button'
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
        <Button onClick={onLogin}>Log In</Button>
      </Notice>
    )
  }
  return children(account)
}
