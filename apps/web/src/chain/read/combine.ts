/**
 * One loading / error / retry state for a screen built on several reads: loading while any read
 * has no data yet, failed when a read without data failed (a failed background refetch keeps the
 * data on screen), and one retry that refetches every read.
 */

/** What `combineReads` needs of a read (a TanStack Query result): no data yet is `undefined`. */
export type ReadState = {
  data: unknown
  isError: boolean
  error: Error | null
  refetch: () => unknown
}

export type CombinedReads =
  | { status: 'loading'; error: null; retry: () => void }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; error: null; retry: () => void }

export function combineReads(reads: readonly ReadState[]): CombinedReads {
  const retry = () => {
    for (const read of reads) void read.refetch()
  }
  const missing = reads.filter((read) => read.data === undefined)
  const failed = missing.find((read) => read.isError)
  if (failed !== undefined) {
    return { status: 'error', error: failed.error ?? new Error('The read failed'), retry }
  }
  if (missing.length > 0) return { status: 'loading', error: null, retry }
  return { status: 'ready', error: null, retry }
}
