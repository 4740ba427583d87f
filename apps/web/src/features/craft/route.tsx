import { useSession } from '../../chain/session'
import { ConnectGate } from '../../ui/ConnectGate'
import { PageTitle } from '../../ui/PageTitle'

/** Crafting screen (/craft). */
export function Component() {
  const { account, requestLogin } = useSession()
  return (
    <>
      <PageTitle>Craft</PageTitle>
      <ConnectGate account={account} onLogin={requestLogin}>
        {(name) => <p>Signed in as {name}.</p>}
      </ConnectGate>
    </>
  )
}
