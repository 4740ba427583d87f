/** Staking contract `bdata` (spec §7 "bdata (limit 1000)"): building templates (rates, rarity, delay). */
import type { BuildingData } from '@dov/game/rows'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import {
  AssetText,
  ChainInt,
  RaritySchema,
  type Schema,
  UtilitySchema,
} from '../../transport/scalars'
import { readAllTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

/** A page: the table is read to its end through `more`/`next_key`. */
export const BDATA_LIMIT = 1000

export const BuildingDataSchema: Schema<BuildingData> = v.object({
  template_id: ChainInt,
  type: UtilitySchema,
  token_in: v.array(AssetText),
  token_out: v.array(AssetText),
  rarity: RaritySchema,
  delay: ChainInt,
})

export async function getBuildingData(
  network: Network,
  signal?: AbortSignal,
): Promise<BuildingData[]> {
  const code = network.contracts.staking
  const query = { code, scope: code, table: 'bdata', limit: BDATA_LIMIT }
  return (await readAllTable(network, query, BuildingDataSchema, { signal })).rows
}

export function buildingDataQuery(network: Network) {
  const code = network.contracts.staking
  return queryOptions({
    queryKey: tableQueryKey(code, 'bdata', code, { limit: BDATA_LIMIT }),
    queryFn: ({ signal }): Promise<BuildingData[]> => getBuildingData(network, signal),
  })
}

export function useBuildingData<TData = BuildingData[]>(
  options: QueryConfig<BuildingData[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(buildingDataQuery(network), options)
}
