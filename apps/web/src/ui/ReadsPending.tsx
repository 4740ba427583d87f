import { ErrorNotice } from './ErrorNotice'
import { Spinner } from './Spinner'

/** A screen's one loading / error / retry state over its reads (as `combineReads` gives it). */
export type ScreenReads = {
  status: 'loading' | 'error' | 'ready'
  error: Error | null
  retry: () => void
}

/**
 * What a screen shows until its reads are ready: a spinner while they load ("Loading your
 * tools"), the failure with a retry once one failed ("Your tools could not be loaded."). A screen
 * returns it while `status` is not `'ready'`; `what` names what it reads, e.g. "your tools".
 */
export function ReadsPending({ reads, what }: { reads: ScreenReads; what: string }) {
  if (reads.status === 'error') {
    const title = `${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`
    return <ErrorNotice title={title} error={reads.error} onRetry={reads.retry} />
  }
  return <Spinner label={`Loading ${what}`} />
}
