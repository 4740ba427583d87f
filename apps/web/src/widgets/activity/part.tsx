import { lazy, type ReactNode, Suspense } from 'react'
import { loadChunk } from '../../chunks'

/** The part is a help beside the screen: when its chunk fails to load, the screen goes on without it. */
const Part = lazy(() =>
  loadChunk('recent-activity', () => import('./RecentActivity')).catch(() => ({ default: None })),
)

function None() {
  return null
}

/**
 * The activity part of the Buildings and Fight screens, as a loader of a few hundred bytes: the
 * screens import this one lazily, so the list of the part's chunks (the activity read, the words,
 * the zones) sits here, not on the first route.
 */
export default function ActivityPart(props: {
  account: string
  part: 'away' | 'buildings' | 'fight'
}): ReactNode {
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  )
}
