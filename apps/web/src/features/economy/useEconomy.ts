import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { usePlayerCards } from '../../chain/read/atomic/playerCards'
import { combineReads } from '../../chain/read/combine'
import { useZoneWins } from '../../chain/read/game/infos'
import { useBuildingEconomy } from '../../chain/read/staking/buildingEconomy'
import { economyView, type FightSecs } from './economyView'
import { economyQueries } from './reads'

/**
 * The economy screen's reads (the queries its prefetch started) and its view. The buildings'
 * reads are needed always; the zones, unit configs and unit cards only when the player has a
 * division with a zone. Building names are optional (a failed read shows the fallback name); wins
 * are silent (spec §8: a failed read counts as no wins, as on the fight list); a failed fight
 * duration read leaves fighting without a figure per hour, said with its own Retry.
 */
export function useEconomy(account: string) {
  const queries = economyQueries(account)
  const { staked, bdata, mships, tools } = useBuildingEconomy(account)
  const divisions = useQuery(queries.divisions)
  const buildingAssets = useQuery(queries.buildingAssets)
  const fighting = (divisions.data ?? []).some((division) => division.zoneID > 0)
  const zones = useQuery({ ...queries.zones, enabled: fighting })
  const { udata, assets: units, byId: cards } = usePlayerCards(account, { enabled: fighting })
  const fightSecs = useQuery({ ...queries.fightSecs, enabled: fighting })
  const wins = useZoneWins(account)
  // How long each token lasts: optional, like the wins (no balance, no "lasts" line).
  const balances = useQuery(queries.balances)

  const reads = combineReads(
    fighting
      ? [staked, bdata, mships, divisions, zones, udata, units]
      : [staked, bdata, mships, divisions],
  )
  const secs: FightSecs | undefined =
    fightSecs.data !== undefined ? fightSecs.data : fightSecs.isError ? 'error' : undefined

  const view = useMemo(
    () =>
      economyView({
        staked: staked.data ?? [],
        bdata: bdata.data ?? [],
        tools,
        buildingAssets: buildingAssets.data ?? [],
        divisions: divisions.data ?? [],
        zones: zones.data ?? [],
        udata: udata.data ?? [],
        cards,
        wins: wins.data,
        fightSecs: secs ?? null,
        balances: balances.data,
      }),
    [
      staked.data,
      bdata.data,
      tools,
      buildingAssets.data,
      divisions.data,
      zones.data,
      udata.data,
      cards,
      wins.data,
      secs,
      balances.data,
    ],
  )

  // Wait for the fight duration and the wins too before showing figures that depend on them.
  const waiting = fighting && (secs === undefined || wins.isLoading)
  const status = reads.status === 'ready' && waiting ? 'loading' : reads.status
  return {
    status,
    error: reads.error,
    retry: reads.retry,
    retryFightSecs: () => void fightSecs.refetch(),
    view,
  }
}
