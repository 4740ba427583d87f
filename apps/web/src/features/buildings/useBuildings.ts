import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { combineReads } from '../../chain/read/combine'
import { useBuildingEconomy } from '../../chain/read/staking/buildingEconomy'
import { buildingsQueries } from './reads'
import { type StakedView, stakedViews, type UnstakedView, unstakedViews } from './slots'

/** What each view of the screen (slots, machine staking) is given. */
export type BuildingsViewProps = {
  account: string
  staked: readonly StakedView[]
  unstaked: readonly UnstakedView[]
}

/**
 * Everything the buildings screen shows for `account`: staked buildings (with images and the
 * tools' buffs) and the unstaked building assets, plus one loading / error / retry state.
 */
export function useBuildings(account: string) {
  // The same queries the screen's prefetch started with its chunk (reads.ts).
  const queries = buildingsQueries(account)
  const { staked, bdata, mships, tools } = useBuildingEconomy(account)
  const assets = useQuery(queries.assets)
  const reads = combineReads([staked, bdata, mships, assets])
  const views = useMemo(
    () => ({
      staked: stakedViews(staked.data ?? [], bdata.data ?? [], tools, assets.data ?? []),
      unstaked: unstakedViews(assets.data ?? [], staked.data ?? [], bdata.data ?? [], tools),
    }),
    [staked.data, bdata.data, tools, assets.data],
  )
  return { ...reads, ...views }
}
