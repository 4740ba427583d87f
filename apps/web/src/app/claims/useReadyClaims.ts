import type { Amount } from '@dov/game/amount'
import { buildingDataFor, cycleFlows } from '@dov/game/buildings'
import {
  type BuildingClaim,
  claimableFights,
  claimTotals,
  type FightClaim,
  finishedBuildings,
  overFights,
} from '@dov/game/claims'
import { divisionState, divisionTitle, orderedDivisions } from '@dov/game/division'
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

export type ReadyClaims = {
  /** Loading / error / retry of the reads behind the count and the totals. */
  reads: CombinedReads
  buildings: BuildingClaim[]
  fights: (FightClaim & { title: string })[]
  /** What the title and the panel count: finished buildings and fights over. */
  count: number
  /** Net per token of claiming all (`claimTotals`); known once the fights' reads arrived. */
  totals: Amount[]
  /**
   * One transaction: the fights first (their DOVX helps pay the buildings' inputs), then one
   * claimmch with every finished building.
   */
  actions: ContractAction[]
  /** Every running or finished cycle and fight, for the notifications. */
  watched: Watched[]
  /** Chain time of the next building or fight to become ready, if any is under way. */
  nextAt: number | undefined
}

/**
 * What `account` can claim at chain time `now`, from the rules the buildings' and fight cards
 * show (`@dov/game/claims`): the same reads (same query keys, so nothing is read twice when a
 * screen shows them too). The fights' zones, unit configs and cards are read only while a
 * division has a fight (under way or over).
 */
export function useReadyClaims(account: string, now: number): ReadyClaims {
  // Query options rather than the reads' hooks: the first route already carries these (the
  // buildings screen reads them so), and the panel must not make it heavier.
  // The panel sits on every screen: after a failed first read it reads again by itself, so it
  // comes back with the chain even if nobody presses Read again.
  const heal = { refetchInterval: retryWhileUnknown }
  const { staked, bdata, mships, tools } = useBuildingEconomy(account, heal)
  const divisions = useQuery({ ...ownerDivisionsQuery(network, account), ...heal })
  const ordered = useMemo(() => orderedDivisions(divisions.data ?? []), [divisions.data])
  const inFights = ordered.some((division) => division.end_time !== 0)
  const zones = useQuery({ ...zonesRead.query(network), enabled: inFights, ...heal })
  const {
    udata,
    assets: units,
    byId: cards,
  } = usePlayerCards(account, { enabled: inFights, ...heal })
  const reads = combineReads(
    inFights
      ? [staked, bdata, mships, divisions, zones, udata, units]
      : [staked, bdata, mships, divisions],
  )

  const derived = useMemo(() => {
    const buildings = finishedBuildings(staked.data ?? [], bdata.data ?? [], tools, now)
    const titles = new Map(ordered.map((d, index) => [d.divID, divisionTitle(index + 1)]))
    const fights = claimableFights(ordered, zones.data ?? [], udata.data ?? [], cards, now).map(
      (fight) => ({ ...fight, title: titles.get(fight.divID) ?? '' }),
    )
    // Before the zones arrive, a fight that is over still counts (its card shows Claim).
    const fightCount = zones.data === undefined ? overFights(ordered, now).length : fights.length
    const actions: ContractAction[] = fights.map((fight) => claimFight(account, fight.divID))
    if (buildings.length > 0) actions.push(claimBuildings(buildings.map((b) => b.assetId)))

    const watched: Watched[] = []
    let nextAt: number | undefined
    const later = (at: number) => {
      if (at > now && (nextAt === undefined || at < nextAt)) nextAt = at
    }
    for (const row of staked.data ?? []) {
      const data = buildingDataFor(bdata.data ?? [], row.template_id)
      if (data === undefined) continue
      const endsAt = row.last_claim + cycleFlows(data, tools).delay
      later(endsAt)
      watched.push({
        key: `building:${row.asset_id}:${endsAt}`,
        ready: now >= endsAt,
        text: `Your ${row.type} building #${row.asset_id} has finished: claim it.`,
      })
    }
    for (const division of ordered) {
      if (division.end_time === 0) continue
      later(division.end_time)
      watched.push({
        key: `fight:${division.divID}:${division.end_time}`,
        ready: divisionState(division.end_time, now).kind === 'claim',
        text: `${titles.get(division.divID)}: the fight is over, claim it.`,
      })
    }
    return {
      buildings,
      fights,
      count: buildings.length + fightCount,
      totals: claimTotals(buildings, fights),
      actions,
      watched,
      nextAt,
    }
  }, [account, now, staked.data, bdata.data, tools, ordered, zones.data, udata.data, cards])
  return { reads, ...derived }
}
