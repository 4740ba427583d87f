import { orderedDivisions } from '@dov/game/division'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { usePlayerCards } from '../../chain/read/atomic/playerCards'
import { combineReads } from '../../chain/read/combine'
import { useZoneWins } from '../../chain/read/game/infos'
import { builderQueries } from './reads'

/**
 * The builder's reads (the queries its prefetch started): zones, unit configs, the player's
 * divisions, unit cards and wins (and the in-game balances, silently), with one loading / error / retry state. Wins are silent (spec
 * §8): a failed wins read counts as no wins, so zones past the first may show locked.
 */
export function useBuilderReads(account: string) {
  const queries = builderQueries(account)
  const zones = useQuery(queries.zones)
  const divisions = useQuery(queries.divisions)
  const { udata, assets, cards, byId: cardsById } = usePlayerCards(account)
  const wins = useZoneWins(account)
  // Silent (spec §8): unknown balances call no cost unpayable before Send to fight.
  const balances = useQuery(queries.balances)
  const reads = combineReads([zones, udata, divisions, assets])

  const views = useMemo(
    () => ({
      cards,
      cardsById,
      divisions: orderedDivisions(divisions.data ?? []),
    }),
    [cards, cardsById, divisions.data],
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
    /** The in-game balances (`dov.stake`), undefined when unknown. */
    balances: balances.data,
    divisionsKey: queries.divisions.queryKey,
  }
}

export type BuilderReads = ReturnType<typeof useBuilderReads>
