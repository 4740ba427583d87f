import { useEffect } from 'react'
import { ReadsPending } from '../../ui/ReadsPending'
import { Builder } from './Builder'
import { useBuilderReads } from './useBuilderReads'
import { loadMap } from './ZonePanel'

/** Division builder screen (/create). */
export function Component({ account }: { account: string }) {
  const reads = useBuilderReads(account)
  // The map's chunk comes while the reads do, not after them.
  useEffect(() => {
    loadMap().catch(() => undefined)
  }, [])
  if (reads.status !== 'ready') return <ReadsPending reads={reads} what="your divisions" />
  return <Builder account={account} reads={reads} />
}
