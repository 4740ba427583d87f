import { AVATAR_SYMBOL, tryParseAsset } from '@dov/game/amount'
import { DEFAULT_AVATAR } from '@dov/game/avatar'
import type { BoardRow, ModelChange, Projection } from './projection'

/** The staking contract's in-game balances (scope: player, one row per token). */
export const BALANCES = 'balances'

/** The avatar of a player with no `AVT` row: the default placeholder's id (1). */
export const DEFAULT_AVATAR_ID = DEFAULT_AVATAR.id

/** The avatar id of an `AVT` balance's value (`{ balance: "4 AVT" }`), undefined for another token. */
function avatarOf(value: Record<string, unknown>): number | undefined {
  const amount = typeof value.balance === 'string' ? tryParseAsset(value.balance) : undefined
  if (amount === undefined || amount.symbol !== AVATAR_SYMBOL) return undefined
  return Number(amount.units / 10n ** BigInt(amount.precision))
}

/**
 * The players' avatars and who has played, from the staking contract's `balances`: a player's
 * `AVT` row is its avatar (1 without one), and any row makes it known. Its changes move no board,
 * but an avatar shown on one changes `/v1/hof`.
 */
export class BalancesProjection implements Projection {
  readonly tables = [{ contract: 'stake', table: BALANCES }] as const
  /** Per player (scope), the primary keys of its rows, and its `AVT` row's. */
  private readonly balancesOf = new Map<string, Set<string>>()
  private readonly avatarKey = new Map<string, string>()
  private readonly avatars = new Map<string, number>()

  apply(row: BoardRow, change: ModelChange): void {
    change.accounts.add(row.scope)
    let keys = this.balancesOf.get(row.scope)
    if (row.present) {
      if (keys === undefined) {
        keys = new Set()
        this.balancesOf.set(row.scope, keys)
      }
      keys.add(row.primaryKey)
    } else if (keys !== undefined) {
      keys.delete(row.primaryKey)
      if (keys.size === 0) this.balancesOf.delete(row.scope)
    }
    const avatar = row.present ? avatarOf(row.value) : undefined
    if (avatar !== undefined) {
      this.avatarKey.set(row.scope, row.primaryKey)
      this.avatars.set(row.scope, avatar)
    } else if (this.avatarKey.get(row.scope) === row.primaryKey) {
      this.avatarKey.delete(row.scope)
      this.avatars.delete(row.scope)
    } else return
    change.shown = true
  }

  settle(): void {}

  /** A player's avatar id: its `AVT` balance, or the default (1) without one. */
  avatar(account: string): number {
    return this.avatars.get(account) ?? DEFAULT_AVATAR_ID
  }

  /** The account has a balance row. */
  has(account: string): boolean {
    return this.balancesOf.has(account)
  }
}
