/**
 * Asset reads (spec §3 Asset "Enriched with: type (combat, or other utility types), power (only for
 * combat, else 0), bonus (list of key/value pairs)"): the account's assets in the collection from
 * the AtomicAssets API, enriched with the game's `udata` by `@dov/game/assets`; and the templates
 * of craft items.
 */
import { enrichAsset } from '@dov/game/assets'
import type { Asset, AssetFields, UnitConfig } from '@dov/game/rows'
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { network as currentNetwork } from '../../config/current'
import type { Network } from '../../config/network'
import { getOwnedAssets, getTemplate } from './atomic'
import { mapLimit } from './concurrency'
import { unitConfigsQuery } from './game'
import { assetsKey, templatesKey } from './keys'
import type { CraftTemplate } from './schemas'

/** At most this many template reads in flight. */
export const TEMPLATES_CONCURRENCY = 4

/** `account`'s assets in the collection (optionally one schema), before enrichment. */
export function ownedAssetsQuery(network: Network, account: string | null, schema?: string) {
  return queryOptions({
    queryKey: [...assetsKey(network.collection, account), { schema: schema ?? null }] as const,
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
export function useOwnedAssetFields(
  account: string | null,
  schema: string,
  network: Network = currentNetwork,
) {
  return useQuery(ownedAssetsQuery(network, account, schema))
}

/** Enriches every asset with its unit config. */
export function enrichAssets(
  assets: readonly AssetFields[],
  udata: readonly UnitConfig[],
): Asset[] {
  return assets.map((asset) => enrichAsset(asset, udata))
}

export type EnrichedAssets = {
  /** Enriched assets; empty until both the assets and `udata` arrived. */
  data: Asset[]
  isLoading: boolean
  isError: boolean
  error: Error | null
  refetch: () => void
}

const NO_ASSETS: Asset[] = []

/** `account`'s assets, enriched with `udata` (both reads cached and shared). */
export function useOwnedAssets(
  account: string | null,
  schema?: string,
  network: Network = currentNetwork,
): EnrichedAssets {
  const assets = useQuery(ownedAssetsQuery(network, account, schema))
  const udata = useQuery(unitConfigsQuery(network))
  const data = useMemo(
    () => (assets.data && udata.data ? enrichAssets(assets.data, udata.data) : NO_ASSETS),
    [assets.data, udata.data],
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

/** Templates of craft items (name, image), at most `TEMPLATES_CONCURRENCY` reads at once. */
export function craftTemplatesQuery(network: Network, templateIds: readonly number[]) {
  const ids = [...new Set(templateIds)].sort((a, b) => a - b)
  return queryOptions({
    queryKey: [...templatesKey(network.collection), { ids }] as const,
    queryFn: ({ signal }): Promise<CraftTemplate[]> =>
      mapLimit(ids, TEMPLATES_CONCURRENCY, (id) => getTemplate(network, id, signal)),
  })
}

export function useCraftTemplates(
  templateIds: readonly number[],
  network: Network = currentNetwork,
) {
  return useQuery({ ...craftTemplatesQuery(network, templateIds), enabled: templateIds.length > 0 })
}
