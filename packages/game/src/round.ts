/**
 * Claim all and fight again: one transaction that claims everything ready (`claimAll`'s order:
 * every `claimfight`, then one `claimmch`) and then sends every division whose fight it just
 * claimed out again (`startfight`, one per division, in the fight list's order), as its standing
 * order says (`orders`): to the zone it fought in, or to the planner's best zone
 * (`roundBestZones`: the war room's rule with the wins the claims add), moving it there first
 * (`editdivision` with the same units, as the fight card's Move and fight does), or not at all
 * where it holds rather than fight one the single Fight asks about. Each fight sent carries the
 * single Fight's warning (`fightWarning`, `warningText`), so the app asks before it as the fight
 * card does. The net per token shown before signing counts the new fights' costs; a division the
 * balances cannot pay for at its turn, or that the chain would refuse, stays, with the reason.
 * Rules in docs/rules.md "Claim all" and "Standing orders".
 */
import { type Amount, displayUnits, TOKEN_PRECISION } from './amount'
import { balancesBySymbol } from './balances'
import type { TitledFight } from './claimAll'
import { type BuildingClaim, claimTotals } from './claims'
import { divisionStats } from './divisionStats'
import {
  fightFlows,
  fightOutcome,
  fightWarning,
  losingTokens,
  warningText,
  zoneCosts,
} from './fight'
import { orderOf, type StandingOrders } from './orders'
import type { UnitStats } from './power'
import type { BalanceRow, Division, DivisionUnit, UnitConfig, Zone, ZoneWins } from './rows'
import { battlePlan } from './warRoom'
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

/**
 * A division sent out again to `zoneID`, and what `startfight` charges for it; `from` is the zone
 * it fought in (another zone: it is moved first, with its `units`). `warning` is what the fight
 * card would say before this fight, in the single Fight's words (`Expected: Defeat — this fight
 * loses DOVH.`), when it would ask before signing it.
 */
export type Redeploy = {
  divID: number
  title: string
  zoneID: number
  from: number
  units: DivisionUnit[]
  costs: Amount[]
  warning: string | undefined
}

/** The planner's best zone for a division after the claims, when it is another zone. */
export type BestZoneOption = { zoneId: number; name: string; earnings: bigint }

/**
 * A division whose fight is claimed but that is not sent again, and why (a sentence); `held`
 * when its standing order kept it back from a fight the single Fight would ask about.
 */
export type Stay = { divID: number; title: string; zoneID: number; reason: string; held: boolean }

/** One action of the round's transaction, in order. */
export type RoundAction =
  | { kind: 'claimfight'; divID: number; title: string }
  | { kind: 'claimmch'; buildings: string[] }
  | ({ kind: 'startfight' } & Redeploy)

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
 * What the fight card says before `division` fights in `zone`, when the single Fight asks first
 * (`fightWarning`: an expected Defeat, or a loss in every token it moves), in its words
 * (`warningText`); undefined when it signs at once. The card's own rule, on the same outcome.
 */
export function fightWarningText(
  division: Pick<Division, 'units'>,
  zone: Zone,
  reads: Pick<RoundReads, 'udata' | 'cards'>,
): string | undefined {
  const outcome = fightOutcome(divisionStats(division.units, reads.cards), zone, reads.udata)
  if (!outcome.authorized) return undefined
  const flows = fightFlows(outcome.payout, zoneCosts(zone))
  return warningText(fightWarning(outcome.result, flows), losingTokens(flows))
}

/** The player's wins once the claims are made: one more in its zone per fight won. */
export function winsAfterClaims(
  wins: readonly ZoneWins[],
  fights: readonly Pick<TitledFight, 'zoneID' | 'result'>[],
): ZoneWins[] {
  const after = new Map(wins.map((row) => [row.zone, row.wins]))
  for (const fight of fights)
    if (fight.result === 'win') after.set(fight.zoneID, (after.get(fight.zoneID) ?? 0) + 1)
  return [...after].map(([zone, count]) => ({ zone, wins: count }))
}

/**
 * Per division whose fight is ready, the planner's best zone (`warRoom.battlePlan`, the fight
 * list's and the builder's rule) with the wins the claims add, when it is not the zone it fought
 * in. None while the wins are unknown. Affordability is left to `planRound`, which checks the
 * balances as they stand at the division's turn in the transaction.
 */
export function roundBestZones(
  fights: readonly TitledFight[],
  reads: Omit<RoundReads, 'balances'>,
): Map<number, BestZoneOption> {
  const options = new Map<number, BestZoneOption>()
  if (reads.wins === undefined) return options
  const wins = winsAfterClaims(reads.wins, fights)
  for (const fight of fights) {
    const division = reads.divisions.find((d) => d.divID === fight.divID)
    if (division === undefined) continue
    const { best } = battlePlan(division.units, reads.cards, {
      zones: reads.zones,
      udata: reads.udata,
      wins,
    })
    if (best !== undefined && best.zoneId !== fight.zoneID)
      options.set(fight.divID, { zoneId: best.zoneId, name: best.name, earnings: best.earnings })
  }
  return options
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
  /** Each division's standing order (none: `same`, the zone it fought in). */
  orders: StandingOrders = new Map(),
): RoundPlan {
  const best = [...orders.values()].includes('best')
    ? roundBestZones(ready.fights, reads)
    : new Map<number, BestZoneOption>()
  // The claims run first: a Victory they pay opens the next zone for the fights after them.
  const wins = reads.wins === undefined ? undefined : winsAfterClaims(reads.wins, ready.fights)
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
    const order = orderOf(orders, fight.divID)
    // No best zone (none gives it a Victory): it fights where it fought, as ordered otherwise.
    const option = order === 'best' ? best.get(fight.divID) : undefined
    const zoneID = option?.zoneId ?? fight.zoneID
    const base = { divID: fight.divID, title: fight.title, zoneID }
    const division = reads.divisions.find((d) => d.divID === fight.divID)
    const zone = reads.zones.find((z) => z.id === zoneID)
    const refused =
      division === undefined || zone === undefined
        ? `zone ${zoneID} is unknown`
        : refusal(division, zone, { ...reads, wins })
    if (refused !== undefined || zone === undefined || division === undefined) {
      stays.push({ ...base, reason: `${fight.title} stays: ${refused}`, held: false })
      continue
    }
    const warning = fightWarningText(division, zone, reads)
    if (order === 'hold' && warning !== undefined) {
      stays.push({
        ...base,
        reason: `${fight.title} holds in zone ${zoneID}: ${warning}`,
        held: true,
      })
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
        held: false,
      })
      continue
    }
    for (const cost of costs)
      running.set(cost.symbol, (running.get(cost.symbol) ?? 0n) - cost.units)
    const redeploy = { ...base, from: fight.zoneID, units: division.units, costs, warning }
    redeploys.push(redeploy)
    actions.push({ kind: 'startfight', ...redeploy })
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
