/** Game contract `avatars` (spec §7 "avatars (100)"): the avatars a player can pick, with their cost. */
import type { Avatar } from '@dov/game/rows'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainInt, type Schema } from '../../transport/scalars'
import { readTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const AVATARS_LIMIT = 100

export const AvatarSchema: Schema<Avatar> = v.object({
  id: ChainInt,
  ipfs: v.string(),
  cost: v.string(),
})

export function getAvatars(network: Network, signal?: AbortSignal): Promise<Avatar[]> {
  const code = network.contracts.game
  const query = { code, scope: code, table: 'avatars', limit: AVATARS_LIMIT }
  return readTable(network, query, AvatarSchema, signal)
}

export function avatarsQuery(network: Network) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(code, 'avatars', code, { limit: AVATARS_LIMIT }),
    queryFn: ({ signal }): Promise<Avatar[]> => getAvatars(network, signal),
  })
}

export function useAvatars<TData = Avatar[]>(
  options: QueryConfig<Avatar[], TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(avatarsQuery(network), options)
}
