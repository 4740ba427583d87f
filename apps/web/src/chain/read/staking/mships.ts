/**
 * Staking contract `mships` (spec §7 "mships (limit 300 or 4)"): the tools (clock, booster,
 * effort) an account staked. The table lives in the contract's scope with an `owner` field and no
 * owner index in the spec, so an owner's rows are found by paging the whole table (300 rows a
 * page) and filtering by owner; with a secondary owner index on the contract this becomes one
 * bounded read, like `sdivisions`.
 */
import type { Membership } from '@dov/game/rows'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainId, RaritySchema, type Schema, ToolTypeSchema } from '../../transport/scalars'
import { readAllTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const MSHIPS_LIMIT = 300

export const MembershipSchema: Schema<Membership> = v.object({
  asset_id: ChainId,
  owner: v.string(),
  type: ToolTypeSchema,
  rarity: RaritySchema,
})

/** The tools `owner` staked: every page of the contract scope, filtered by owner. */
export async function getMemberships(
  network: Network,
  owner: string,
  signal?: AbortSignal,
): Promise<Membership[]> {
  const code = network.contracts.staking
  const query = { code, scope: code, table: 'mships', limit: MSHIPS_LIMIT }
  const all = await readAllTable(network, query, MembershipSchema, { signal })
  return all.rows.filter((row) => row.owner === owner)
}

export function membershipsQuery(network: Network, account: string | null) {
  const code = network.contracts.staking
  return queryOptions({
    queryKey: tableQueryKey(code, 'mships', code, { owner: account, limit: MSHIPS_LIMIT }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<Membership[]> => getMemberships(network, account, signal),
  })
}

export function useMemberships<TData = Membership[]>(
  account: string | null,
  options: QueryConfig<Membership[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(membershipsQuery(network, account), options)
}
