import { activeTools } from '@dov/game/buildings'
import { useMemo } from 'react'
import { useOwnedAssetFields } from '../../chain/read/assets'
import { combineReads } from '../../chain/read/combine'
import { useMemberships, useToolData } from '../../chain/read/staking'
import { stakedTools } from './tools'

/** AtomicAssets schema of tool NFTs. */
export const TOOLS_SCHEMA = 'tools'

/**
 * The tools screen's reads: staked tools (`mships`), the owned tool assets and the tool templates
 * (`tdata`, for the stake fees; a failed `tdata` read only hides the fees).
 */
export function useTools(account: string) {
  const mships = useMemberships(account)
  const assets = useOwnedAssetFields(account, TOOLS_SCHEMA)
  const tdata = useToolData()
  const reads = combineReads([mships, assets])
  const views = useMemo(
    () => ({
      staked: stakedTools(mships.data ?? [], assets.data ?? []),
      active: activeTools(mships.data ?? []),
    }),
    [mships.data, assets.data],
  )
  return {
    ...reads,
    ...views,
    mships: mships.data ?? [],
    assets: assets.data ?? [],
    /** undefined while loading or when the read failed. */
    tdata: tdata.data,
  }
}
