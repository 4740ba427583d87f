import { type Amount, AVATAR_SYMBOL, formatAsset, parseAsset } from '@dov/game/amount'
import type { TransactionTraceRecord } from './ship/traces'

/**
 * The game's actions, with what they did to their player's balances: read from a block's traces
 * (which actions ran, their data, and the movements their inline actions state) and the block's
 * deltas of the in-game balances (what the block changed in all). README "Activity" says why
 * and how.
 */

/** The game's accounts (the devchain's names by default; the same contracts on WAX). */
export type GameAccounts = {
  /** Fights, divisions, avatars (`dov.game`). */
  game: string
  /** Staking, crafts, in-game balances (`balances`), deposits and withdrawals (`dov.stake`). */
  stake: string
  /** Division saves (`dov.divsim`). */
  divsim: string
  /** The tokens (`dov.token`, eosio.token's `transfer`). */
  token: string
}

export const DEFAULT_ACCOUNTS: GameAccounts = {
  game: 'dov.game',
  stake: 'dov.stake',
  divsim: 'dov.divsim',
  token: 'dov.token',
}

/** The in-game balances' table on the staking contract (scope: player, one row per token). */
export const BALANCES_TABLE = 'balances'

/** Which balance moved: the token contract's (`accounts`) or the game's (`balances`). */
export type BalanceKind = 'wallet' | 'game'

/** A balance change of the player: `quantity` signed, as the chain writes assets (`-1.2500 DOVX`). */
export type Effect = { balance: BalanceKind; quantity: string }

type Movement = { balance: BalanceKind; amount: Amount }

