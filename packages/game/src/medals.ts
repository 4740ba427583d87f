/**
 * Medals (docs/rules.md "Medals"): marks of a commander's history, each earned once. The spec has
 * none. Most are thresholds on the victories the game's `infos` table counts per zone (a first
 * victory, a victory on each objective, 10 victories in one zone, a victory in every open zone),
 * so a player whose victories predate any record of their claims still holds them; the claims a
 * record keeps (an indexer's) say when each was earned. Two need that record alone: claims on 7
 * days in a row, and 3 victories in one day.
 *
 * `medalsOf` defines them over a whole history at once. A record kept block by block (the
 * indexer's) dates each medal as its claims come (`blockMedals`, from the player's `infos` rows
 * before the block and their claims of the days before) and adds the undated ones the tables
 * show (`heldMedals`): the same medals, a property test says.
 */
import type { ZoneWins } from './rows'
import { OBJECTIVES, type Objective, objectiveOfZone } from './zones'

/** Victories in one zone for `zone-veteran`. */
export const VETERAN_WINS = 10
/** Consecutive UTC days with a claim for `seven-days`. */
export const STREAK_DAYS = 7
/** Victories on one UTC day for `hat-trick`. */
export const HAT_TRICK_WINS = 3

/** Every medal, in the order a commander's page lists them, with its name and what earns it. */
export const MEDALS = [
  { id: 'first-victory', name: 'First Victory', earnedBy: 'A first victory.' },
  { id: 'bunker', name: 'Bunker Taken', earnedBy: 'A victory in a Bunker zone (1–4).' },
  { id: 'camp', name: 'Camp Taken', earnedBy: 'A victory in a Camp zone (5–8).' },
  { id: 'radar', name: 'Radar Taken', earnedBy: 'A victory in a Radar zone (9–12).' },
  { id: 'hq', name: 'HQ Taken', earnedBy: 'A victory in an HQ zone (13–16).' },
  { id: 'bridge', name: 'Bridge Taken', earnedBy: 'A victory in a Bridge zone (17–20).' },
  { id: 'zone-veteran', name: 'Zone Veteran', earnedBy: '10 victories in one zone.' },
  { id: 'every-front', name: 'Every Front', earnedBy: 'A victory in every open zone.' },
  { id: 'seven-days', name: 'Seven Days', earnedBy: 'Fights claimed on 7 days in a row (UTC).' },
  { id: 'hat-trick', name: 'Hat-Trick', earnedBy: '3 victories on one day (UTC).' },
] as const

export type MedalId = (typeof MEDALS)[number]['id']

/** A claimed fight as a record of claims keeps it (an indexer's `claimfight` with its details). */
export type RecordedClaim = {
  /** Its place in the chain's order (the action's global sequence): claims come in this order. */
  id: string
  blockNum: number
  /** The block's time, in ms since 1970 (UTC). */
  time: number
  trxId: string
  /** The division's zone; undefined when the record could not tell. */
  zoneID: number | undefined
  /** The fight's result; undefined when the record could not tell. */
  result: 'win' | 'draw' | 'loss' | undefined
}

/** A medal held: the claim that earned it, or null when it was earned before the record began. */
export type EarnedMedal = { id: MedalId; claim: RecordedClaim | null }

const DAY_MS = 86_400_000

/** The UTC day of a time in ms (days since 1970-01-01). */
export const utcDay = (time: number) => Math.floor(time / DAY_MS)

/**
 * The medals a commander holds, in `MEDALS`' order:
 * - `wins`: their `infos` rows (victories per zone), the count every threshold is read from;
 * - `openZones`: the ids of the zones open now (`zones` rows with `open`);
 * - `claims`: the claims recorded for them, in the chain's order, up to the same block.
 *
 * The record may begin after their first victories: in a zone, the victories `infos` counts
 * beyond the recorded ones came first (a record starts late, it has no gaps). The n-th victory
 * of a zone is therefore a recorded one only when n exceeds those; otherwise the medal it earned
 * has no claim (null).
 */
