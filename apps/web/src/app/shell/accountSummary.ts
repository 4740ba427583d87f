import { selectedAvatar } from '@dov/game/avatar'
import { avatarId, headerBalances } from '@dov/game/balances'
import type { Avatar, BalanceRow } from '@dov/game/rows'
import type { HeaderItem } from './HeaderBar'

/** The header bar's six items: five in-game balances (2 decimals) and AVT, the avatar id. */
export function headerItems(rows: readonly BalanceRow[]): HeaderItem[] {
  const balances = headerBalances(rows)
  return [
    { label: 'DOVX', value: balances.dovx },
    { label: 'DOVF', value: balances.dovf },
    { label: 'DOVH', value: balances.dovh },
    { label: 'DOVS', value: balances.dovs },
    { label: 'DOVR', value: balances.dovr },
    { label: 'AVT', value: avatarId(rows) },
  ]
}

/** The menu's avatar: the selected one, or the default placeholder (no ipfs hash). */
export function menuAvatar(rows: readonly BalanceRow[], avatars: readonly Avatar[]): Avatar {
  return selectedAvatar(avatars, avatarId(rows))
}
