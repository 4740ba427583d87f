import { BALANCES_TABLE, type GameAccounts } from './activity'
import type { Followed } from './ship/deltas'

/** The game's tables the boards need: wins, divisions, cards, unit configs and zones. */
export const GAME_TABLES = (game: string): Followed =>
  new Map([[game, new Set(['infos', 'sdivisions', 'nfts', 'udata', 'zones'])]])

/**
 * `followed` and the in-game balances (the staking contract's `balances`), which the game
 * actions' effects are computed from.
 */
export function withBalances(followed: Followed, accounts: GameAccounts): Followed {
  const out = new Map([...followed].map(([code, tables]) => [code, new Set(tables)]))
  const stake = out.get(accounts.stake) ?? new Set<string>()
  stake.add(BALANCES_TABLE)
  out.set(accounts.stake, stake)
  return out
}
