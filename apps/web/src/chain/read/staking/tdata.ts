/**
 * Staking contract `tdata`: tool templates (type, rarity, stake fee), the `Stake Fees` of the
 * tools popup (spec §2 Tools). Not among the spec's reads (§7): the devchain's `dov.stake` has it,
 * and a production contract without it makes only this read fail (the popup then shows `-`).
 */
import type { ToolData } from '@dov/game/rows'
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
  ToolTypeSchema,
} from '../../transport/scalars'
import { readAllTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const TDATA_LIMIT = 1000

export const ToolDataSchema: Schema<ToolData> = v.object({
  template_id: ChainInt,
  type: ToolTypeSchema,
  rarity: RaritySchema,
  fee: v.array(AssetText),
})

export async function getToolData(network: Network, signal?: AbortSignal): Promise<ToolData[]> {
  const code = network.contracts.staking
  const query = { code, scope: code, table: 'tdata', limit: TDATA_LIMIT }
  return (await readAllTable(network, query, ToolDataSchema, { signal })).rows
}

export function toolDataQuery(network: Network) {
  const code = network.contracts.staking
  return queryOptions({
    queryKey: tableQueryKey(code, 'tdata', code, { limit: TDATA_LIMIT }),
    queryFn: ({ signal }): Promise<ToolData[]> => getToolData(network, signal),
  })
}

export function useToolData<TData = ToolData[]>(
  options: QueryConfig<ToolData[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(toolDataQuery(network), options)
}
