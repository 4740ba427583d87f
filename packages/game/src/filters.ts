/**
 * Filters of the popups (spec §2: buildings popup "Utility (All, Repair, Health, Supply, Fuel) and
 * Fusion (All, 1, 2, 3, 4)"; machine staking view "type and rarity filters ('All')"; builder
 * "rarity filter (All, Common, Uncommon, Rare, Epic, Legendary, Supreme)").
 * `All` (or leaving a filter out) keeps every item: the filter is then the identity.
 */
import type { Fusion, Rarity, Utility } from './rows'
import { FUSIONS, RARITIES, UTILITIES } from './rows'

export const ALL = 'All'
export type All = typeof ALL
export type Choice<T> = T | All

export const UTILITY_CHOICES: readonly Choice<Utility>[] = [ALL, ...UTILITIES]
export const FUSION_CHOICES: readonly Choice<Fusion>[] = [ALL, ...FUSIONS]
export const RARITY_CHOICES: readonly Choice<Rarity>[] = [ALL, ...RARITIES]

export type AssetFilter = {
  utility?: Choice<Utility>
  fusion?: Choice<Fusion>
  type?: Choice<string>
  rarity?: Choice<Rarity>
}

export type Filterable = { utility?: string; fusion?: number; type?: string; rarity?: string }

function accepts<T>(choice: Choice<T> | undefined, value: T | undefined): boolean {
  return choice === undefined || choice === ALL || choice === value
}

/** Whether an item passes every set filter (exact, case-sensitive match). */
export function matchesFilter(item: Filterable, filter: AssetFilter): boolean {
  return (
    accepts(filter.utility, item.utility) &&
    accepts<number>(filter.fusion, item.fusion) &&
    accepts(filter.type, item.type) &&
    accepts(filter.rarity, item.rarity)
  )
}

/** The items passing the filter, order kept. */
export function filterAssets<T extends Filterable>(items: readonly T[], filter: AssetFilter): T[] {
  return items.filter((item) => matchesFilter(item, filter))
}
