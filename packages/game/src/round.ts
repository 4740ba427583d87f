/**
 * Claim all and fight again: one transaction that claims everything ready (`claimAll`'s order:
 * every `claimfight`, then one `claimmch`) and then sends every division whose fight it just
 * claimed back to the zone it fought in (`startfight`, one per division, in the fight list's
 * order). The net per token shown before signing counts the new fights' costs; a division the
 * balances cannot pay for at its turn, or that the chain would refuse, stays, with the reason.
 * Rules in docs/rules.md "Claim all".
 */
import { type Amount, displayUnits, TOKEN_PRECISION } from './amount'
import { balancesBySymbol } from './balances'
import type { TitledFight } from './claimAll'
import { type BuildingClaim, claimTotals } from './claims'
import { fightOutcome, zoneCosts } from './fight'
import type { UnitStats } from './power'
import type { BalanceRow, Division, UnitConfig, Zone, ZoneWins } from './rows'
import { divisionStats } from './warRoom'
import { isZoneReachable } from './zones'

/** What the round reads beside what is ready. */
export type RoundReads = {
  divisions: readonly Division[]
  zones: readonly Zone[]
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[]
  cards: ReadonlyMap<string, UnitStats>
  /** The player's wins per zone; undefined when unknown: the zone the division fought in counts as reachable (the chain let it in, and wins only grow). */
  wins: readonly ZoneWins[] | undefined
  /** The in-game balances before the transaction. */
  balances: readonly BalanceRow[]
}

/** A division sent out again, and what `startfight` charges for it. */
export type Redeploy = { divID: number; title: string; zoneID: number; costs: Amount[] }

/** A division whose fight is claimed but that is not sent again, and why (a sentence). */
export type Stay = { divID: number; title: string; zoneID: number; reason: string }

/** One action of the round's transaction, in order. */
export type RoundAction =
  | { kind: 'claimfight'; divID: number; title: string }
  | { kind: 'claimmch'; buildings: string[] }
  | { kind: 'startfight'; divID: number; title: string; zoneID: number; costs: Amount[] }

export type RoundPlan = {
  actions: RoundAction[]
  redeploys: Redeploy[]
  stays: Stay[]
  /** What the claims alone move per token (`claimTotals`). */
  claims: Amount[]
  /** What the whole transaction moves per token: the claims' net minus the new fights' costs. */
  totals: Amount[]
}

const fmt = (units: bigint) => displayUnits(units, TOKEN_PRECISION)

/** Why the chain would refuse `startfight` of `division` in `zone`, if it would. */
function refusal(
  division: Division,
  zone: Zone,
  reads: Pick<RoundReads, 'zones' | 'udata' | 'cards' | 'wins'>,
): string | undefined {
  if (!zone.open) return `zone ${zone.id} is closed`
  if (reads.wins !== undefined && !isZoneReachable(reads.zones, zone.id, reads.wins))
    return `zone ${zone.id} is not reachable`
  const outcome = fightOutcome(divisionStats(division.units, reads.cards), zone, reads.udata)
  if (!outcome.authorized) return `the division is unauthorized in zone ${zone.id}`
  return undefined
}

/**
 * The round from what is ready (`readyClaims`' buildings and titled fights) and the reads. The
 * running balance starts at the balances plus the claims' net; each division in turn is sent
 * when every cost of its zone is covered by it (and then takes them off it), else it stays:
 * `DIVISION 2 stays: 1.0000 DOVH needed, 0.4000 after the claims`.
 */
export function planRound(
  ready: { buildings: readonly BuildingClaim[]; fights: readonly TitledFight[] },
  reads: RoundReads,
): RoundPlan {
  const claims = claimTotals(ready.buildings, ready.fights)
  const running = new Map<string, bigint>()
  for (const [symbol, amount] of balancesBySymbol(reads.balances)) running.set(symbol, amount.units)
  for (const total of claims)
    running.set(total.symbol, (running.get(total.symbol) ?? 0n) + total.units)

  const actions: RoundAction[] = ready.fights.map((fight) => ({
    kind: 'claimfight',
    divID: fight.divID,
    title: fight.title,
  }))
  if (ready.buildings.length > 0)
    actions.push({ kind: 'claimmch', buildings: ready.buildings.map((b) => b.assetId) })

  const redeploys: Redeploy[] = []
  const stays: Stay[] = []
  for (const fight of ready.fights) {
    const base = { divID: fight.divID, title: fight.title, zoneID: fight.zoneID }
    const division = reads.divisions.find((d) => d.divID === fight.divID)
    const zone = reads.zones.find((z) => z.id === fight.zoneID)
    const refused =
      division === undefined || zone === undefined
        ? `zone ${fight.zoneID} is unknown`
        : refusal(division, zone, reads)
    if (refused !== undefined || zone === undefined) {
      stays.push({ ...base, reason: `${fight.title} stays: ${refused}` })
      continue
    }
    const costs = Object.values(zoneCosts(zone)).filter((cost) => cost.units > 0n)
    const short = costs.find((cost) => (running.get(cost.symbol) ?? 0n) < cost.units)
    if (short !== undefined) {
      const left = running.get(short.symbol) ?? 0n
      const when =
        redeploys.length === 0 ? 'after the claims' : 'after the claims and the fights before'
      stays.push({
        ...base,
        reason: `${fight.title} stays: ${fmt(short.units)} ${short.symbol} needed, ${fmt(left)} ${when}`,
      })
      continue
    }
    for (const cost of costs)
      running.set(cost.symbol, (running.get(cost.symbol) ?? 0n) - cost.units)
    redeploys.push({ ...base, costs })
    actions.push({ kind: 'startfight', ...base, costs })
  }

  // The fights' costs are charged like a building's inputs: one more consumed list.
  const totals = claimTotals(
    [
      ...ready.buildings,
      { produced: [], consumed: redeploys.flatMap((redeploy) => redeploy.costs) },
    ],
    ready.fights,
  )
  return { actions, redeploys, stays, claims, totals }
}
