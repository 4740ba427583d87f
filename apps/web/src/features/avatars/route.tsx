/** Avatar selection screen (/avatars). */
export function Component({ account }: { account: string }) {
  return <p>Signed in as {account}.</p>
}
