import type { Asset } from '@dov/game/rows'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { network as currentNetwork } from '../../../config/current'
import type { Network } from '../../../config/network'
import { unitConfigsRead } from '../game/udata'
import type { SharedReadOptions } from '../table'
import { ASSET_SCHEMAS, enrichAssets, ownedAssetsQuery } from './assets'

const NO_CARDS: Asset[] = []

/**
 * The player's unit cards joined with their unit configs (`udata`), as a list and by asset id:
 * the one join behind the builder, the fight list, the economy and Claim all. `assets` and
 * `udata` are the two reads, for the screen's loading / error / retry state.
 */
export function usePlayerCards(
  account: string | null,
  options: SharedReadOptions = {},
  network: Network = currentNetwork,
) {
  const assets = useQuery({
    ...ownedAssetsQuery(network, account, ASSET_SCHEMAS.units),
    ...options,
  })
  const udata = useQuery({ ...unitConfigsRead.query(network), ...options })
  const cards = useMemo(
    () => (assets.data && udata.data ? enrichAssets(assets.data, udata.data) : NO_CARDS),
    [assets.data, udata.data],
  )
  const byId = useMemo(() => new Map<string, Asset>(cards.map((c) => [c.asset_id, c])), [cards])
  return { assets, udata, cards, byId }
}
