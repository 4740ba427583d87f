import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { zonesRead } from '../../chain/read/game/zones'
import { activityQuery, activitySource } from '../../chain/read/indexer/activity'
import { useIndexerLive } from '../../chain/read/indexer/events'
import { network } from '../../config/current'
import { paths } from '../../paths'
import { Button } from '../../ui/Button'
import styles from './Activity.module.css'
import { ActivityItem } from './ActivityItem'
import { AwayNotice } from './AwayNotice'
import { BUILDING_KINDS, describeEntries, FIGHT_KINDS } from './describe'
import { useAway } from './useAway'
import { useLastVisit } from './useLastVisit'

/** Entries the recent list shows. */
export const RECENT_COUNT = 4

/** The player's loaded entries (first page of /activity's own query: nothing is read twice). */
function useEntries(account: string) {
  // The indexer's live channel says when the player's activity changed; without it, asked again
  // every 10 s (a 304 while nothing changed), so an action sent on this screen shows in its list
  // without a reload.
  const live = useIndexerLive(network)
  const query = useInfiniteQuery({
    ...activityQuery(network, account),
    refetchInterval: 10_000,
    ...live,
  })
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries), [query.data])
  return { query, entries }
}

/**
 * The last few actions of one screen's kinds (`buildings`: stakes, unstakes and claims of
 * buildings and tools; `fight`: fights and division changes) with a link to /activity. A lazily
 * loaded part of those screens. Nothing shows where the network keeps no history (no indexer, no
 * Hyperion API).
 */
export function RecentActivity({
  account,
  kinds,
}: {
  account: string
  kinds: 'buildings' | 'fight'
}) {
  const { query, entries } = useEntries(account)
  // Time on this screen counts as a visit too (the away summary's "since").
  useLastVisit(network.chainId, account)
  const wanted = kinds === 'buildings' ? BUILDING_KINDS : FIGHT_KINDS
  // The zones' names: the Fight screen has them in its cache already.
  const zones = useQuery({ ...zonesRead.query(network), enabled: kinds === 'fight' })
  const lines = useMemo(
    () =>
      describeEntries(entries ?? [], network.contracts, {
        zoneName: (id) => zones.data?.find((zone) => zone.id === id)?.name,
      })
        .filter((line) => wanted.includes(line.kind))
        .slice(0, RECENT_COUNT),
    [entries, wanted, zones.data],
  )
  if (activitySource(network) === null) return null
  return (
    <section className={styles.recent} aria-labelledby="recent-activity">
      <div className={styles.recentHead}>
        <h2 id="recent-activity" className={styles.recentTitle}>
          Recent activity
        </h2>
        <Link to={paths.activity}>All activity</Link>
      </div>
      {query.isError ? (
        <div className={styles.recentHead}>
          <p className={styles.muted} role="alert">
            Recent activity could not be loaded.
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : query.isPending ? (
        <p className={styles.muted}>Loading recent activity…</p>
      ) : lines.length === 0 ? (
        <p className={styles.muted}>Nothing here yet.</p>
      ) : (
        <ol className={styles.list} aria-label="Recent activity">
          {lines.map((line) => (
            <ActivityItem key={line.entry.id} line={line} explorer={network.explorer} />
          ))}
        </ol>
      )}
    </section>
  )
}

/** The compact "While you were away" of the Buildings screen, with a link to /activity. */
export function AwayOnBuildings({ account }: { account: string }) {
  const { entries } = useEntries(account)
  const away = useAway(account, entries)
  if (activitySource(network) === null || away.summary === undefined) return null
  return (
    <AwayNotice
      summary={away.summary}
      onDismiss={away.dismiss}
      compact
      more={<Link to={paths.activity}>See your activity</Link>}
    />
  )
}

/**
 * What a screen loads lazily (its default export, for `React.lazy`): `away` the compact
 * "While you were away", `buildings` or `fight` that screen's recent list.
 */
export default function ActivityPart({
  account,
  part,
}: {
  account: string
  part: 'away' | 'buildings' | 'fight'
}) {
  // No history on this network: nothing to show, and nothing read.
  if (activitySource(network) === null) return null
  return part === 'away' ? (
    <AwayOnBuildings account={account} />
  ) : (
    <RecentActivity account={account} kinds={part} />
  )
}
