/**
 * What the avatar screen shows (spec §2 Avatar screen "Shows the cost, radio choices of avatar
 * images and a Save button"; §4 avatar lookup): one choice per `avatars` row, the one chosen and
 * its cost, and whether `Save` works (`checkAvatar`, the contract's own check).
 */
import { displayAmount } from '@dov/game/amount'
import { selectedAvatar } from '@dov/game/avatar'
import { avatarCost, checkAvatar, currentAvatarId } from '@dov/game/avatarCost'
import { formatMissing } from '@dov/game/costs'
import type { Avatar, BalanceRow } from '@dov/game/rows'

export type AvatarChoice = {
  id: number
  ipfs: string
  /** "1.0000 DOVX" (4 decimals), or the chain's text when it is not an amount. */
  cost: string
  current: boolean
  /** What the player lacks to afford it ("250.0000 DOVR"); undefined when they can or unknown. */
  missing: string | undefined
}

/** The cost as the screen shows it: 4 decimals and the symbol, the placeholder's label as is. */
export function costLabel(avatar: Pick<Avatar, 'cost'>): string {
  const cost = avatarCost(avatar)
  if (cost === undefined) return avatar.cost
  return displayAmount(cost)
}

/** The accessible name of a choice's image, e.g. "Avatar 3". */
export function avatarLabel(id: number): string {
  return `Avatar ${id}`
}

/**
 * A choice's accessible name: "Avatar 2, 1.0000 DOVX", then ", Current" or ", Not enough:
 * 50.0000 DOVR more needed" as the choice shows them.
 */
export function optionName(choice: AvatarChoice): string {
  const parts = [avatarLabel(choice.id), choice.cost]
  if (choice.current) parts.push('Current')
  if (choice.missing !== undefined) parts.push(`Not enough: ${choice.missing} more needed`)
  return parts.join(', ')
}

/** The choices, in table order. `balances` undefined: unknown (nothing is marked). */
export function avatarChoices(
  avatars: readonly Avatar[],
  balances: readonly BalanceRow[] | undefined,
): AvatarChoice[] {
  const current = balances === undefined ? undefined : currentAvatarId(balances)
  return avatars.map((avatar) => {
    const check = balances === undefined ? undefined : checkAvatar(avatar, balances)
    return {
      id: avatar.id,
      ipfs: avatar.ipfs,
      cost: costLabel(avatar),
      current: avatar.id === current,
      missing:
        check !== undefined && !check.ok && check.reason === 'short'
          ? formatMissing(check.short)
          : undefined,
    }
  })
}

export type SaveState = { ok: true } | { ok: false; reason: string }

export const CHOOSE_TEXT = 'Choose an avatar.'
export const CURRENT_TEXT = 'This is your avatar.'
export const BALANCES_UNKNOWN_TEXT = 'Your in-game balances are unknown.'

/**
 * What the form shows for `choice` (the avatar id picked, else the current one; null when
 * neither is known): the avatar (the default placeholder, `Select Avatar`, when the id is not in
 * the table) and whether `Save` may send it. Unknown balances: nothing is sent (a balance that
 * could not be read is not 0, and the cost cannot be checked until it is read).
 */
export function choiceState(
  avatars: readonly Avatar[],
  balances: readonly BalanceRow[] | undefined,
  choice: number | null,
): { avatar: Avatar; save: SaveState } {
  const avatar = selectedAvatar(avatars, choice ?? Number.NaN)
  if (balances === undefined) {
    return { avatar, save: { ok: false, reason: BALANCES_UNKNOWN_TEXT } }
  }
  if (!avatars.includes(avatar)) return { avatar, save: { ok: false, reason: CHOOSE_TEXT } }
  const check = checkAvatar(avatar, balances)
  if (check.ok) return { avatar, save: { ok: true } }
  if (check.reason === 'current') return { avatar, save: { ok: false, reason: CURRENT_TEXT } }
  return {
    avatar,
    save: { ok: false, reason: `You need ${formatMissing(check.short)} more in game.` },
  }
}
