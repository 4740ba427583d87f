/** Game contract `zones` (spec §7 "zones (1000)"): the fight zones, paged to the table's end. */
import type { Zone } from '@dov/game/rows'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainBool, ChainInt, PairSchema, type Schema } from '../../transport/scalars'
import { readAllTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const ZONES_LIMIT = 1000

const Pairs = v.array(PairSchema)

export const ZoneSchema: Schema<Zone> = v.object({
  id: ChainInt,
  name: v.string(),
  terrain: v.string(),
  open: ChainBool,
  nbwins: ChainInt,
  wmini: ChainInt,
  nextZone: ChainInt,
  costs: Pairs,
  resolutions: Pairs,
  pre_allow: Pairs,
  power: Pairs,
})

export async function getZones(network: Network, signal?: AbortSignal): Promise<Zone[]> {
  const code = network.contracts.game
  const query = { code, scope: code, table: 'zones', limit: ZONES_LIMIT }
  return (await readAllTable(network, query, ZoneSchema, { signal })).rows
}

export function zonesQuery(network: Network) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(code, 'zones', code, { limit: ZONES_LIMIT }),
    queryFn: ({ signal }): Promise<Zone[]> => getZones(network, signal),
  })
}

export function useZones<TData = Zone[]>(
  options: QueryConfig<Zone[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(zonesQuery(network), options)
}
