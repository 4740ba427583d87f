import { BALANCES_TABLE, type GameAccounts } from './activity'
import { PROJECTED_TABLES } from './model'
import type { ContractRole, ProjectedTable } from './projections/projection'
import type { Followed } from './ship/deltas'

/**
 * The tables the game actions' effects and details are read from: the in-game balances (an
 * action's effects, `activity.ts`) and the game's rows a claim's result is read from
 * (`claimDetails`, in `db/store.ts`).
 */
const ACTIVITY_TABLES: readonly ProjectedTable[] = [
  { contract: 'stake', table: BALANCES_TABLE },
  ...['sdivisions', 'nfts', 'udata', 'zones', 'infos'].map((table) => ({
    contract: 'game' as const,
    table,
  })),
]

/** What the follower keeps: every table a projection or the activity reads, per contract. */
function tablesOf(contract: ContractRole): Set<string> {
  return new Set(
    [...PROJECTED_TABLES, ...ACTIVITY_TABLES]
      .filter((t) => t.contract === contract)
      .map((t) => t.table),
  )
}

/** The game contract's tables to follow (the boards' and the activity's). */
export const GAME_TABLES = (game: string): Followed => new Map([[game, tablesOf('game')]])

/** `followed` and the staking contract's tables to follow (the in-game balances). */
export function withBalances(followed: Followed, accounts: GameAccounts): Followed {
  const out = new Map([...followed].map(([code, tables]) => [code, new Set(tables)]))
  const stake = out.get(accounts.stake) ?? new Set<string>()
  for (const table of tablesOf('stake')) stake.add(table)
  out.set(accounts.stake, stake)
  return out
}
