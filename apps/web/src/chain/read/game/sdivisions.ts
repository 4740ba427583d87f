/**
 * Game contract `sdivisions` (spec §7 "sdivisions (secondary index by owner, 1000)", "sdivisions
 * full scan pages via more and next_key."): an account's divisions through the owner index, and
 * every division (the Hall of Fame) by a full scan.
 */
import type { Division, DivisionUnit } from '@dov/game/rows'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainId, ChainInt, ChainSeconds, type Schema } from '../../transport/scalars'
import { type AllParsedRows, readAllTable, readTable } from '../../transport/tables'

export const SDIVISIONS_LIMIT = 1000

export const DivisionUnitSchema: Schema<DivisionUnit> = v.object({
  key: v.string(),
  value: ChainId,
})

/** `end_time` may be 0 (idle), -1 (claimable) or a time. */
export const DivisionSchema: Schema<Division> = v.object({
  divID: ChainInt,
  owner: v.string(),
  zoneID: ChainInt,
  end_time: ChainSeconds,
  units: v.array(DivisionUnitSchema),
})

/** `owner`'s divisions, through the owner index (index 2, key type name, bounds = owner). */
export function getOwnerDivisions(
  network: Network,
  owner: string,
  signal?: AbortSignal,
): Promise<Division[]> {
  const code = network.contracts.game
  const query = {
    code,
    scope: code,
    table: 'sdivisions',
    index_position: 2,
    key_type: 'name' as const,
    lower_bound: owner,
    upper_bound: owner,
    limit: SDIVISIONS_LIMIT,
  }
  return readTable(network, query, DivisionSchema, signal)
}

/** Every division: the full scan, 1000 a page via `more`/`next_key`. */
export function getAllDivisions(
  network: Network,
  signal?: AbortSignal,
): Promise<AllParsedRows<Division>> {
  const code = network.contracts.game
  const query = { code, scope: code, table: 'sdivisions', limit: SDIVISIONS_LIMIT }
  return readAllTable(network, query, DivisionSchema, { signal })
}

export function ownerDivisionsQuery(network: Network, account: string | null) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(network, code, 'sdivisions', code, {
      owner: account,
      limit: SDIVISIONS_LIMIT,
    }),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<Division[]> => getOwnerDivisions(network, account, signal),
  })
}

export function allDivisionsQuery(network: Network) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(network, code, 'sdivisions', code, {
      scan: true,
      limit: SDIVISIONS_LIMIT,
    }),
    queryFn: ({ signal }): Promise<AllParsedRows<Division>> => getAllDivisions(network, signal),
  })
}
