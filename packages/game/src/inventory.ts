/**
 * The inventory (`/inventory`): every asset of the collection a player owns, where each one is in
 * use, and the inventory's filters and orders. Staking leaves an asset with its owner (the staking
 * contract lists it in `buildings` or `mships`), and a card placed in a division stays the
 * owner's too (the game lists it in the division's `units`): so an owned asset is free, staked in a
 * building slot, staked in a tool slot of its type, or placed in one of the player's divisions.
 */
import { divisionTitle, orderedDivisions } from './division'
import { ALL, type AssetFilter, type Choice, matchesFilter } from './filters'
import type { Asset, Division, Membership, StakedBuilding, ToolType } from './rows'
import { rarityRank } from './rows'

/** Where an owned asset is in use. `division` is its position, 1 to 3 (`DIVISION n`). */
export type AssetUse =
  | { kind: 'free' }
  | { kind: 'building' }
  | { kind: 'tool'; slot: ToolType }
  | { kind: 'division'; division: number }

export type InventoryItem = Asset & { use: AssetUse }

/** Joins the owned assets with the staking tables and the player's divisions. */
export function inventoryItems(
  assets: readonly Asset[],
  staked: { buildings: readonly StakedBuilding[]; tools: readonly Membership[] },
  divisions: readonly Division[],
): InventoryItem[] {
  const uses = new Map<string, AssetUse>()
  for (const building of staked.buildings) uses.set(building.asset_id, { kind: 'building' })
  for (const tool of staked.tools) uses.set(tool.asset_id, { kind: 'tool', slot: tool.type })
  orderedDivisions(divisions).forEach((division, index) => {
    for (const unit of division.units) {
      if (unit.value !== '') uses.set(unit.value, { kind: 'division', division: index + 1 })
    }
  })
  return assets.map((asset) => ({ ...asset, use: uses.get(asset.asset_id) ?? { kind: 'free' } }))
}

/** "Staked in a building slot", "Placed in DIVISION 2", …: the use in words. */
export function useLabel(use: AssetUse): string {
  switch (use.kind) {
    case 'free':
      return 'Not in use'
    case 'building':
      return 'Staked in a building slot'
    case 'tool':
      return `Staked in the ${use.slot} tool slot`
    case 'division':
      return `Placed in ${divisionTitle(use.division)}`
  }
}

/** The collection's schemas, as the inventory's first filter offers them. */
export const INVENTORY_SCHEMAS = ['units', 'buildings', 'tools'] as const
export type InventorySchema = (typeof INVENTORY_SCHEMAS)[number]

export type InventoryFilter = AssetFilter & { schema?: Choice<InventorySchema> }

export function matchesInventoryFilter(item: InventoryItem, filter: InventoryFilter): boolean {
  const schema = filter.schema ?? ALL
  return (schema === ALL || item.schema === schema) && matchesFilter(item, filter)
}

export const INVENTORY_ORDERS = ['power', 'rarity', 'id'] as const
export type InventoryOrder = (typeof INVENTORY_ORDERS)[number]

/** Asset ids in numeric order: decimal strings of up to 20 digits, no leading zero. */
function idOrder(a: InventoryItem, b: InventoryItem): number {
  if (a.asset_id === b.asset_id) return 0
  return a.asset_id.length - b.asset_id.length || (a.asset_id < b.asset_id ? -1 : 1)
}

/** The newer (larger id) first. */
const newest = (a: InventoryItem, b: InventoryItem) => idOrder(b, a)

/**
 * The items passing `filter`, strongest, rarest or newest first; ties (equal power or rarity)
 * newest first, so an order is the same on every load.
 */
export function inventoryView(
  items: readonly InventoryItem[],
  filter: InventoryFilter,
  order: InventoryOrder,
): InventoryItem[] {
  const compare = {
    power: (a: InventoryItem, b: InventoryItem) => b.power - a.power || newest(a, b),
    rarity: (a: InventoryItem, b: InventoryItem) =>
      rarityRank(b.rarity) - rarityRank(a.rarity) || newest(a, b),
    id: newest,
  }[order]
  return items.filter((item) => matchesInventoryFilter(item, filter)).sort(compare)
}
