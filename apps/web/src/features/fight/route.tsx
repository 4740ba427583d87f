/** Fight zone list screen (/fight). */
export function Component({ account }: { account: string }) {
  return <p>Signed in as {account}.</p>
}
