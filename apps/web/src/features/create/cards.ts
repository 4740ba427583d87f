/**
 * How the division builder shows a card (spec §2 "each card shows its power and its terrain bonus
 * for the chosen zone"): in a slot and in the picker.
 */

import { divisionEffects, percent } from '@dov/game/bonuses'
import type { SlotKey } from '@dov/game/division'
import type { Choice } from '@dov/game/filters'
import { pairSum, pairSumIgnoreCase } from '@dov/game/pairs'
import { pickerCards } from '@dov/game/picker'
import { formatPower } from '@dov/game/power'
import type { Asset, Rarity } from '@dov/game/rows'
import { isRarity, rarityRank } from '@dov/game/rows'

export type CardView = {
  assetId: string
  name: string
  img: string
  /** Its mint number (`AssetFields.mint`); undefined when unknown. */
  mint: number | undefined
  rarity: string
  type: string
  /** Points, 1 decimal ("20.0"); headquarter cards have none (0.0). */
  power: string
  /**
   * Combat cards: the terrain bonus in the chosen zone ("+20% on plain", "No bonus on forest");
   * undefined for other cards, or while no zone is chosen.
   */
  terrain: string | undefined
  /** What the card's division bonuses do: "Division power +2%" (bonusw), "Earnings +2.5%" (bonusd). */
  effects: string[]
}

/** A card as the builder shows it, for the chosen zone's terrain ('' when none is chosen). */
export function cardView(asset: Asset, terrain: string): CardView {
  const effects = divisionEffects(asset.bonus)
  let terrainText: string | undefined
  if (asset.type === 'combat' && terrain !== '') {
    const bonus = pairSumIgnoreCase(asset.bonus, terrain)
    terrainText = bonus === 0 ? `No bonus on ${terrain}` : `${percent(bonus, 100)} on ${terrain}`
  }
  return {
    assetId: asset.asset_id,
    name: asset.name.trim() || `Card #${asset.asset_id}`,
    img: asset.img,
    mint: asset.mint,
    rarity: asset.rarity,
    type: asset.type,
    power: formatPower(asset.power, 1),
    terrain: terrainText,
    effects,
  }
}

/** Points a card adds in a zone before the division's multipliers: what the picker sorts by. */
function strength(asset: Asset, terrain: string): number {
  if (asset.type !== 'combat') return pairSum(asset.bonus, 'order')
  return asset.power * (10_000 + pairSumIgnoreCase(asset.bonus, terrain))
}

/** Decimal asset ids, the larger (newer) first. */
function newerFirst(a: string, b: string): number {
  return b.length - a.length || (b > a ? 1 : b < a ? -1 : 0)
}

/**
 * The picker of a slot (spec §2, §5): the player's cards of the slot's type that no division
 * holds, passing the rarity filter; strongest first in the chosen zone (combat: power with the
 * terrain bonus; headquarter cards: order), then rarest, then newest.
 */
export function pickerView(
  assets: readonly Asset[],
  slot: SlotKey,
  placed: ReadonlySet<string>,
  rarity: Choice<Rarity>,
  terrain: string,
): CardView[] {
  const rank = (value: string) => (isRarity(value) ? rarityRank(value) : 0)
  return pickerCards(assets, slot, placed, rarity)
    .sort(
      (a, b) =>
        strength(b, terrain) - strength(a, terrain) ||
        rank(b.rarity) - rank(a.rarity) ||
        newerFirst(a.asset_id, b.asset_id),
    )
    .map((asset) => cardView(asset, terrain))
}
