/** Division builder screen (/create). */
export function Component({ account }: { account: string }) {
  return <p>Signed in as {account}.</p>
}
