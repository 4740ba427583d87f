/**
 * One asset's mint: `GET /atomicassets/v1/assets/{asset_id}`, read when a player opens the asset
 * in the inventory. The owned-assets list (`assets.ts`) carries what cards show, the mint number
 * included; this adds how many of its template exist and may exist, which only a detail view says.
 */
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Network } from '../../../config/network'
import { getAtomicItem } from '../../transport/atomic'
import { assetsKey } from '../../transport/keys'
import { ChainId, ChainInt, type Schema } from '../../transport/scalars'

export type AssetMint = {
  asset_id: string
  owner: string | null
  /** The asset's number among its template's assets; null when it has no template (0). */
  mint: number | null
  /** How many of its template were minted (burnt ones included); null without a template. */
  issued: number | null
  /** How many of its template may ever be minted; null when unlimited (0) or no template. */
  maxSupply: number | null
}

export const AssetMintSchema: Schema<AssetMint> = v.pipe(
  v.object({
    asset_id: ChainId,
    owner: v.nullish(v.string(), null),
    template_mint: v.nullish(ChainInt, 0),
    template: v.nullish(
      v.object({ issued_supply: v.nullish(ChainInt, 0), max_supply: v.nullish(ChainInt, 0) }),
    ),
  }),
  v.transform(({ asset_id, owner, template_mint, template }) => ({
    asset_id,
    owner,
    mint: template_mint > 0 ? template_mint : null,
    issued: template != null && template.issued_supply > 0 ? template.issued_supply : null,
    maxSupply: template != null && template.max_supply > 0 ? template.max_supply : null,
  })),
)

export function assetMintQuery(network: Network, assetId: string) {
  return queryOptions({
    queryKey: [...assetsKey(network, network.collection), 'mint', assetId] as const,
    queryFn: ({ signal }) =>
      getAtomicItem(
        network,
        `/atomicassets/v1/assets/${encodeURIComponent(assetId)}`,
        AssetMintSchema,
        {
          source: 'atomicassets/asset',
          signal,
        },
      ),
    // A mint number never changes.
    staleTime: Number.POSITIVE_INFINITY,
  })
}