/** A game action its player sent (a root action of a trace), before its effects are settled. */
export type GameAction = {
  /** Its receipt's global sequence: unique over the chain and increasing, so its id and order. */
  globalSequence: string
  trxId: string
  /** Its `action_ordinal` in the transaction. */
  ordinal: number
  /** The player: the action's first authorizer. */
  account: string
  contract: string
  name: string
  /** Its data, decoded with its contract's ABI; null when the ABI could not read it. */
  data: Record<string, unknown> | null
  /** The player's balance movements its own traces state (transfers, debits, credits). */
  traced: Movement[]
  /** It moves in-game balances by amounts its traces do not state (claims, stakes, crafts). */
  opaque: boolean
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

function amountOf(value: unknown): Amount | undefined {
  const quantity = text(value)
  if (quantity === undefined) return undefined
  try {
    const amount = parseAsset(quantity)
    return amount.symbol === AVATAR_SYMBOL ? undefined : amount
  } catch {
    return undefined
  }
}

const negated = (amount: Amount): Amount => ({ ...amount, units: -amount.units })

/** Is this root action one of the game's: its contracts' actions, and deposits (transfers to it)? */
function isGameAction(
  a: { account: string; name: string; data: Record<string, unknown> | null },
  accounts: GameAccounts,
) {
  if (a.account === accounts.game || a.account === accounts.stake || a.account === accounts.divsim)
    return true
  return a.account === accounts.token && a.name === 'transfer' && a.data?.to === accounts.stake
}

/**
 * The balance movements of `player` an executed action states by its data alone: a token transfer
 * (the wallet; into the game with the memo `deposit`, the game balance too), the game's debits and
 * credits, a withdrawal's debit. Avatar selections (`AVT`) are not tokens and are left out.
 */
function movementsOf(
  a: { account: string; name: string; data: Record<string, unknown> | null },
  player: string,
  accounts: GameAccounts,
): Movement[] {
  const data = a.data
  if (data === null) return []
  const out: Movement[] = []
  if (a.account === accounts.token && a.name === 'transfer') {
    const amount = amountOf(data.quantity)
    if (amount === undefined) return []
    if (data.from === player) out.push({ balance: 'wallet', amount: negated(amount) })
    if (data.to === player) out.push({ balance: 'wallet', amount })
    if (data.from === player && data.to === accounts.stake && data.memo === 'deposit')
      out.push({ balance: 'game', amount })
  } else if (a.account === accounts.stake && data.player === player) {
    if (a.name === 'withdraw') {
      const amount = amountOf(data.quantity)
      if (amount !== undefined) out.push({ balance: 'game', amount: negated(amount) })
    } else if (a.name === 'gamedebit' || a.name === 'gamecredit') {
      const quantities = Array.isArray(data.quantities) ? data.quantities : []
      for (const q of quantities) {
        const amount = amountOf(q)
        if (amount !== undefined)
          out.push({ balance: 'game', amount: a.name === 'gamedebit' ? negated(amount) : amount })
      }
    }
  }
  return out
}

/**
 * The game actions of a block's traces, in the chain's order: each root action of the game's
 * contracts (and each deposit), with the movements of its player's balances that it and the
 * actions it sent inline state. Notifications repeat an action on another receiver: only the
 * action run by its own contract counts.
 */
export function gameActions(
  traces: readonly TransactionTraceRecord[],
  accounts: GameAccounts,
): GameAction[] {
  const out: GameAction[] = []
  for (const trace of traces) {
    // Each action's root: the action that (through inline actions and notifications) created it.
    const rootOf = new Map<number, number>()
    for (const a of trace.actions)
      rootOf.set(a.ordinal, a.creator === 0 ? a.ordinal : (rootOf.get(a.creator) ?? a.creator))
    const roots = new Map<number, GameAction>()
    for (const a of trace.actions) {
      if (a.creator !== 0 || a.receiver !== a.account || !isGameAction(a, accounts)) continue
      const player = a.authorization[0]?.actor
      if (player === undefined || a.globalSequence === null) continue
      const action: GameAction = {
        globalSequence: a.globalSequence,
        trxId: trace.id,
        ordinal: a.ordinal,
        account: player,
        contract: a.account,
        name: a.name,
        data: a.data,
        traced: [],
        opaque: a.account === accounts.stake && a.name !== 'withdraw',
      }
      roots.set(a.ordinal, action)
      out.push(action)
    }
    for (const a of trace.actions) {
      if (a.receiver !== a.account) continue
      const root = roots.get(rootOf.get(a.ordinal) ?? 0)
      if (root !== undefined) root.traced.push(...movementsOf(a, root.account, accounts))
    }
  }
  return out
}

/** A row of the in-game balances' table: its value `{ balance: "12.0000 DOVX" }`. */
export type BalanceRow = { scope: string; primaryKey: string; value: Record<string, unknown> }

const key = (...parts: string[]) => parts.join('\u0000')

/**
 * Each action's effects on its player's balances. The wallet's are what the traces state (the
 * token's transfers: a game action moves wallet tokens by nothing else). The game balance's are
 * what the block's deltas of the `balances` rows say the block changed (`after` against
 * `before`, the rows as they were before the block), shared out among the player's actions of the
 * block: each gets what its traces state, and what is left (a claim's, a stake's or a craft's
 * amounts, which no trace states) goes to the player's last action of the block that moves
 * amounts its traces do not state, or else to its last action. So every action's effects are
 * exact when a player's block holds one action whose amounts are not in its traces (the usual
 * case: a transaction at a time, a claim, a stake, a craft), and a player's effects always add up
 * to the change of the balances.
 */
export function actionEffects(
  actions: readonly GameAction[],
  before: readonly BalanceRow[],
  after: readonly (BalanceRow & { present: boolean })[],
): Effect[][] {
  const players = new Set(actions.map((a) => a.account))
  const old = new Map(before.map((row) => [key(row.scope, row.primaryKey), row]))
  // What the block changed, per player and token.
  const left = new Map<string, { player: string; amount: Amount }>()
  for (const row of after) {
    if (!players.has(row.scope)) continue
    const now = row.present ? amountOf(row.value.balance) : undefined
    const was = amountOf(old.get(key(row.scope, row.primaryKey))?.value.balance)
    const like = now ?? was
    if (like === undefined) continue
    const units = (now?.units ?? 0n) - (was?.units ?? 0n)
    left.set(key(row.scope, like.symbol), { player: row.scope, amount: { ...like, units } })
  }
  for (const action of actions)
    for (const m of action.traced) {
      if (m.balance !== 'game') continue
      const k = key(action.account, m.amount.symbol)
      const entry = left.get(k) ?? { player: action.account, amount: { ...m.amount, units: 0n } }
      entry.amount = { ...entry.amount, units: entry.amount.units - m.amount.units }
      left.set(k, entry)
    }

  const movements = actions.map((a) => [...a.traced])
  for (const { player, amount } of left.values()) {
    if (amount.units === 0n) continue
    let target = -1
    actions.forEach((a, i) => {
      if (a.account !== player) return
      if (a.opaque || target < 0 || !(actions[target] as GameAction).opaque) target = i
    })
    movements[target]?.push({ balance: 'game', amount })
  }
  return movements.map(settle)
}

/** Movements summed per balance and token, zeros left out, in a stable order. */
function settle(movements: readonly Movement[]): Effect[] {
  const sums = new Map<string, Movement>()
  for (const m of movements) {
    const k = key(m.balance, m.amount.symbol)
    const sum = sums.get(k)
    sums.set(
      k,
      sum === undefined
        ? m
        : {
            balance: m.balance,
            amount: { ...sum.amount, units: sum.amount.units + m.amount.units },
          },
    )
  }
  return [...sums.entries()]
    .filter(([, m]) => m.amount.units !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, m]) => ({ balance: m.balance, quantity: formatAsset(m.amount) }))
}
