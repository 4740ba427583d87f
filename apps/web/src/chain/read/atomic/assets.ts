/**
 * Owned assets (spec §7 "GET /atomicassets/v1/assets with query collection_name, owner, page=1,
 * limit=1000, order=desc, sort=asset_id, optionally schema_name"), and their enrichment (spec §3
 * Asset "Enriched with: type (combat, or other utility types), power (only for combat, else 0),
 * bonus (list of key/value pairs)") with the game's `udata` by `@dov/game/assets`.
 *
 * An owner with more than 1000 assets gets the next pages too (page=2, …), up to 10 pages.
 */
import { enrichAsset } from '@dov/game/assets'
import type { Asset, AssetFields, UnitConfig } from '@dov/game/rows'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Network } from '../../../config/network'
import { getAtomicPages } from '../../transport/atomic'
import { assetsKey } from '../../transport/keys'
import { ApiText, ChainId, ChainInt, RaritySchema, type Schema } from '../../transport/scalars'

/** The collection's schemas the game reads. */
export const ASSET_SCHEMAS = { units: 'units', buildings: 'buildings', tools: 'tools' } as const

export const ASSETS_PAGE_LIMIT = 1000
export const ASSETS_MAX_PAGES = 10

/**
 * An asset of `GET /atomicassets/v1/assets`, flattened to `AssetFields`. `data` is the API's merge
 * of mutable, immutable and template data. `name` is null when the asset has none (then
 * `data.name`, else ''); `template` is null for a template-less asset (then template 0);
 * `template_mint` is 0 for it (then no mint).
 */
export const AtomicAssetSchema: Schema<AssetFields> = v.pipe(
  v.object({
    asset_id: ChainId,
    name: v.nullish(v.string()),
    data: v.object({
      img: ApiText,
      name: v.nullish(v.string()),
      fusion: v.nullish(ChainInt, 0),
      rarity: RaritySchema,
      utility: ApiText,
    }),
    template: v.nullish(v.object({ template_id: ChainInt })),
    schema: v.object({ schema_name: v.string() }),
    template_mint: v.nullish(ChainInt, 0),
  }),
  v.transform(
    (asset): AssetFields => ({
      mint: asset.template_mint || undefined,
      asset_id: asset.asset_id,
      name: asset.name ?? asset.data.name ?? '',
      img: asset.data.img,
      template_id: asset.template?.template_id ?? 0,
      schema: asset.schema.schema_name,
      fusion: asset.data.fusion,
      rarity: asset.data.rarity,
      utility: asset.data.utility,
    }),
  ),
)

export type OwnedAssetsOptions = {
  /** Only this schema (e.g. `units`, `buildings`, `tools`). */
  schema?: string | undefined
  signal?: AbortSignal | undefined
  maxPages?: number
}

/** The assets `owner` holds in the network's collection, newest first. */
export function getOwnedAssets(
  network: Network,
  owner: string,
  options: OwnedAssetsOptions = {},
): Promise<AssetFields[]> {
  const pathOfPage = (page: number) => {
    const params = new URLSearchParams({
      collection_name: network.collection,
      owner,
      page: String(page),
      limit: String(ASSETS_PAGE_LIMIT),
      order: 'desc',
      sort: 'asset_id',
    })
    if (options.schema !== undefined) params.set('schema_name', options.schema)
    return `/atomicassets/v1/assets?${params}`
  }
  return getAtomicPages(network, pathOfPage, AtomicAssetSchema, {
    pageSize: ASSETS_PAGE_LIMIT,
    maxPages: options.maxPages ?? ASSETS_MAX_PAGES,
    source: 'atomicassets/assets',
    signal: options.signal,
  })
}

function ownedAssetsKey(network: Network, account: string | null, schema: string | undefined) {
  return [...assetsKey(network, network.collection, account), { schema: schema ?? null }] as const
}

/** `account`'s assets in the collection (optionally one schema), before enrichment. */
export function ownedAssetsQuery(network: Network, account: string | null, schema?: string) {
  return queryOptions({
    queryKey: ownedAssetsKey(network, account, schema),
    queryFn:
      account === null
        ? skipToken
        : ({ signal }): Promise<AssetFields[]> =>
            getOwnedAssets(network, account, { schema, signal }),
  })
}

/** Enriches every asset with its unit config. */
export function enrichAssets(
  assets: readonly AssetFields[],
  udata: readonly UnitConfig[],
): Asset[] {
  return assets.map((asset) => enrichAsset(asset, udata))
}
