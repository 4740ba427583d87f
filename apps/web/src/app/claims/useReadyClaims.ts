import {
  claimAllTargets,
  claimWatchList,
  inFights,
  nextDeadline,
  type ReadyClaims as Ready,
  readyClaims,
} from '@dov/game/claimAll'
import type { RoundReads } from '@dov/game/round'
import type { Asset } from '@dov/game/rows'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { usePlayerCards } from '../../chain/read/atomic/playerCards'
import { type CombinedReads, combineReads } from '../../chain/read/combine'
import { ownerDivisionsQuery } from '../../chain/read/game/sdivisions'
import { zonesRead } from '../../chain/read/game/zones'
import { retryWhileUnknown } from '../../chain/read/silent'
import { useBuildingEconomy } from '../../chain/read/staking/buildingEconomy'
import type { ContractAction } from '../../chain/write/action'
import { claimFight } from '../../chain/write/game'
import { claimBuildings } from '../../chain/write/staking'
import { network } from '../../config/current'
import type { Watched } from './notifications'

export type ReadyClaims = Ready & {
  /** Loading / error / retry of the reads behind the count and the totals. */
  reads: CombinedReads
  /**
   * One transaction: the fights first (their DOVX helps pay the buildings' inputs), then one
   * claimmch with every finished building.
   */
  actions: ContractAction[]
  /** Every running or finished cycle and fight, for the notifications. */
  watched: Watched[]
  /** Chain time of the next building or fight to become ready, if any is under way. */
  nextAt: number | undefined
  /**
   * What Claim and fight again plans from, beside what is ready (`planRound`); without it the
   * panel offers Claim all alone. The cards are the player's assets (their pictures and names for
   * the battle report's sequence).
   */
  round?: Omit<RoundReads, 'wins' | 'balances' | 'cards'> & { cards: ReadonlyMap<string, Asset> }
}

/**
 * What `account` can claim at chain time `now` (`@dov/game/claimAll`), from the reads the
 * buildings' and fight screens make too (same query keys, so nothing is read twice). The fights'
 * zones, unit configs and cards are read only while a division has a fight (under way or over).
 */
export function useReadyClaims(account: string, now: number): ReadyClaims {
  // The panel sits on every screen: after a failed first read it reads again by itself, so it
  // comes back with the chain even if nobody presses Read again.
  const heal = { refetchInterval: retryWhileUnknown }
  const { staked, bdata, mships, tools } = useBuildingEconomy(account, heal)
  const divisions = useQuery({ ...ownerDivisionsQuery(network, account), ...heal })
  const fighting = inFights(divisions.data ?? [])
  const zones = useQuery({ ...zonesRead.query(network), enabled: fighting, ...heal })
  const { udata, assets, byId } = usePlayerCards(account, { enabled: fighting, ...heal })
  const reads = combineReads(
    fighting
      ? [staked, bdata, mships, divisions, zones, udata, assets]
      : [staked, bdata, mships, divisions],
  )

  const derived = useMemo(() => {
    const input = {
      staked: staked.data ?? [],
      bdata: bdata.data ?? [],
      tools,
      divisions: divisions.data ?? [],
      zones: zones.data,
    }
    const ready = readyClaims({ ...input, udata: udata.data ?? [], cards: byId }, now)
    const targets = claimAllTargets(ready)
    const actions: ContractAction[] = targets.divisions.map((divID) => claimFight(account, divID))
    if (targets.buildings.length > 0) actions.push(claimBuildings(targets.buildings))
    const watched = claimWatchList(input, now)
    const round = {
      divisions: input.divisions,
      zones: input.zones ?? [],
      udata: udata.data ?? [],
      cards: byId,
    }
    return { ...ready, actions, watched, nextAt: nextDeadline(watched, now), round }
  }, [account, now, staked.data, bdata.data, tools, divisions.data, zones.data, udata.data, byId])
  return { reads, ...derived }
}
