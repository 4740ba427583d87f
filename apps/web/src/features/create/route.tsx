import { useSession } from '../../chain/session'
import { ConnectGate } from '../../ui/ConnectGate'
import { PageTitle } from '../../ui/PageTitle'

/** Division builder screen (/create). */
export function Component() {
  const { account, requestLogin } = useSession()
  return (
    <>
      <PageTitle>Create division</PageTitle>
      <ConnectGate account={account} onLogin={requestLogin}>
        {(name) => <p>Signed in as {name}.</p>}
      </ConnectGate>
    </>
  )
}
