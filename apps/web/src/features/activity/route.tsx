import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { craftTemplatesQuery } from '../../chain/read/atomic/templates'
import { zonesRead } from '../../chain/read/game/zones'
import { activityQuery, activitySource } from '../../chain/read/indexer/activity'
import type { ActivityEntry } from '../../chain/read/indexer/activityEntry'
import { useIndexerLive } from '../../chain/read/indexer/events'
import { network } from '../../config/current'
import { Button } from '../../ui/Button'
import { ErrorNotice } from '../../ui/ErrorNotice'
import { Notice } from '../../ui/Notice'
import { Spinner } from '../../ui/Spinner'
import listStyles from '../../widgets/activity/Activity.module.css'
import { ActivityItem } from '../../widgets/activity/ActivityItem'
import { AwayNotice } from '../../widgets/activity/AwayNotice'
import { describeEntries, kindOf } from '../../widgets/activity/describe'
import { useAway } from '../../widgets/activity/useAway'
import styles from './Activity.module.css'

/**
 * The activity screen (/activity): every game action of the logged-in player, newest first, a
 * page at a time (Older), with the away summary on top. With neither an indexer nor a history
 * API on this network, it says that history needs one of them.
 */
export function Component({ account }: { account: string }) {
  if (activitySource(network) === null) {
    return (
      <Notice>
        <p>Your activity needs a history of the chain, and this network has none configured.</p>
        <p>
          It is read from the game's indexer (DOV_INDEXER_URL) or, where none runs, from a Hyperion
          history API (DOV_HISTORY_URL).
        </p>
      </Notice>
    )
  }
  return <ActivityList account={account} />
}

/** Entries of every page loaded, each once (Hyperion's pages may repeat one after a new action). */
function entriesOf(pages: readonly { entries: ActivityEntry[] }[] | undefined) {
  if (pages === undefined) return undefined
  const seen = new Set<string>()
  return pages
    .flatMap((page) => page.entries)
    .filter((entry) => !seen.has(entry.id) && seen.add(entry.id) !== undefined)
}

function ActivityList({ account }: { account: string }) {
  // The indexer's live channel says when the player's activity changed.
  const live = useIndexerLive(network)
  const query = useInfiniteQuery({ ...activityQuery(network, account), ...live })
  const entries = useMemo(() => entriesOf(query.data?.pages), [query.data])
  const zones = useQuery(zonesRead.query(network))
  const craftIds = useMemo(
    () =>
      (entries ?? [])
        .filter((e) => kindOf(e, network.contracts) === 'craft')
        .map((e) => Number(e.data?.craft_id))
        .filter((id) => Number.isSafeInteger(id)),
    [entries],
  )
  const templates = useQuery(craftTemplatesQuery(network, craftIds))
  const lines = useMemo(
    () =>
      describeEntries(entries ?? [], network.contracts, {
        zoneName: (id) => zones.data?.find((zone) => zone.id === id)?.name,
        craftName: (id) => templates.data?.find((t) => t.template_id === id)?.name,
      }),
    [entries, zones.data, templates.data],
  )
  const away = useAway(account, entries)

  if (query.isPending) return <Spinner label="Loading your activity" />
  if (query.isError && entries === undefined) {
    return (
      <ErrorNotice
        title="Your activity could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return (
    <div className={styles.activity}>
      <p className={styles.source}>
        {activitySource(network) === 'indexer'
          ? "From the game's indexer, with what each action moved in your balances."
          : 'From a Hyperion history API: amounts an action does not state are shown as not known.'}
      </p>
      {away.summary !== undefined && <AwayNotice summary={away.summary} onDismiss={away.dismiss} />}
      {lines.length === 0 ? (
        <Notice>
          <p>No game actions yet.</p>
          <p>Your fights, stakes, claims, crafts, deposits and withdrawals will show here.</p>
        </Notice>
      ) : (
        <ol className={listStyles.list} aria-label="Your activity">
          {lines.map((line) => (
            <ActivityItem key={line.entry.id} line={line} explorer={network.explorer} />
          ))}
        </ol>
      )}
      {query.isFetchNextPageError ? (
        <ErrorNotice
          title="Older activity could not be loaded."
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      ) : query.hasNextPage ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Older
          </Button>
        </div>
      ) : (
        lines.length > 0 && <p className={styles.end}>That is all of your activity.</p>
      )}
    </div>
  )
}
