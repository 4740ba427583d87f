/** Crafting screen (/craft). */
export function Component({ account }: { account: string }) {
  return <p>Signed in as {account}.</p>
}
