/**
 * "While you were away": when a player comes back after a gap, what finished and what it earned
 * since their last visit. The last visit is kept per account (and chain) in this browser's local
 * storage, in chain time: the app stamps it while it is open (`useLastVisit`), so it is when the
 * player last had the app open. The rule (README): shown when the gap is at least
 * `AWAY_GAP_SECONDS` and something happened since: fights whose time ran out meanwhile, buildings
 * whose cycle finished meanwhile, or game actions newer than the last visit (another device's
 * claims, a script's); until dismissed.
 */
import { claimableCycles } from '@dov/game/buildings'
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
  /** Staked buildings with a cycle that finished while the player was away, ready to claim now. */
  buildingsFinished: number
  /** Of the player's actions since the last visit: how many, and how many fights claimed. */
  actions: number
  fightsClaimed: number
  /** What those actions moved, per balance and token. */
  earned: EffectLine[]
  /** Some of those actions moved amounts the history source cannot tell. */
  someUnknown: boolean
}

/** A staked building as the summary needs it: its last claim and its cycle (after the clock), s. */
export type BuildingCycle = { lastClaim: number; delay: number }

/**
 * Of `buildings`, those with a cycle that finished between `since` and `now`: more whole cycles
 * are claimable now than were at `since`. A building claimed meanwhile (from another device)
 * counts only for the cycles finished since that claim.
 */
export function buildingsFinishedBetween(
  buildings: readonly BuildingCycle[],
  since: number,
  now: number,
): number {
  return buildings.filter(
    ({ lastClaim, delay }) =>
      claimableCycles(lastClaim, delay, now) > claimableCycles(lastClaim, delay, since),
  ).length
}

/**
 * The summary of the time between `since` and `now` (unix seconds, chain time), from the
 * player's entries (newest first), the fight length (`fightSecs`, null when unknown: no fight
 * is counted as finished) and the staked buildings (null when unknown: none counted). Undefined
 * when there is nothing to say or the gap is too short.
 */
export function awaySummary(
  entries: readonly ActivityEntry[],
  contracts: ContractAccounts,
  since: number | undefined,
  now: number,
  fightSecs: number | null,
  buildings: readonly BuildingCycle[] | null = null,
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
  const buildingsFinished = buildings === null ? 0 : buildingsFinishedBetween(buildings, since, now)
  if (fightsFinished === 0 && buildingsFinished === 0 && newer.length === 0) return undefined
  return {
    since,
    now,
    fightsFinished,
    fightsReady,
    buildingsFinished,
    actions: newer.length,
    fightsClaimed,
    earned: netEffects(newer),
    someUnknown: newer.some((e) => e.unknown.length > 0),
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The summary's facts, one line each: the fights that finished (and how many of them are ready
 * to claim), the buildings that finished, the player's actions since then (and how many were
 * fight claims). A fight is told once, never as "finished" and again as "ready to claim".
 */
export function awayFacts(summary: AwaySummary): string[] {
  const facts: string[] = []
  const { fightsFinished: finished, fightsReady: ready } = summary
  if (finished > 0) {
    const fights = `${plural(finished, 'fight', 'fights')} finished`
    facts.push(
      ready === finished
        ? `${fights}, ready to claim`
        : ready > 0
          ? `${fights}, ${ready} ready to claim`
          : fights,
    )
  }
  if (summary.buildingsFinished > 0)
    facts.push(
      `${plural(summary.buildingsFinished, 'building', 'buildings')} finished, ready to claim`,
    )
  if (summary.actions > 0) {
    const actions = `${plural(summary.actions, 'game action', 'game actions')} since then`
    facts.push(
      summary.fightsClaimed > 0
        ? `${actions} (${plural(summary.fightsClaimed, 'fight', 'fights')} claimed)`
        : actions,
    )
  }
  return facts
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
