import { activeTools } from '@dov/game/buildings'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { combineReads } from '../../chain/read/combine'
import { toolsQueries } from './reads'
import { stakedTools } from './tools'

/**
 * The tools screen's reads: staked tools (`mships`), the owned tool assets and the tool templates
 * (`tdata`, for the stake fees; a failed `tdata` read only hides the fees).
 */
export function useTools(account: string) {
  // The same queries the screen's prefetch started with its chunk (reads.ts).
  const queries = toolsQueries(account)
  const mships = useQuery(queries.mships)
  const assets = useQuery(queries.assets)
  const tdata = useQuery(queries.tdata)
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
