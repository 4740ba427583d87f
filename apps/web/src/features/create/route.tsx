import { ErrorNotice } from '../../ui/ErrorNotice'
import { Spinner } from '../../ui/Spinner'
import { Builder } from './Builder'
import { useBuilderReads } from './useBuilderReads'

/** Division builder screen (/create). */
export function Component({ account }: { account: string }) {
  const reads = useBuilderReads(account)
  if (reads.status === 'error') {
    return (
      <ErrorNotice
        title="Your divisions could not be loaded."
        error={reads.error}
        onRetry={reads.retry}
      />
    )
  }
  if (reads.status === 'loading') return <Spinner label="Loading your divisions" />
  return <Builder account={account} reads={reads} />
}
