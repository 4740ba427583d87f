import { selectedAvatar } from '@dov/game/avatar'
import { avatarId, headerBalances } from '@dov/game/balances'
import type { Avatar, BalanceRow } from '@dov/game/rows'
import type { HeaderItem } from './HeaderBar'

/**
 * What the header shows for a logged-in player whose balances are not known: `…` while the first
 * read is on its way, `?` when it failed (never the spec's `0.00` default, which would be a false
 * zero; logged out, the defaults stay).
 */
export type Unknown = 'loading' | 'failed'

/** The header bar's six items: five in-game balances (2 decimals) and AVT, the avatar id. */
export function headerItems(rows: readonly BalanceRow[], unknown?: Unknown): HeaderItem[] {
  if (unknown !== undefined) {
    const value = unknown === 'loading' ? '…' : '?'
    return ['DOVX', 'DOVF', 'DOVH', 'DOVS', 'DOVR', 'AVT'].map((label) => ({ label, value }))
  }
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
