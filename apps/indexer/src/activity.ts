import {
  type Amount,
  AVATAR_SYMBOL,
  formatAsset,
  parseAsset,
  TOKEN_PRECISION,
} from '@dov/game/amount'
import { unitStats } from '@dov/game/assets'
import { earningsUnits, type ResultKey, resolutionFor } from '@dov/game/fight'
import { divisionBonus, type UnitStats } from '@dov/game/power'
import type { UnitConfig, Zone } from '@dov/game/rows'
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
  /** The NFTs (AtomicAssets): its `logmint`, sent inline by a craft, names the card minted. */
  assets: string
}

export const DEFAULT_ACCOUNTS: GameAccounts = {
  game: 'dov.game',
  stake: 'dov.stake',
  divsim: 'dov.divsim',
  token: 'dov.token',
  assets: 'atomicassets',
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
  /**
   * What its traces say it did besides balances (a craft's minted card: `{ asset_id,
   * template_id }`); null or absent: nothing. A claim's are read from the tables (`claimDetails`).
   */
  details?: Record<string, unknown> | null
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
      if (root === undefined) continue
      root.traced.push(...movementsOf(a, root.account, accounts))
      if (root.contract === accounts.stake && root.name === 'startcraft')
        mintedBy(root, a, accounts)
    }
  }
  return out
}

/**
 * A craft's card, from its inline AtomicAssets actions: `logmint` (which the contract sends once
 * it minted) names the asset id and the template; `mintasset` only the template, kept when no
 * `logmint` follows. A card minted to someone else is not the player's.
 */
function mintedBy(
  craft: GameAction,
  a: { account: string; name: string; data: Record<string, unknown> | null },
  accounts: GameAccounts,
) {
  if (a.account !== accounts.assets || a.data === null) return
  if (a.data.new_asset_owner !== craft.account) return
  const template_id = Number(a.data.template_id)
  if (a.name === 'logmint' && a.data.asset_id !== undefined)
    craft.details = { asset_id: String(a.data.asset_id), template_id }
  else if (a.name === 'mintasset' && (craft.details ?? null) === null)
    craft.details = { template_id }
}

/**
 * A claim's result as `/v1/activity` names it: `@dov/game/fight`'s result keys (the zones'
 * thresholds' and resolutions' names), `docs/rules.md`'s Victory, Draw, Defeat.
 */
export type ClaimResult = ResultKey

/**
 * The tables a claim's result is read from: the claimed divisions' rows before the block (by
 * divID, decimal), the players' wins per zone before the block and after it, the zones, each
 * card's template (by asset id) and the units' configs.
 */
export type ClaimTables = {
  divisions: ReadonlyMap<string, { zoneID: number; units: readonly { value: string }[] }>
  /** Per `player\u0000zone`, the `infos` row's wins before the block, and after it. */
  winsBefore: ReadonlyMap<string, number>
  winsAfter: ReadonlyMap<string, number>
  zones: ReadonlyMap<number, Pick<Zone, 'id' | 'resolutions'>>
  templates: ReadonlyMap<string, number>
  udata: readonly UnitConfig[]
}

/** The claims (`claimfight` of the game contract) among a block's actions, with their division. */
export function claimsOf(actions: readonly GameAction[], game: string) {
  return actions.flatMap((action, index) =>
    action.contract === game && action.name === 'claimfight' && action.data !== null
      ? [{ index, action, divID: String(action.data.division_id) }]
      : [],
  )
}

export const winsKey = (player: string, zone: number) => `${player}\u0000${zone}`