export function medalsOf(input: {
  wins: readonly ZoneWins[]
  openZones: readonly number[]
  claims: readonly RecordedClaim[]
}): EarnedMedal[] {
  const counted = new Map<number, number>()
  for (const row of input.wins) counted.set(row.zone, (counted.get(row.zone) ?? 0) + row.wins)
  const recorded = new Map<number, RecordedClaim[]>()
  for (const claim of input.claims)
    if (claim.result === 'win' && claim.zoneID !== undefined) {
      const list = recorded.get(claim.zoneID) ?? []
      list.push(claim)
      recorded.set(claim.zoneID, list)
    }
  /** The n-th victory (from 1) of a zone: null before the record, undefined if not won yet. */
  const nthWin = (zone: number, n: number): RecordedClaim | null | undefined => {
    const wins = counted.get(zone) ?? 0
    if (wins < n) return undefined
    const list = recorded.get(zone) ?? []
    const before = Math.max(0, wins - list.length)
    return n <= before ? null : list[n - before - 1]
  }
  /** The first of some victories by chain order; null when any of them predates the record. */
  const first = (
    moments: (RecordedClaim | null | undefined)[],
  ): RecordedClaim | null | undefined => {
    const held = moments.filter((m) => m !== undefined)
    if (held.length === 0) return undefined
    if (held.includes(null)) return null
    return (held as RecordedClaim[]).reduce((a, b) => (isBefore(b, a) ? b : a))
  }
  const zones = [...counted.keys()]
  const objectiveZones = (objective?: Objective) =>
    zones.filter((zone) => {
      const of = objectiveOfZone(zone)
      return of !== undefined && (objective === undefined || of === objective)
    })

  const earned = new Map<MedalId, RecordedClaim | null | undefined>()
  earned.set('first-victory', first(objectiveZones().map((zone) => nthWin(zone, 1))))
  for (const objective of OBJECTIVES)
    earned.set(objective, first(objectiveZones(objective).map((zone) => nthWin(zone, 1))))
  earned.set('zone-veteran', first(zones.map((zone) => nthWin(zone, VETERAN_WINS))))
  earned.set(
    'every-front',
    everyFront(input.openZones, (zone) => nthWin(zone, 1)),
  )
  earned.set('seven-days', streakClaim(input.claims))
  earned.set('hat-trick', hatTrickClaim(input.claims))
  return MEDALS.flatMap(({ id }) => {
    const claim = earned.get(id)
    return claim === undefined ? [] : [{ id, claim }]
  })
}

/** Chain order: a claim's global sequence, a decimal string of up to 20 digits. */
function isBefore(a: RecordedClaim, b: RecordedClaim): boolean {
  return a.id.length !== b.id.length ? a.id.length < b.id.length : a.id < b.id
}

/**
 * A victory in every open zone: earned by the last of their first victories (null when every one
 * of those predates the record: then so does the last); none without an open zone.
 */
function everyFront(
  openZones: readonly number[],
  firstWin: (zone: number) => RecordedClaim | null | undefined,
): RecordedClaim | null | undefined {
  if (openZones.length === 0) return undefined
  let last: RecordedClaim | null = null
  for (const zone of openZones) {
    const win = firstWin(zone)
    if (win === undefined) return undefined
    if (win !== null && (last === null || isBefore(last, win))) last = win
  }
  return last
}

/** The first claim of the day that ends the first run of `STREAK_DAYS` days with claims. */
function streakClaim(claims: readonly RecordedClaim[]): RecordedClaim | undefined {
  let day = Number.NaN
  let run = 0
  for (const claim of claims) {
    const today = utcDay(claim.time)
    if (today === day) continue
    run = today === day + 1 ? run + 1 : 1
    day = today
    if (run === STREAK_DAYS) return claim
  }
  return undefined
}

/** The victory that is the `HAT_TRICK_WINS`-th of its UTC day, on the first day that has one. */
function hatTrickClaim(claims: readonly RecordedClaim[]): RecordedClaim | undefined {
  let day = Number.NaN
  let wins = 0
  for (const claim of claims) {
    if (claim.result !== 'win') continue
    const today = utcDay(claim.time)
    wins = today === day ? wins + 1 : 1
    day = today
    if (wins === HAT_TRICK_WINS) return claim
  }
  return undefined
}

/**
 * The medals `infos` alone shows (`wins`: victories per zone; `openZones`: the zones open now):
 * a first victory, each objective, 10 victories in one zone, a victory in every open zone.
 */
export function tableMedals(wins: readonly ZoneWins[], openZones: readonly number[]): MedalId[] {
  const count = new Map<number, number>()
  for (const row of wins) count.set(row.zone, (count.get(row.zone) ?? 0) + row.wins)
  const won = (zone: number) => (count.get(zone) ?? 0) > 0
  const objectives = new Set([...count.keys()].filter(won).map(objectiveOfZone))
  const held = new Set<MedalId>()
  if (objectives.size > (objectives.has(undefined) ? 1 : 0)) held.add('first-victory')
  for (const objective of OBJECTIVES) if (objectives.has(objective)) held.add(objective)
  if ([...count.values()].some((n) => n >= VETERAN_WINS)) held.add('zone-veteran')
  if (openZones.length > 0 && openZones.every(won)) held.add('every-front')
  return MEDALS.map((medal) => medal.id).filter((id) => held.has(id))
}

