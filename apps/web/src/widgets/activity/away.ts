/**
 * "While you were away": when a player comes back after a gap, what finished and what it earned
 * since their last visit. The last visit is kept per account (and chain) in this browser's local
 * storage, in chain time: the app stamps it while it is open (`useLastVisit`), so it is when the
 * player last had the app open. The rule (README): shown when the gap is at least
 * `AWAY_GAP_SECONDS` and something happened since: fights whose time ran out meanwhile, or game
 * actions newer than the last visit (another device's claims, a script's); until dismissed.
 */
import type { ActivityEntry } from '../../chain/read/indexer/activityEntry'
import type { ContractAccounts } from '../../config/network'
import { type EffectLine, kindOf, netEffects } from './describe'

/** The shortest absence that counts as being away: half an hour. */
export const AWAY_GAP_SECONDS = 30 * 60

export type AwaySummary = {
  /** The last visit and now, unix seconds of chain time. */
  since: number
  now: number
  /** Fights started before the visit ended whose time ran out while the player was away. */
  fightsFinished: number
  /** Of those, the ones no claim followed yet (as far as the entries tell). */
  fightsReady: number
  /** Of the player's actions since the last visit: how many, and how many fights claimed. */
  actions: number
  fightsClaimed: number
  /** What those actions moved, per balance and token. */
  earned: EffectLine[]
  /** Some of those actions moved amounts the history source cannot tell. */
  someUnknown: boolean
}

/**
 * The summary of the time between `since` and `now` (unix seconds, chain time), from the
 * player's entries (newest first) and the fight length (`fightSecs`, null when unknown: no fight
 * is counted as finished). Undefined when there is nothing to say or the gap is too short.
 */
export function awaySummary(
  entries: readonly ActivityEntry[],
  contracts: ContractAccounts,
  since: number | undefined,
  now: number,
  fightSecs: number | null,
): AwaySummary | undefined {
  if (since === undefined || now - since < AWAY_GAP_SECONDS) return undefined
  const newer = entries.filter((e) => e.time > since * 1000)
  const older = entries.filter((e) => e.time <= since * 1000)
  let fightsFinished = 0
  let fightsReady = 0
  const claimedSince = new Set(
    newer
      .filter((e) => kindOf(e, contracts) === 'fight-claim')
      .map((e) => String(e.data?.division_id)),
  )
  if (fightSecs !== null) {
    // The latest start of each division before the visit ended, if no claim followed it then.
    const seen = new Set<string>()
    for (const e of older) {
      const kind = kindOf(e, contracts)
      if (kind !== 'fight-start' && kind !== 'fight-claim') continue
      const division = String(e.data?.division_id)
      if (seen.has(division)) continue
      seen.add(division)
      const end = e.time / 1000 + fightSecs
      if (kind === 'fight-start' && end > since && end <= now) {
        fightsFinished++
        if (!claimedSince.has(division)) fightsReady++
      }
    }
  }
  const fightsClaimed = newer.filter((e) => kindOf(e, contracts) === 'fight-claim').length
  if (fightsFinished === 0 && newer.length === 0) return undefined
  return {
    since,
    now,
    fightsFinished,
    fightsReady,
    actions: newer.length,
    fightsClaimed,
    earned: netEffects(newer),
    someUnknown: newer.some((e) => e.unknown.length > 0),
  }
}

/** The storage key of `account`'s last visit on a chain. */
export function lastVisitKey(chainId: string, account: string): string {
  return `dov.lastVisit.${chainId.slice(0, 16)}.${account}`
}

/** The stored last visit (unix seconds), or undefined when none or unreadable. */
export function readLastVisit(storage: Pick<Storage, 'getItem'>, key: string): number | undefined {
  try {
    const value = Number(storage.getItem(key))
    return Number.isSafeInteger(value) && value > 0 ? value : undefined
  } catch {
    return undefined
  }
}

export function writeLastVisit(storage: Pick<Storage, 'setItem'>, key: string, seconds: number) {
  try {
    storage.setItem(key, String(Math.floor(seconds)))
  } catch {
    // Storage full or refused (private mode): the next visit shows no summary.
  }
}
