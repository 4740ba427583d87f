/**
 * Game contract `nfts` (spec §7 "nfts (1000)"): the cards placed in divisions (asset id, owner,
 * template id), every page.
 */
import type { NftRow } from '@dov/game/rows'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { tableQueryKey } from '../../transport/keys'
import { ChainId, ChainInt, type Schema } from '../../transport/scalars'
import { type AllParsedRows, readAllTable } from '../../transport/tables'
import { type QueryConfig, useRead } from '../queryConfig'

export const NFTS_LIMIT = 1000

export const NftRowSchema: Schema<NftRow> = v.object({
  asset_id: ChainId,
  owner: v.string(),
  template_id: ChainInt,
})

export function getNfts(network: Network, signal?: AbortSignal): Promise<AllParsedRows<NftRow>> {
  const code = network.contracts.game
  const query = { code, scope: code, table: 'nfts', limit: NFTS_LIMIT }
  return readAllTable(network, query, NftRowSchema, { signal })
}

export function nftsQuery(network: Network) {
  const code = network.contracts.game
  return queryOptions({
    queryKey: tableQueryKey(code, 'nfts', code, { limit: NFTS_LIMIT }),
    queryFn: ({ signal }): Promise<AllParsedRows<NftRow>> => getNfts(network, signal),
  })
}

export function useNfts<TData = AllParsedRows<NftRow>>(
  options: QueryConfig<AllParsedRows<NftRow>, TData> = {},
  network: Network = currentNetwork,
) {
  return useRead(nftsQuery(network), options)
}
