import { orderedDivisions } from '@dov/game/division'
import type { Asset } from '@dov/game/rows'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { enrichAssets } from '../../chain/read/atomic/assets'
import { combineReads } from '../../chain/read/combine'
import { useZoneWins } from '../../chain/read/game/infos'
import { builderQueries } from './reads'
import { zonePanel } from './zones'

/**
 * The builder's reads (the queries its prefetch started): zones, unit configs, the player's
 * divisions, unit cards and wins, with one loading / error / retry state. Wins are silent (spec
 * §8): a failed wins read counts as no wins, so zones past the first may show locked.
 */
export function useBuilderReads(account: string) {
  const queries = builderQueries(account)
  const zones = useQuery(queries.zones)
  const udata = useQuery(queries.udata)
  const divisions = useQuery(queries.divisions)
  const assets = useQuery(queries.assets)
  const wins = useZoneWins(account)
  const reads = combineReads([zones, udata, divisions, assets])

  const cards = useMemo(
    () => (assets.data && udata.data ? enrichAssets(assets.data, udata.data) : []),
    [assets.data, udata.data],
  )
  const views = useMemo(
    () => ({
      cards,
      cardsById: new Map<string, Asset>(cards.map((card) => [card.asset_id, card])),
      divisions: orderedDivisions(divisions.data ?? []),
      groups: zonePanel(zones.data ?? [], wins.data),
    }),
    [cards, divisions.data, zones.data, wins.data],
  )
  // The wins decide which zones are open: the builder waits for their first answer too.
  const status = reads.status === 'ready' && wins.isLoading ? 'loading' : reads.status
  return {
    status,
    error: reads.error,
    retry: reads.retry,
    ...views,
    zones: zones.data ?? [],
    udata: udata.data ?? [],
    /** The player's wins per zone (none when the read failed). */
    wins: wins.data,
    divisionsKey: queries.divisions.queryKey,
  }
}

export type BuilderReads = ReturnType<typeof useBuilderReads>
