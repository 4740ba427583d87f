/**
 * The building economy of an account: its staked buildings, the building templates and its
 * staked tools, with the tools in effect (`activeTools`, the highest rarity per type) worked out
 * once. The buildings screen, the economy screen and Claim all read it alike.
 */
import { activeTools } from '@dov/game/buildings'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import type { SharedReadOptions } from '../table'
import { buildingDataRead } from './bdata'
import { stakedBuildingsRead } from './buildings'
import { membershipsRead } from './mships'

export function useBuildingEconomy(
  account: string,
  options: SharedReadOptions = {},
  network: Network = currentNetwork,
) {
  const staked = useQuery({ ...stakedBuildingsRead.query(network, account), ...options })
  const bdata = useQuery({ ...buildingDataRead.query(network), ...options })
  const mships = useQuery({ ...membershipsRead.query(network, account), ...options })
  const tools = useMemo(() => activeTools(mships.data ?? []), [mships.data])
  return { staked, bdata, mships, tools }
}
