/**
 * Crafting (spec §2 "Shows up to the first 6 craftable templates. Each shows … a 'Remains' count,
 * its token costs, and a craft button only if available > 0.").
 */
import { type Amount, tryParseAsset } from './amount'
import type { CraftData } from './rows'

export const CRAFT_SHOWN = 6

/** The first 6 cdata rows, in table order. */
export function craftList<C>(cdata: readonly C[]): C[] {
  return cdata.slice(0, CRAFT_SHOWN)
}

/** Whether the craft button is shown. */
export function canCraft(item: Pick<CraftData, 'available'>): boolean {
  return item.available > 0
}

/** The craft costs parsed (unparsable strings are skipped). */
export function craftCosts(item: Pick<CraftData, 'costs'>): Amount[] {
  return item.costs.flatMap((cost) => tryParseAsset(cost) ?? [])
}
