import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { lazyChunk, loadChunk } from '../../chunks'
import { paths } from '../../paths'
import { ErrorNotice } from '../../ui/ErrorNotice'
import { Spinner } from '../../ui/Spinner'
import styles from './Buildings.module.css'
import { SlotsSkeleton, SlotsView } from './SlotsView'
import { type BuildingsViewProps, useBuildings } from './useBuildings'

const MachineStaking = lazyChunk(
  'machine-staking',
  () => import('./MachineStaking'),
  'MachineStaking',
)

// The away notice and the recent activity: a part of their own, loaded after the screen; when it
// cannot be loaded the screen goes on without it.
const Activity = lazy(() =>
  loadChunk('activity-part', () => import('../../widgets/activity/part')).catch(() => ({
    default: () => null,
  })),
)

/** `?view=machines` shows the machine staking view; no parameter, the slots. */
const MACHINES_VIEW = 'machines'

/** Buildings staking screen (/): the 4 slots, and the machine staking view. */
export function Component({ account }: { account: string }) {
  const [params] = useSearchParams()
  const machines = params.get('view') === MACHINES_VIEW
  const buildings = useBuildings(account)
  const view: BuildingsViewProps = {
    account,
    staked: buildings.staked,
    unstaked: buildings.unstaked,
  }

  return (
    <>
      <Suspense fallback={null}>
        <Activity account={account} part="away" />
      </Suspense>
      <nav className={styles.views} aria-label="Buildings views">
        <Link
          to={paths.buildings}
          className={styles.view}
          aria-current={machines ? undefined : 'page'}
        >
          Slots
        </Link>
        <Link
          to={{ pathname: paths.buildings, search: `?view=${MACHINES_VIEW}` }}
          className={styles.view}
          aria-current={machines ? 'page' : undefined}
        >
          Stake many at once <span>(machine staking)</span>
        </Link>
      </nav>
      {buildings.status === 'error' ? (
        <ErrorNotice
          title="Your buildings could not be loaded."
          error={buildings.error}
          onRetry={buildings.retry}
        />
      ) : buildings.status === 'loading' ? (
        machines ? (
          <Spinner label="Loading your buildings" />
        ) : (
          <SlotsSkeleton />
        )
      ) : machines ? (
        <Suspense fallback={<Spinner label="Loading the machine staking view" />}>
          <MachineStaking {...view} />
        </Suspense>
      ) : (
        <SlotsView {...view} />
      )}
      <Suspense fallback={null}>
        <Activity account={account} part="buildings" />
      </Suspense>
    </>
  )
}
