import { useSession } from '../../chain/session'
import { ConnectGate } from '../../ui/ConnectGate'
import { PageTitle } from '../../ui/PageTitle'

/** Token exchange screen (/exchange). */
export function Component() {
  const { account, requestLogin } = useSession()
  return (
    <>
      <PageTitle>Exchange</PageTitle>
      <ConnectGate account={account} onLogin={requestLogin}>
        {(name) => <p>Signed in as {name}.</p>}
      </ConnectGate>
    </>
  )
}
