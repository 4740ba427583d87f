/**
 * Game contract `udata` (spec §7 "udata (1000)"): unit configs by template (type, power, bonus),
 * for the enrichment of assets and for power. Paged to its end through `more`/`next_key`.
 */
import type { UnitConfig } from '@dov/game/rows'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainInt, PairSchema, type Schema, UnitTypeSchema } from '../../transport/scalars'
import { readAllTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const UDATA_LIMIT = 1000

export const UnitConfigSchema: Schema<UnitConfig> = v.object({
  template_id: ChainInt,
  type: UnitTypeSchema,
  power: ChainInt,
  bonus: v.array(PairSchema),
})

export async function getUnitConfigs(
  network: Network,
  signal?: AbortSignal,
): Promise<UnitConfig[]> {
  const code = network.contracts.game
  const query = { code, scope: code, table: 'udata', limit: UDATA_LIMIT }
  return (await readAllTable(network, query, UnitConfigSchema, { signal })).rows
}

export function unitConfigsQuery(network: Network) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(code, 'udata', code, { limit: UDATA_LIMIT }),
    queryFn: ({ signal }): Promise<UnitConfig[]> => getUnitConfigs(network, signal),
  })
}

export function useUnitConfigs<TData = UnitConfig[]>(
  options: QueryConfig<UnitConfig[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(unitConfigsQuery(network), options)
}
