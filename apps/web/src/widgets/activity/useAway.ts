import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useChainNow } from '../../chain/read/chainTime'
import { fightSecsRead } from '../../chain/read/game/settings'
import type { ActivityEntry } from '../../chain/read/indexer/activityEntry'
import { network } from '../../config/current'
import { awaySummary } from './away'
import { useLastVisit } from './useLastVisit'

/**
 * The "while you were away" summary of `account` (undefined when there is none to show), from
 * the entries loaded so far (newest first) and the fight length, with `dismiss`.
 */
export function useAway(account: string, entries: readonly ActivityEntry[] | undefined) {
  const { since, dismiss } = useLastVisit(network.chainId, account)
  const fightSecs = useQuery(fightSecsRead.query(network))
  const now = useChainNow(10_000)
  const summary = useMemo(
    () =>
      entries === undefined || fightSecs.isPending
        ? undefined
        : awaySummary(entries, network.contracts, since, now, fightSecs.data ?? null),
    [entries, since, now, fightSecs.isPending, fightSecs.data],
  )
  return { summary, dismiss }
}
