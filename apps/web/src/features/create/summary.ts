/**
 * What the builder shows live for the division being edited (spec §2 "Shown: Total Division
 * Power, 'Authorized to fight' or 'Unauthorized to fight', and the marker Victory, Draw or
 * Defeat"; §5 power, authorization, earnings): its slots and its summary, from `@dov/game`, the
 * functions `dov.game` fights with.
 */
import { formatEarnings } from '@dov/game/amount'
import { requirementLabel, unmetPreAllow } from '@dov/game/authorization'
import {
  COMBAT_SLOTS,
  HEADQUARTER_SLOTS,
  type SlotKey,
  setupPayload,
  slotAsset,
  slotCardType,
} from '@dov/game/division'
import { divisionStats } from '@dov/game/divisionStats'
import {
  type FightResult,
  fightFlows,
  fightOutcome,
  fightWarning,
  formatNet,
  losingTokens,
  warningText,
  zoneCosts,
} from '@dov/game/fight'
import { formatPower } from '@dov/game/power'
import type { Asset, DivisionUnit, UnitConfig, UnitType, Zone } from '@dov/game/rows'
import { type CardView, cardView } from './cards'

export type SlotView = {
  key: SlotKey
  /** "Officer", "Combat 4". */
  label: string
  cardType: UnitType
  /** The asset id in the slot, if any. */
  assetId: string | undefined
  /** The card, when the player owns it (an id the asset service does not list has none). */
  card: CardView | undefined
}

export function slotLabel(slot: SlotKey): string {
  return slot.startsWith('combat')
    ? `Combat ${slot.slice('combat'.length)}`
    : `${slot[0]?.toUpperCase()}${slot.slice(1)}`
}

function slotView(
  slot: SlotKey,
  units: readonly DivisionUnit[],
  assets: ReadonlyMap<string, Asset>,
  terrain: string,
): SlotView {
  const assetId = slotAsset(setupPayload(units), slot)
  const asset = assetId === undefined ? undefined : assets.get(assetId)
  return {
    key: slot,
    label: slotLabel(slot),
    cardType: slotCardType(slot),
    assetId,
    card: asset && cardView(asset, terrain),
  }
}

/** The headquarter row and the combat slots 4 to 13 (spec §2). */
export function slotViews(
  units: readonly DivisionUnit[],
  assets: ReadonlyMap<string, Asset>,
  terrain: string,
): { headquarter: SlotView[]; combat: SlotView[] } {
  return {
    headquarter: HEADQUARTER_SLOTS.map((slot) => slotView(slot, units, assets, terrain)),
    combat: COMBAT_SLOTS.map((slot) => slotView(slot, units, assets, terrain)),
  }
}

/** The slot `key` of the division's slots; none when no slot is asked for. */
export function findSlot(
  slots: { headquarter: readonly SlotView[]; combat: readonly SlotView[] },
  key: SlotKey | undefined,
): SlotView | undefined {
  return [...slots.headquarter, ...slots.combat].find((slot) => slot.key === key)
}

export type SummaryView = {
  /** Total Division Power, 4 decimals. */
  power: string
  zoneChosen: boolean
  /** Authorized: a zone is chosen and every prerequisite of it is met. */
  authorized: boolean
  /** What each unmet prerequisite of the chosen zone needs (`requirementLabel`). */
  needs: string[]
  result: FightResult
  /** What a fight in the chosen zone pays (DOVX, 3 decimals): the result's resolution × bonusd. */
  earnings: string
  /**
   * Earned − cost of one fight in the chosen zone, per token, 4 decimals, signed (`formatNet`):
   * "DOVX 0.0000 · DOVH −1.0000"; undefined without a zone.
   */
  net: string | undefined
  /**
   * Why a fight there would ask before signing on the fight list (an expected Defeat, a loss in
   * every token it moves), in words; undefined when it would not, or the division cannot fight.
   */
  warning: string | undefined
}

/**
 * The live summary for a zone (undefined: none chosen, so no terrain bonus and unauthorized).
 * `nameOf` names a required template in the unmet prerequisites.
 */
export function divisionSummary(
  units: readonly DivisionUnit[],
  assets: ReadonlyMap<string, Asset>,
  zone: Zone | undefined,
  udata: readonly UnitConfig[],
  nameOf: (templateId: number) => string | undefined,
): SummaryView {
  const stats = divisionStats(units, assets)
  const outcome = fightOutcome(
    stats,
    zone ?? { terrain: '', power: [], pre_allow: [], resolutions: [] },
    udata,
  )
  const needs = unmetPreAllow(zone?.pre_allow ?? [], stats, udata).map((entry) =>
    requirementLabel(entry, udata, nameOf),
  )
  const flows = zone && fightFlows(outcome.payout, zoneCosts(zone))
  return {
    power: formatPower(outcome.power, 4),
    zoneChosen: zone !== undefined,
    authorized: zone !== undefined && outcome.authorized,
    needs,
    result: zone === undefined ? 'X' : outcome.result,
    earnings: formatEarnings(zone === undefined ? 0n : outcome.payout),
    net: flows && formatNet(flows),
    warning:
      flows && outcome.authorized
        ? warningText(fightWarning(outcome.result, flows), losingTokens(flows))
        : undefined,
  }
}