/**
 * The medals a commander holds, in `MEDALS`' order: those a record dated (`dated`: medal -> the
 * claim that earned it, whatever the record keeps of it), then, undated (null), those the tables
 * show that the record did not date (earned before it began).
 */
export function heldMedals<T>(
  dated: ReadonlyMap<MedalId, T>,
  wins: readonly ZoneWins[],
  openZones: readonly number[],
): { id: MedalId; claim: T | null }[] {
  const shown = new Set(tableMedals(wins, openZones))
  return MEDALS.flatMap(({ id }): { id: MedalId; claim: T | null }[] => {
    const claim = dated.get(id)
    if (claim !== undefined) return [{ id, claim }]
    return shown.has(id) ? [{ id, claim: null }] : []
  })
}

/** The start (ms) of the days whose claims count for a claim at `time`: the 6 UTC days before its own. */
export function recentSince(time: number): number {
  return (utcDay(time) - (STREAK_DAYS - 1)) * DAY_MS
}

/**
 * The medals one block's claims of one commander earn, each with the first claim that earns it,
 * from what the record holds before the block:
 * - `wins`: their `infos` rows as they were before the block;
 * - `recent`: their recorded claims since `recentSince` of the block's time, before the block
 *   (the days a streak or a day's victories count from);
 * - `claims`: the block's claims, in the chain's order; `openZones`: the zones open then.
 *
 * The medals of one claim come in `MEDALS`' order. A medal earned again (a second run of 7 days,
 * a new zone opened and won) is listed again: the first earning is the one a record keeps.
 */
export function blockMedals<C extends Pick<RecordedClaim, 'time' | 'zoneID' | 'result'>>(input: {
  wins: readonly ZoneWins[]
  recent: readonly Pick<RecordedClaim, 'time' | 'result'>[]
  claims: readonly C[]
  openZones: readonly number[]
}): { id: MedalId; claim: C }[] {
  const wins = new Map<number, number>()
  for (const row of input.wins) wins.set(row.zone, (wins.get(row.zone) ?? 0) + row.wins)
  let streak: { day: number; run: number } | undefined
  let today: { day: number; wins: number } | undefined
  const earned: { id: MedalId; claim: C }[] = []
  const step = (claim: Pick<RecordedClaim, 'time' | 'zoneID' | 'result'>, found: MedalId[]) => {
    const day = utcDay(claim.time)
    if (streak?.day !== day) {
      const run = streak?.day === day - 1 ? streak.run + 1 : 1
      if (run === STREAK_DAYS) found.push('seven-days')
      streak = { day, run }
    }
    if (claim.result !== 'win') return
    const dayWins = today?.day === day ? today.wins + 1 : 1
    if (dayWins === HAT_TRICK_WINS) found.push('hat-trick')
    today = { day, wins: dayWins }
    if (claim.zoneID === undefined) return
    found.push(...thresholdsCrossed(wins, claim.zoneID, input.openZones))
    wins.set(claim.zoneID, (wins.get(claim.zoneID) ?? 0) + 1)
  }
  for (const claim of input.recent) step({ ...claim, zoneID: undefined }, [])
  for (const claim of input.claims) {
    const found: MedalId[] = []
    step(claim, found)
    for (const { id } of MEDALS) if (found.includes(id)) earned.push({ id, claim })
  }
  return earned
}

/** The `infos` thresholds one more victory in `zone` crosses, from the victories before it. */
function thresholdsCrossed(
  wins: ReadonlyMap<number, number>,
  zone: number,
  openZones: readonly number[],
): MedalId[] {
  const count = (z: number) => wins.get(z) ?? 0
  const objective = objectiveOfZone(zone)
  /** A victory before in a zone of `of` (of any objective when undefined). */
  const wonOn = (of?: Objective) =>
    [...wins].some(([z, n]) => {
      const its = objectiveOfZone(z)
      return n > 0 && its !== undefined && (of === undefined || its === of)
    })
  const crossed: MedalId[] = []
  if (objective !== undefined) {
    if (!wonOn()) crossed.push('first-victory')
    if (!wonOn(objective)) crossed.push(objective)
  }
  if (count(zone) === VETERAN_WINS - 1 && ![...wins.values()].some((n) => n >= VETERAN_WINS))
    crossed.push('zone-veteran')
  if (
    count(zone) === 0 &&
    openZones.includes(zone) &&
    openZones.every((z) => z === zone || count(z) > 0)
  )
    crossed.push('every-front')
  return crossed
}
