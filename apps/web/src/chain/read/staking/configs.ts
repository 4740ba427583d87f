/** Staking contract `configs` (spec §7 "configs (limit 4)"): wfee and use_dov, usually one row. */
import type { GameConfig } from '@dov/game/rows'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainBool, ChainInt, type Schema } from '../../transport/scalars'
import { readTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const CONFIGS_LIMIT = 4

export const GameConfigSchema: Schema<GameConfig> = v.object({ wfee: ChainInt, use_dov: ChainBool })

export function getConfigs(network: Network, signal?: AbortSignal): Promise<GameConfig[]> {
  const code = network.contracts.staking
  const query = { code, scope: code, table: 'configs', limit: CONFIGS_LIMIT }
  return readTable(network, query, GameConfigSchema, signal)
}

export function configsQuery(network: Network) {
  const code = network.contracts.staking
  return queryOptions({
    queryKey: tableQueryKey(code, 'configs', code, { limit: CONFIGS_LIMIT }),
    queryFn: ({ signal }): Promise<GameConfig[]> => getConfigs(network, signal),
  })
}

export function useConfigs<TData = GameConfig[]>(
  options: QueryConfig<GameConfig[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(configsQuery(network), options)
}
