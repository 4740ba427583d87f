/**
 * Staking contract `buildings` (spec §7 "buildings"): the buildings an account staked. Like
 * `mships`, read in the contract's scope, every page (1000 rows a page), filtered by `owner`.
 */
import type { StakedBuilding } from '@dov/game/rows'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import {
  ChainId,
  ChainInt,
  ChainSeconds,
  RaritySchema,
  type Schema,
  UtilitySchema,
} from '../../transport/scalars'
import { readAllTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const BUILDINGS_LIMIT = 1000

export const StakedBuildingSchema: Schema<StakedBuilding> = v.object({
  asset_id: ChainId,
  owner: v.string(),
  template_id: ChainInt,
  last_claim: ChainSeconds,
  type: UtilitySchema,
  rarity: RaritySchema,
})

/** The buildings `owner` staked: every page of the contract scope, filtered by owner. */
export async function getStakedBuildings(
  network: Network,
  owner: string,
  signal?: AbortSignal,
): Promise<StakedBuilding[]> {
  const code = network.contracts.staking
  const query = { code, scope: code, table: 'buildings', limit: BUILDINGS_LIMIT }
  const all = await readAllTable(network, query, StakedBuildingSchema, { signal })
  return all.rows.filter((row) => row.owner === owner)
}

export function stakedBuildingsQuery(network: Network, account: string | null) {
  const code = network.contracts.staking
  return queryOptions({
    queryKey: tableQueryKey(code, 'buildings', code, { owner: account, limit: BUILDINGS_LIMIT }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<StakedBuilding[]> => getStakedBuildings(network, account, signal),
  })
}

export function useStakedBuildings<TData = StakedBuilding[]>(
  account: string | null,
  options: QueryConfig<StakedBuilding[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(stakedBuildingsQuery(network, account), options)
}
