/**
 * Choosing an avatar (spec §7 "setavatar (player, avatar_id)"; §2 Avatar screen "Shows the cost").
 * What `setavatar` does (our reading, `docs/rules.md` "Avatar"): it charges the avatar's `cost`
 * from the in-game balances and writes the id as the player's AVT balance. `checkAvatar` is the
 * contract's own check, so the screen refuses before signing exactly what the chain would refuse.
 */
import { type Amount, tryParseAsset } from './amount'
import { avatarId } from './balances'
import { insufficientMessage, type Shortfall, shortfalls } from './costs'
import type { Avatar, BalanceRow } from './rows'

/** The contract's refusal of the avatar the player already has. */
export const ALREADY_SELECTED_MESSAGE = 'Avatar already selected'

/** The selected avatar id of a player's in-game balances (the AVT row; 1 when absent). */
export function currentAvatarId(balances: readonly BalanceRow[]): number {
  return Number(avatarId(balances))
}

/** The avatar's cost, or undefined when it is not an amount (the placeholder's `Select Avatar`). */
export function avatarCost(avatar: Pick<Avatar, 'cost'>): Amount | undefined {
  return tryParseAsset(avatar.cost)
}

export type AvatarCheck =
  | { ok: true }
  | { ok: false; reason: 'current'; message: string }
  | { ok: false; reason: 'short'; short: Shortfall[]; message: string }

/**
 * Whether a player with these in-game `balances` can choose `avatar`, and if not why, with the
 * message the contract refuses with: the avatar already selected first, then a cost the
 * balances do not cover.
 */
export function checkAvatar(avatar: Avatar, balances: readonly BalanceRow[]): AvatarCheck {
  if (currentAvatarId(balances) === avatar.id) {
    return { ok: false, reason: 'current', message: ALREADY_SELECTED_MESSAGE }
  }
  const cost = avatarCost(avatar)
  const short = cost === undefined ? [] : shortfalls([cost], balances)
  const first = short[0]
  if (first === undefined) return { ok: true }
  return { ok: false, reason: 'short', short, message: insufficientMessage(first.cost.symbol) }
}
