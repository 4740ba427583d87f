/**
 * Crafting (spec §2 "Shows up to the first 6 craftable templates. Each shows … a 'Remains' count,
 * its token costs, and a craft button only if available > 0."; §7 "startcraft (player,
 * craft_id)").
 *
 * What a craft does (our reading, `docs/rules.md` "Crafting"): `startcraft` charges the recipe's
 * costs from the in-game balances, lowers `available` by one and mints one asset of the recipe's
 * template to the player. `checkCraft` is the contract's own check, so the screen refuses before
 * signing exactly what the chain would refuse.
 */
import { type Amount, tryParseAsset } from './amount'
import { insufficientMessage, type Shortfall, shortfalls } from './costs'
import type { BalanceRow, CraftData } from './rows'

export const CRAFT_SHOWN = 6

/** The contract's refusal of a recipe with nothing left. */
export const SOLD_OUT_MESSAGE = 'Nothing left to craft'

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

export type CraftCheck =
  | { ok: true }
  | { ok: false; reason: 'sold-out'; message: string }
  | { ok: false; reason: 'short'; short: Shortfall[]; message: string }

/**
 * Whether `balances` (the player's in-game `balances` rows) can craft `item`, and if not why, with
 * the message the contract refuses with: sold out first, then the first token short. Costs are
 * read with `craftCosts` (the contract's are chain assets, always readable).
 */
export function checkCraft(
  item: Pick<CraftData, 'available' | 'costs'>,
  balances: readonly BalanceRow[],
): CraftCheck {
  if (!canCraft(item)) return { ok: false, reason: 'sold-out', message: SOLD_OUT_MESSAGE }
  const short = shortfalls(craftCosts(item), balances)
  const first = short[0]
  if (first === undefined) return { ok: true }
  return { ok: false, reason: 'short', short, message: insufficientMessage(first.cost.symbol) }
}

/** The recipe after one craft: one fewer available. */
export function afterCraft<C extends Pick<CraftData, 'available'>>(item: C): C {
  return { ...item, available: item.available - 1 }
}
