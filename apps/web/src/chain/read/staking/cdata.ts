/** Staking contract `cdata` (spec §7 "cdata (limit 10)"): the craft recipes. */
import type { CraftData } from '@dov/game/rows'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainInt, type Schema } from '../../transport/scalars'
import { readTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const CDATA_LIMIT = 10

export const CraftDataSchema: Schema<CraftData> = v.object({
  template_id: ChainInt,
  type: v.string(),
  costs: v.array(v.string()),
  schema: v.string(),
  available: ChainInt,
})

export function getCraftData(network: Network, signal?: AbortSignal): Promise<CraftData[]> {
  const code = network.contracts.staking
  const query = { code, scope: code, table: 'cdata', limit: CDATA_LIMIT }
  return readTable(network, query, CraftDataSchema, signal)
}

export function craftDataQuery(network: Network) {
  const code = network.contracts.staking
  return queryOptions({
    queryKey: tableQueryKey(code, 'cdata', code, { limit: CDATA_LIMIT }),
    queryFn: ({ signal }): Promise<CraftData[]> => getCraftData(network, signal),
  })
}

export function useCraftData<TData = CraftData[]>(
  options: QueryConfig<CraftData[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(craftDataQuery(network), options)
}
