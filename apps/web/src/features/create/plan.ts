/**
 * The battle planner's views (docs/rules.md "War room"): the outcome strip of
 * `warRoom.battlePlan` and the proposal of `bestDivision`, as the texts the planner shows. Every
 * figure comes from `@dov/game`; this file only words it.
 */
import { formatEarnings, formatTokenUnits } from '@dov/game/amount'
import { requirementLabel } from '@dov/game/authorization'
import { type BestDivision, bestDivision } from '@dov/game/bestDivision'
import { zonesHeldByClosed } from '@dov/game/closedZones'
import { formatMissing } from '@dov/game/costs'
import { type SlotKey, setupPayload } from '@dov/game/division'
import type { FightResult } from '@dov/game/fight'
import { formatPower } from '@dov/game/power'
import type { Asset, DivisionUnit, UnitConfig, Zone, ZoneWins } from '@dov/game/rows'
import type { BattlePlan, StripCell } from '@dov/game/warRoom'
import { zoneName } from '@dov/game/zones'
import { slotLabel } from './summary'
import { closedText, winsText } from './zones'

export type PlanCellView = {
  zoneId: number
  name: string
  /** The marker, or why there is none: `Victory`, `Draw`, `Defeat`, `No result`, `Unauthorized`. */
  status: string
  /** For styling (`data-tone`), never the only signal: the status says it in words. */
  tone: 'victory' | 'draw' | 'defeat' | 'none'
  /**
   * Why the zone cannot be chosen: `Locked`, `Closed`, or, for a closed zone holding later ones
   * locked, `Closed: zones 16–20 stay locked until it reopens`; undefined when it can be chosen.
   */
  access: string | undefined
  /** "1.0000 DOVH, 2.0000 DOVX"; undefined for a zone the table lacks. */
  cost: string | undefined
  /** Expected earnings per fight, "3.000 DOVX". */
  earnings: string | undefined
  /** Expected earnings per hour of fighting, "60.000 DOVX"; undefined when the duration is unknown. */
  perHour: string | undefined
  /** Why the zone is locked, what the division lacks, what the balances lack: for the name only. */
  notes: string[]
  /** Open and reachable: choosing the cell chooses the zone. */
  selectable: boolean
  best: boolean
}

export type PlanView = {
  cells: PlanCellView[]
  /** "5 Pegasus Bridge: 3.000 DOVX per fight, 1.000 DOVX net after its DOVX cost." */
  best: string | undefined
}

const dovx = (units: bigint) => `${formatEarnings(units)} DOVX`

/** `held`: the zones a closed zone holds locked (`zonesHeldByClosed`), empty for any other. */
function cellView(cell: StripCell, held: readonly number[]): PlanCellView {
  if (cell.access === 'missing') {
    return {
      zoneId: cell.zoneId,
      name: cell.name,
      status: 'No result',
      tone: 'none',
      access: 'No data',
      cost: undefined,
      earnings: undefined,
      perHour: undefined,
      notes: ['the zones table has no such zone'],
      selectable: false,
      best: false,
    }
  }
  const notes: string[] = []
  if (cell.lock) {
    notes.push(
      `${winsText(cell.lock.needed)} needed in ${cell.lock.name}, you have ${cell.lock.wins}`,
    )
  }
  if (cell.unmet.length > 0) notes.push(`needs ${cell.unmet.map((u) => u.label).join('; ')}`)
  if (cell.shortfalls && cell.shortfalls.length > 0) {
    notes.push(`your in-game balance lacks ${formatMissing(cell.shortfalls)}`)
  }
  const tone =
    cell.marker === undefined ? 'none' : (cell.marker.toLowerCase() as PlanCellView['tone'])
  return {
    zoneId: cell.zoneId,
    name: cell.name,
    status: cell.marker ?? (cell.outcome.authorized ? 'No result' : 'Unauthorized'),
    tone,
    access:
      cell.access === 'closed' ? closedText(held) : cell.access === 'locked' ? 'Locked' : undefined,
    cost: `${formatTokenUnits(cell.costs.DOVH.units)} DOVH, ${formatTokenUnits(cell.costs.DOVX.units)} DOVX`,
    earnings: dovx(cell.earnings),
    perHour: cell.earningsPerHour === undefined ? undefined : dovx(cell.earningsPerHour),
    notes,
    selectable: cell.access === 'open',
    best: cell.best,
  }
}

/**
 * The strip's cells, zones 1 to 20, and the best zone in words; `zones` and `wins` (those the plan
 * was made from) tell what each closed zone holds locked.
 */
export function planView(
  plan: BattlePlan,
  zones: readonly Zone[],
  wins: readonly ZoneWins[],
): PlanView {
  const best = plan.best
  return {
    cells: plan.cells.map((cell) => cellView(cell, zonesHeldByClosed(zones, cell.zoneId, wins))),
    best:
      best &&
      `${best.zoneId} ${best.name}: ${dovx(best.earnings)} per fight, ${dovx(best.netDovx)} net of its DOVX cost`,
  }
}

export type ProposalView =
  | {
      kind: 'division'
      units: { slot: string; card: string }[]
      power: string
      result: FightResult
      earnings: string
    }
  | { kind: 'none'; reason: string }

/** The proposal of `bestDivision` for the zone, or why there is none, in words. */
export function proposalView(
  proposal: BestDivision,
  zone: Zone,
  cards: ReadonlyMap<string, Asset>,
  udata: readonly UnitConfig[],
  nameOf: (templateId: number) => string | undefined,
): ProposalView {
  if (proposal.kind === 'division') {
    return {
      kind: 'division',
      units: setupPayload(proposal.units).map((unit) => {
        const card = cards.get(unit.value)
        return {
          // setupPayload keeps only the keys of SLOT_KEYS.
          slot: slotLabel(unit.key as SlotKey),
          card: `${card?.name ?? 'Card'} #${unit.value}`,
        }
      }),
      power: formatPower(proposal.outcome.power, 4),
      result: proposal.outcome.result,
      earnings: dovx(proposal.outcome.payout),
    }
  }
  const name = `${zone.id} ${zoneName(zone)}`
  const reasons = {
    closed: `${name} is closed.`,
    locked: `${name} is locked: win the zone before it first.`,
    'no-officer': 'No Officer Selected: every officer card you hold is in another division.',
    unmet: `Your free cards cannot meet ${
      proposal.unmet.map((entry) => requirementLabel(entry, udata, nameOf)).join('; ') ||
      'what this zone asks for'
    }.`,
  }
  return { kind: 'none', reason: reasons[proposal.reason] }
}

/** A proposal as the panel holds it: the units `Use this division` drafts (none when no division is possible) and its view. */
export type Proposal = { units: readonly DivisionUnit[]; view: ProposalView }

/**
 * The strongest division the player's free cards can field in `zone` (`bestDivision`: none of
 * `taken`, the cards of the other divisions, saved or drafted), with its view.
 */
export function proposeDivision(
  reads: {
    cards: readonly Asset[]
    cardsById: ReadonlyMap<string, Asset>
    zones: readonly Zone[]
    wins: readonly ZoneWins[] | undefined
    udata: readonly UnitConfig[]
  },
  zone: Zone,
  taken: ReadonlySet<string>,
  nameOf: (templateId: number) => string | undefined,
): Proposal {
  const best = bestDivision(reads.cards, zone, {
    zones: reads.zones,
    wins: reads.wins ?? [],
    udata: reads.udata,
    placed: taken,
  })
  return {
    units: best.kind === 'division' ? best.units : [],
    view: proposalView(best, zone, reads.cardsById, reads.udata, nameOf),
  }
}
