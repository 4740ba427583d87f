/**
 * The buildings screen's filters: the add-building popup's and the machine view's. Apart from
 * `slots.ts` because only those two lazy parts filter: the first screen loads neither this code
 * nor `@dov/game/filters`.
 */
import { type Choice, matchesFilter } from '@dov/game/filters'
import type { Fusion, Rarity, Utility } from '@dov/game/rows'
import type { UnstakedView } from './slots'

export type PopupFilter = { utility: Choice<Utility>; fusion: Choice<Fusion> }

/** The popup's filters (spec §2: Utility and Fusion), on the asset's own fields. */
export function filterUnstaked(list: readonly UnstakedView[], filter: PopupFilter): UnstakedView[] {
  return list.filter(({ asset }) =>
    matchesFilter({ utility: asset.utility, fusion: asset.fusion }, filter),
  )
}

export type MachineFilter = { type: Choice<Utility>; rarity: Choice<Rarity> }

/** The machine view's type and rarity filters, on the staking contract's type and rarity. */
export function matchesMachineFilter(
  item: { type: Utility; rarity: Rarity },
  filter: MachineFilter,
): boolean {
  return matchesFilter({ type: item.type, rarity: item.rarity }, filter)
}
