import { ReadsPending } from '../../ui/ReadsPending'
import { Builder } from './Builder'
import { useBuilderReads } from './useBuilderReads'

/** Division builder screen (/create). */
export function Component({ account }: { account: string }) {
  const reads = useBuilderReads(account)
  if (reads.status !== 'ready') return <ReadsPending reads={reads} what="your divisions" />
  return <Builder account={account} reads={reads} />
}
