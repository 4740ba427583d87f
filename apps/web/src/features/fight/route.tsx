import { useSession } from '../../chain/session'
import { ConnectGate } from '../../ui/ConnectGate'
import { PageTitle } from '../../ui/PageTitle'

/** Fight zone list screen (/fight). */
export function Component() {
  const { account, requestLogin } = useSession()
  return (
    <>
      <PageTitle>Fight</PageTitle>
      <ConnectGate account={account} onLogin={requestLogin}>
        {(name) => <p>Signed in as {name}.</p>}
      </ConnectGate>
    </>
  )
}
