import { useSession } from '../../chain/session'
import { ConnectGate } from '../../ui/ConnectGate'
import { PageTitle } from '../../ui/PageTitle'

/** Avatar selection screen (/avatars). */
export function Component() {
  const { account, requestLogin } = useSession()
  return (
    <>
      <PageTitle>SELECT YOUR AVATAR ICON</PageTitle>
      <ConnectGate account={account} onLogin={requestLogin}>
        {(name) => <p>Signed in as {name}.</p>}
      </ConnectGate>
    </>
  )
}
