import { activeTools } from '@dov/game/buildings'
import { useMemo } from 'react'
import { useOwnedAssetFields } from '../../chain/read/assets'
import { combineReads } from '../../chain/read/combine'
import { useBuildingData, useMemberships, useStakedBuildings } from '../../chain/read/staking'
import { type StakedView, stakedViews, type UnstakedView, unstakedViews } from './slots'

/** AtomicAssets schema of building NFTs. */
export const BUILDINGS_SCHEMA = 'buildings'

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
  const staked = useStakedBuildings(account)
  const bdata = useBuildingData()
  const mships = useMemberships(account)
  const assets = useOwnedAssetFields(account, BUILDINGS_SCHEMA)
  const reads = combineReads([staked, bdata, mships, assets])
  const views = useMemo(() => {
    const tools = activeTools(mships.data ?? [])
    return {
      staked: stakedViews(staked.data ?? [], bdata.data ?? [], tools, assets.data ?? []),
      unstaked: unstakedViews(assets.data ?? [], staked.data ?? [], bdata.data ?? [], tools),
    }
  }, [staked.data, bdata.data, mships.data, assets.data])
  return { ...reads, ...views }
}
