import { buildingDataFor, clockedDelay } from '@dov/game/buildings'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useChainNow } from '../../chain/read/chainTime'
import { fightSecsRead } from '../../chain/read/game/settings'
import type { ActivityEntry } from '../../chain/read/indexer/activityEntry'
import { useBuildingEconomy } from '../../chain/read/staking/buildingEconomy'
import { network } from '../../config/current'
import { awaySummary, type BuildingCycle } from './away'
import { useLastVisit } from './useLastVisit'

/**
 * The "while you were away" summary of `account` (undefined when there is none to show), from
 * the entries loaded so far (newest first), the fight length and the staked buildings with their
 * cycles (the Buildings screen's reads, so nothing more is asked there), with `dismiss`. A read
 * that failed counts nothing: the rest of the summary still shows.
 */
export function useAway(account: string, entries: readonly ActivityEntry[] | undefined) {
  const { since, dismiss } = useLastVisit(network.chainId, account)
  const fightSecs = useQuery(fightSecsRead.query(network))
  const { staked, bdata, mships, tools } = useBuildingEconomy(account)
  const now = useChainNow(10_000)
  const buildings = useMemo((): readonly BuildingCycle[] | null => {
    if (staked.data === undefined || bdata.data === undefined || mships.isError) return null
    return staked.data.flatMap((building) => {
      const data = buildingDataFor(bdata.data, building.template_id)
      return data === undefined
        ? []
        : [{ lastClaim: building.last_claim, delay: clockedDelay(data.delay, tools.clock) }]
    })
  }, [staked.data, bdata.data, mships.isError, tools])
  const pending = fightSecs.isPending || staked.isPending || bdata.isPending || mships.isPending
  const summary = useMemo(
    () =>
      entries === undefined || pending
        ? undefined
        : awaySummary(entries, network.contracts, since, now, fightSecs.data ?? null, buildings),
    [entries, since, now, pending, fightSecs.data, buildings],
  )
  return { summary, dismiss }
}
