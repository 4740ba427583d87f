/**
 * Reads of the staking contract (spec §7 "Staking contract: balances (scope account), configs
 * (limit 4), cdata (limit 10), bdata (limit 1000), mships (limit 300 or 4), buildings.").
 *
 * `mships` and `buildings` live in the contract's own scope with an `owner` field and no owner
 * index in the spec, so an owner's rows are found by paging the whole table (300 / 1000 rows a
 * page) and filtering by owner; with a secondary owner index on the contract this becomes one
 * bounded read, like `sdivisions`.
 */

import type {
  BalanceRow,
  BuildingData,
  CraftData,
  GameConfig,
  Membership,
  StakedBuilding,
} from '@dov/game/rows'
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { network as currentNetwork } from '../../config/current'
import type { Network } from '../../config/network'
import { balanceRowsQuery, useSilentBalances } from './balances'
import { tableQueryKey } from './keys'
import {
  BuildingDataSchema,
  CraftDataSchema,
  GameConfigSchema,
  MembershipSchema,
  StakedBuildingSchema,
  type ToolData,
  ToolDataSchema,
} from './schemas'
import type { SilentResult } from './silent'
import { readAllTable, readTable } from './tables'

export const STAKING_LIMITS = {
  balances: 100,
  configs: 4,
  cdata: 10,
  bdata: 1000,
  mships: 300,
  buildings: 1000,
  tdata: 1000,
} as const

/** In-game balances (DOVX…DOVH and AVT) of `account`. */
export function stakingBalancesQuery(network: Network, account: string | null) {
  const code = network.contracts.staking
  return balanceRowsQuery(network, {
    code,
    table: 'balances',
    account,
    limit: STAKING_LIMITS.balances,
  })
}

/** In-game balances; on a read failure the last good rows, else none (spec §8: silent). */
export function useStakingBalances(
  account: string | null,
  network: Network = currentNetwork,
): SilentResult<readonly BalanceRow[]> {
  return useSilentBalances(stakingBalancesQuery(network, account))
}

/** Game configs (wfee, use_dov): usually one row. */
export function configsQuery(network: Network) {
  const code = network.contracts.staking
  const limit = STAKING_LIMITS.configs
  return queryOptions({
    queryKey: tableQueryKey(code, 'configs', code, { limit }),
    queryFn: ({ signal }): Promise<GameConfig[]> =>
      readTable(network, { code, scope: code, table: 'configs', limit }, GameConfigSchema, signal),
  })
}

export function useConfigs(network: Network = currentNetwork) {
  return useQuery(configsQuery(network))
}

/** Craft recipes. */
export function craftDataQuery(network: Network) {
  const code = network.contracts.staking
  const limit = STAKING_LIMITS.cdata
  return queryOptions({
    queryKey: tableQueryKey(code, 'cdata', code, { limit }),
    queryFn: ({ signal }): Promise<CraftData[]> =>
      readTable(network, { code, scope: code, table: 'cdata', limit }, CraftDataSchema, signal),
  })
}

export function useCraftData(network: Network = currentNetwork) {
  return useQuery(craftDataQuery(network))
}

/** Building templates (rates, rarity, delay). */
export function buildingDataQuery(network: Network) {
  const code = network.contracts.staking
  const limit = STAKING_LIMITS.bdata
  return queryOptions({
    queryKey: tableQueryKey(code, 'bdata', code, { limit }),
    queryFn: async ({ signal }): Promise<BuildingData[]> => {
      const query = { code, scope: code, table: 'bdata', limit }
      return (await readAllTable(network, query, BuildingDataSchema, { signal })).rows
    },
  })
}

export function useBuildingData(network: Network = currentNetwork) {
  return useQuery(buildingDataQuery(network))
}

/** Tools staked by `account` (clock, booster, effort). */
export function membershipsQuery(network: Network, account: string | null) {
  const code = network.contracts.staking
  const limit = STAKING_LIMITS.mships
  return queryOptions({
    queryKey: tableQueryKey(code, 'mships', code, { owner: account, limit }),
    queryFn:
      account === null
        ? skipToken
        : async ({ signal }): Promise<Membership[]> => {
            const query = { code, scope: code, table: 'mships', limit }
            const all = await readAllTable(network, query, MembershipSchema, { signal })
            return all.rows.filter((row) => row.owner === account)
          },
  })
}

export function useMemberships(account: string | null, network: Network = currentNetwork) {
  return useQuery(membershipsQuery(network, account))
}

/** Buildings staked by `account`. */
export function stakedBuildingsQuery(network: Network, account: string | null) {
  const code = network.contracts.staking
  const limit = STAKING_LIMITS.buildings
  return queryOptions({
    queryKey: tableQueryKey(code, 'buildings', code, { owner: account, limit }),
    queryFn:
      account === null
        ? skipToken
        : async ({ signal }): Promise<StakedBuilding[]> => {
            const query = { code, scope: code, table: 'buildings', limit }
            const all = await readAllTable(network, query, StakedBuildingSchema, { signal })
            return all.rows.filter((row) => row.owner === account)
          },
  })
}

export function useStakedBuildings(account: string | null, network: Network = currentNetwork) {
  return useQuery(stakedBuildingsQuery(network, account))
}

/**
 * Tool templates (type, rarity, stake fee): `tdata` is not among the spec's reads (§7), so a
 * production contract without it makes this read fail; the tools popup then shows no fees.
 */
export function toolDataQuery(network: Network) {
  const code = network.contracts.staking
  const limit = STAKING_LIMITS.tdata
  return queryOptions({
    queryKey: tableQueryKey(code, 'tdata', code, { limit }),
    queryFn: async ({ signal }): Promise<ToolData[]> => {
      const query = { code, scope: code, table: 'tdata', limit }
      return (await readAllTable(network, query, ToolDataSchema, { signal })).rows
    },
  })
}

export function useToolData(network: Network = currentNetwork) {
  return useQuery(toolDataQuery(network))
}
