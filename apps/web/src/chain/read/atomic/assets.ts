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
import { useMemo } from 'react'
import * as v from 'valibot'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { getAtomicPages } from '../../transport/atomic'
import { assetsKey } from '../../transport/keys'
import { ApiText, ChainId, ChainInt, RaritySchema, type Schema } from '../../transport/scalars'
import { unitConfigsQuery } from '../game/udata'
import { type QueryConfig, useRead } from '../queryConfig'

export const ASSETS_PAGE_LIMIT = 1000
export const ASSETS_MAX_PAGES = 10

/**
 * An asset of `GET /atomicassets/v1/assets`, flattened to `AssetFields`. `data` is the API's merge
 * of mutable, immutable and template data. `name` is null when the asset has none (then
 * `data.name`, else ''); `template` is null for a template-less asset (then template 0).
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
  }),
  v.transform(
    (asset): AssetFields => ({
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
  return [...assetsKey(network.collection, account), { schema: schema ?? null }] as const
}

/** The key of an owned-assets read, for the options of its hooks. */
export type OwnedAssetsKey = ReturnType<typeof ownedAssetsKey>

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

/**
 * `account`'s assets of one schema as the asset service gives them, without the unit enrichment
 * (buildings and tools need no `udata`, so that table is not read for them).
 */
export function useOwnedAssetFields<TData = AssetFields[]>(
  account: string | null,
  schema: string,
  options: QueryConfig<AssetFields[], TData, OwnedAssetsKey> = {},
  network: Network = currentNetwork,
) {
  return useRead(ownedAssetsQuery(network, account, schema), options)
}

/** Enriches every asset with its unit config. */
export function enrichAssets(
  assets: readonly AssetFields[],
  udata: readonly UnitConfig[],
): Asset[] {
  return assets.map((asset) => enrichAsset(asset, udata))
}

/**
 * The options of `useOwnedAssets`: those of the assets read, with a `select` over the enriched
 * assets (it runs on the empty list too, before both reads arrived).
 */
export type OwnedAssetsConfig<TData> = Omit<
  QueryConfig<AssetFields[], AssetFields[], OwnedAssetsKey>,
  'select'
> & { select?: (assets: Asset[]) => TData }

export type EnrichedAssets<TData = Asset[]> = {
  /** Enriched assets (or their `select`ion); those of no assets until both reads arrived. */
  data: TData
  isLoading: boolean
  isError: boolean
  error: Error | null
  refetch: () => void
}

const NO_ASSETS: Asset[] = []

/** `account`'s assets, enriched with `udata` (both reads cached and shared). */
export function useOwnedAssets<TData = Asset[]>(
  account: string | null,
  schema?: string,
  options: OwnedAssetsConfig<TData> = {},
  network: Network = currentNetwork,
): EnrichedAssets<TData> {
  const { select, ...config } = options
  const assets = useRead(ownedAssetsQuery(network, account, schema), config)
  const udata = useRead(unitConfigsQuery(network), {})
  const enriched = useMemo(
    () => (assets.data && udata.data ? enrichAssets(assets.data, udata.data) : NO_ASSETS),
    [assets.data, udata.data],
  )
  // Without a `select`, TData is Asset[].
  const data = useMemo(
    () => (select ? select(enriched) : (enriched as unknown as TData)),
    [select, enriched],
  )
  const { refetch: refetchAssets } = assets
  const { refetch: refetchUdata } = udata
  return {
    data,
    isLoading: assets.isLoading || udata.isLoading,
    isError: assets.isError || udata.isError,
    error: assets.error ?? udata.error,
    refetch: () => {
      void refetchAssets()
      void refetchUdata()
    },
  }
}
