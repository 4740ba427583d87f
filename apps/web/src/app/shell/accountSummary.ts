import { AVATAR_SYMBOL, TOKENS, type Token } from '@dov/game/amount'
import { selectedAvatar } from '@dov/game/avatar'
import { avatarId, headerBalances } from '@dov/game/balances'
import type { Avatar, BalanceRow } from '@dov/game/rows'
import type { Session } from '../../chain/session'
import type { HeaderItem } from './HeaderBar'

/**
 * What the header shows for a logged-in player whose balances are not known: `…` while the first
 * read is on its way, `?` when it failed (never the spec's `0.00` default, which would be a false
 * zero; logged out, the defaults stay).
 */
export type Unknown = 'loading' | 'failed'

/**
 * The header's placeholder, if any. While a stored session is restored nothing is known yet, so
 * `…`: the logged-out defaults (`0.00`, AVT 1) would be zeros nobody read.
 */
export function headerUnknown(
  status: Session['status'],
  balances: { known: boolean; isLoading: boolean },
): Unknown | undefined {
  if (status === 'restoring') return 'loading'
  if (status !== 'logged-in' || balances.known) return undefined
  return balances.isLoading ? 'loading' : 'failed'
}

/** The header bar's six items: five in-game balances (2 decimals) and AVT, the avatar id. */
export function headerItems(rows: readonly BalanceRow[], unknown?: Unknown): HeaderItem[] {
  const balances = unknown === undefined ? headerBalances(rows) : undefined
  const placeholder = unknown === 'loading' ? '…' : '?'
  // toLowerCase is typed string; the balances are keyed by the lower-case token names.
  const items = TOKENS.map((label) => ({
    label,
    value: balances?.[label.toLowerCase() as Lowercase<Token>] ?? placeholder,
  }))
  return [...items, { label: AVATAR_SYMBOL, value: balances ? avatarId(rows) : placeholder }]
}

/** The menu's avatar: the selected one, or the default placeholder (no ipfs hash). */
export function menuAvatar(rows: readonly BalanceRow[], avatars: readonly Avatar[]): Avatar {
  return selectedAvatar(avatars, avatarId(rows))
}
