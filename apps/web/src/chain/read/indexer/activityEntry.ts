/**
 * A player's game action as the activity screens read it, whichever source told it: the indexer
 * (`activity.ts`, with every effect on the player's balances) or a Hyperion history API
 * (`history.ts`, the action alone: what its data does not state is unknown, never zero).
 */
import type { Amount } from '@dov/game/amount'
import type * as v from 'valibot'

/** Which balance an effect moved: the token contract's wallet or the in-game balance. */
export type BalanceKind = 'wallet' | 'game'

export type ActivityEffect = { balance: BalanceKind; amount: Amount }

export type ActivityEntry = {
  /** Unique in the player's history (the action's global sequence where the source gives it). */
  id: string
  blockNum: number
  /** The block's time on chain, in ms since 1970. */
  time: number
  trxId: string
  /** The contract that ran it and the action's name (`dov.game`, `startfight`). */
  contract: string
  action: string
  /** The action's data as its contract's ABI reads it; null when the source could not. */
  data: Record<string, unknown> | null
  /**
   * What the source found out beyond the data (the indexer's `details`: a claim's zone, result
   * and payout, a craft's new card); absent or null where the source tells nothing more.
   */
  details?: Record<string, unknown> | null
  /** Changes of the player's balances, per balance and token (none: it moved nothing). */
  effects: ActivityEffect[]
  /** Balances this source cannot tell the action's effect on (empty: the effects are complete). */
  unknown: BalanceKind[]
}

/** Where the activity comes from: the game's indexer, a Hyperion history API, or neither. */
export type ActivitySource = 'indexer' | 'history'

export type ActivityPage = {
  entries: ActivityEntry[]
  /** The next (older) page's cursor, or null on the last page. */
  next: string | null
}

/** A history source answered, but not with a history this app can read. */
export class ActivityAnswerError extends Error {
  override name = 'ActivityAnswerError'
}

/** The first issue of a failed parse, with where it is: `actions.3.block_num: expected …`. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (issue === undefined) return 'unreadable'
  const path = (issue.path ?? []).map((item) => String(item.key)).join('.')
  return path === '' ? issue.message : `${path}: ${issue.message}`
}

/** ISO 8601 time, or nodeos's UTC time without a zone (`2026-11-25T12:00:00.500`) → ms. */
export function chainTimeMs(text: string): number | undefined {
  const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text}Z`
  const ms = Date.parse(zoned)
  return Number.isNaN(ms) ? undefined : ms
}
