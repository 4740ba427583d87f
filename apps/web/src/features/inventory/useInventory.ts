import { inventoryItems } from '@dov/game/inventory'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { enrichAssets } from '../../chain/read/atomic/assets'
import { combineReads } from '../../chain/read/combine'
import { inventoryQueries } from './reads'

/**
 * Every asset `account` owns in the collection, each with where it is in use (a building or tool
 * slot, a division) and its power and bonuses as the game computes them (`udata`).
 */
export function useInventory(account: string) {
  const queries = inventoryQueries(account)
  const assets = useQuery(queries.assets)
  const udata = useQuery(queries.udata)
  const buildings = useQuery(queries.buildings)
  const tools = useQuery(queries.tools)
  const divisions = useQuery(queries.divisions)
  const reads = combineReads([assets, udata, buildings, tools, divisions])
  const items = useMemo(
    () =>
      assets.data && udata.data && buildings.data && tools.data && divisions.data
        ? inventoryItems(
            enrichAssets(assets.data, udata.data),
            { buildings: buildings.data, tools: tools.data },
            divisions.data,
          )
        : [],
    [assets.data, udata.data, buildings.data, tools.data, divisions.data],
  )
  return { ...reads, items }
}
