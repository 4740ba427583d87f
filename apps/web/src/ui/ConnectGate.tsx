import { Button } from './Button'
import { Notice } from './Notice'

/** Every data view needs an account (spec section 6): without one, the connect-wallet warning. */
export function ConnectGate({ onLogin }: { onLogin: () => void }) {
  return (
    <Notice>
      <p>Please connect your wallet first.</p>
      <Button onClick={onLogin}>Log In</Button>
    </Notice>
  )
}