/**
 * Each action's details: a craft's card (from its traces, `gameActions`), a claim's division,
 * zone, result and payout; null for the others. A claim's result is read from the chain's
 * tables, never from the contract's console text (README "Activity"):
 * - its zone is the division's `sdivisions` row as it stood before the block (a claim and a new
 *   fight in one transaction leave the new zone in the row after it);
 * - **win** when the player's `infos` row of that zone gained wins in the block: with several
 *   claims of one zone in the block, the wins gained go to them in the chain's order, those that
 *   paid a Victory's amount first;
 * - otherwise what it paid (its traced `gamecredit` of DOVX) tells the rest: a Draw pays the
 *   zone's `draw` resolution and a Defeat its `loss` one, each × (1 + bonusd) as `claimfight`
 *   pays (`earningsUnits`, bonusd summed over the division's cards); **draw** or **loss** when the
 *   payout is the one and not the other. When it is neither, or both (a fight with no result, X,
 *   which pays nothing; a zone whose resolutions were changed meanwhile), `result` is left out.
 *   A division whose row is not kept (blocks read without traces) gives no `zoneID` nor `result`.
 */
export function claimDetails(
  actions: readonly GameAction[],
  game: string,
  tables: ClaimTables,
): (Record<string, unknown> | null)[] {
  const details = actions.map((action) => action.details ?? null)
  // Per claim: its zone, what it paid, and what each result pays there.
  const claims = claimsOf(actions, game).map(({ index, action, divID }) => {
    const paid = action.traced
      .filter((m) => m.balance === 'game' && m.amount.symbol === PAYOUT && m.amount.units > 0n)
      .reduce((sum, m) => sum + m.amount.units, 0n)
    const division = tables.divisions.get(divID)
    const zoneID = division === undefined ? undefined : Number(division.zoneID)
    const zone = zoneID === undefined ? undefined : tables.zones.get(zoneID)
    let pays: Record<'win' | 'draw' | 'loss', bigint> | undefined
    if (division !== undefined && zone !== undefined) {
      const stats: UnitStats[] = []
      for (const unit of division.units) {
        const template = tables.templates.get(unit.value)
        if (template !== undefined) stats.push(unitStats(template, tables.udata))
      }
      const bonusd = divisionBonus(stats, 'bonusd')
      const of = (key: 'win' | 'draw' | 'loss') => earningsUnits(resolutionFor(zone, key), bonusd)
      pays = { win: of('win'), draw: of('draw'), loss: of('loss') }
    }
    return {
      index,
      action,
      divID,
      paid,
      zoneID,
      pays,
      result: undefined as ClaimResult | undefined,
    }
  })
  // The wins each player's zone gained go to its claims in the chain's order, those that paid
  // a Victory's amount first.
  const groups = new Map<string, typeof claims>()
  for (const claim of claims) {
    if (claim.zoneID === undefined) continue
    const key = winsKey(claim.action.account, claim.zoneID)
    groups.set(key, [...(groups.get(key) ?? []), claim])
  }
  for (const [key, group] of groups) {
    let wins = Math.max(0, (tables.winsAfter.get(key) ?? 0) - (tables.winsBefore.get(key) ?? 0))
    const likely = (c: (typeof claims)[number]) =>
      c.pays !== undefined && c.paid === c.pays.win ? 0 : 1
    for (const claim of [...group].sort((a, b) => likely(a) - likely(b) || a.index - b.index)) {
      if (wins === 0) break
      claim.result = 'win'
      wins--
    }
  }
  for (const claim of claims) {
    const { pays, paid } = claim
    if (claim.result === undefined && pays !== undefined) {
      if (paid === pays.draw && paid !== pays.loss) claim.result = 'draw'
      else if (paid === pays.loss && paid !== pays.draw) claim.result = 'loss'
    }
    details[claim.index] = {
      divID: claim.divID,
      ...(claim.zoneID === undefined ? {} : { zoneID: claim.zoneID }),
      ...(claim.result === undefined ? {} : { result: claim.result }),
      payout: formatAsset({ units: paid, precision: TOKEN_PRECISION, symbol: PAYOUT }),
    }
  }
  return details
}

/** The token `claimfight` pays in. */
const PAYOUT = 'DOVX'

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
