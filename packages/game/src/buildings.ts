/**
 * Buildings and tools (spec §2 Buildings screen, §3 "Buffs: an effort-type item reduces DOVX
 * consumption by its rarity percent. A booster-type item increases output by its rarity percent.",
 * §4 "Staked building: running (countdown), then finished (claim true), then claimable. Claimable
 * when last_claim plus delay has passed.", §9 "Clock tool scales building delay by rarity / 6.").
 *
 * Readings (docs/rules.md, "Buildings"):
 * - bdata token_in / token_out are per-hour rates; one cycle lasts the (clock-scaled) delay and
 *   consumes token_in × base delay hours and produces token_out × base delay hours. The clock makes
 *   the same cycle finish sooner.
 * - rarity percent = 5 × rank: Common 5 %, Uncommon 10, Rare 15, Epic 20, Legendary 25, Supreme 30.
 * - clock: delay × (1 − rank/6 × 1/2) rounded up to a whole second: Common −8.3 %, Supreme −50 %.
 * - a player's staked tools (mships) apply to all their buildings; per tool type only the highest
 *   rarity counts (no stacking).
 * - cycles run back to back from last_claim; a claim settles every whole finished cycle.
 */
import { type Amount, mulDivFloor, parseAsset, toUnits } from './amount'
import type { BuildingData, Membership, Rarity, StakedBuilding, ToolType } from './rows'
import { rarityRank } from './rows'
import { type Duration, splitDuration } from './time'

export const BUILDING_SLOTS = 4
export const SECONDS_PER_HOUR = 3600

/** "Rarity percent" of a tool: 5 × rank. */
export function rarityPercent(rarity: Rarity): number {
  return 5 * rarityRank(rarity)
}

/** The tools in effect for a player: the highest rarity staked per tool type. */
export type ActiveTools = Partial<Record<ToolType, Rarity>>

export function activeTools(mships: readonly Pick<Membership, 'type' | 'rarity'>[]): ActiveTools {
  const tools: ActiveTools = {}
  for (const { type, rarity } of mships) {
    const current = tools[type]
    if (current === undefined || rarityRank(rarity) > rarityRank(current)) tools[type] = rarity
  }
  return tools
}

/**
 * Delay with a clock: ceil(delay × (12 − rank) / 12), i.e. delay × (1 − rank/6 × 1/2).
 * 3600 s with an Epic clock (rank 4): ceil(3600 × 8 / 12) = 2400 s. Never 0 for a positive delay.
 */
export function clockedDelay(baseDelay: number, clock: Rarity | undefined): number {
  if (clock === undefined) return baseDelay
  return Math.ceil((baseDelay * (12 - rarityRank(clock))) / 12)
}

/** Delay in hours for display computations (seconds / 3600). */
export function delayHours(seconds: number): number {
  return seconds / SECONDS_PER_HOUR
}

export type CycleFlows = {
  /** bdata delay, seconds. */
  baseDelay: number
  /** Delay after the clock, seconds: the length of one cycle. */
  delay: number
  /** Charged for one cycle (token_in × base hours, DOVX reduced by effort). */
  consumed: Amount[]
  /** Paid for one cycle (token_out × base hours, increased by booster). */
  produced: Amount[]
}

function overDelay(rate: string, baseDelay: number, percent: number): Amount {
  const amount = parseAsset(rate)
  const units = mulDivFloor(
    amount.units * toUnits(baseDelay),
    toUnits(100 + percent),
    BigInt(SECONDS_PER_HOUR * 100),
  )
  return { ...amount, units }
}

/**
 * Tokens consumed and produced over one whole cycle, each rounded down once:
 *   in  = floor(rate × delay_s × (100 − effort% if DOVX else 100) / 360000)
 *   out = floor(rate × delay_s × (100 + booster%) / 360000)
 * e.g. token_in "1.0000 DOVX" per hour, delay 7200 s, Rare effort (15 %): 10000 × 7200 × 85 /
 * 360000 = 17000 units = "1.7000 DOVX".
 */
export function cycleFlows(
  data: Pick<BuildingData, 'token_in' | 'token_out' | 'delay'>,
  tools: ActiveTools = {},
): CycleFlows {
  const effort = tools.effort === undefined ? 0 : rarityPercent(tools.effort)
  const booster = tools.booster === undefined ? 0 : rarityPercent(tools.booster)
  return {
    baseDelay: data.delay,
    delay: clockedDelay(data.delay, tools.clock),
    consumed: data.token_in.map((rate) =>
      overDelay(rate, data.delay, parseAsset(rate).symbol === 'DOVX' ? -effort : 0),
    ),
    produced: data.token_out.map((rate) => overDelay(rate, data.delay, booster)),
  }
}

/** The bdata row of a template, if any. */
export function buildingDataFor<B extends Pick<BuildingData, 'template_id'>>(
  bdata: readonly B[],
  templateId: number,
): B | undefined {
  return bdata.find((row) => row.template_id === templateId)
}

/**
 * The assets not among the `staked` rows (by asset id), in their order: the buildings or tools a
 * player owns and may stake (`regmch`, `regbd`).
 */
export function unstakedAssets<A extends { asset_id: string }>(
  assets: readonly A[],
  staked: readonly { asset_id: string }[],
): A[] {
  const ids = new Set(staked.map((row) => row.asset_id))
  return assets.filter((asset) => !ids.has(asset.asset_id))
}

/** Whole cycles finished since last_claim: floor((now − last_claim) / delay), at least 0. */
export function claimableCycles(lastClaim: number, delay: number, now: number): number {
  if (delay <= 0) return 0
  return Math.max(0, Math.floor((now - lastClaim) / delay))
}

export type BuildingState =
  | ({ kind: 'running'; endsAt: number; remaining: number } & Duration)
  | { kind: 'finished'; endsAt: number; cycles: number }

/**
 * Running until last_claim + delay ('Will end in' countdown), then finished ('Is Finished', claim
 * button): at now = last_claim + delay the building is finished. endsAt is the view's `tr`.
 */
export function buildingState(lastClaim: number, delay: number, now: number): BuildingState {
  const endsAt = lastClaim + delay
  if (now < endsAt) {
    const remaining = endsAt - now
    return { kind: 'running', endsAt, remaining, ...splitDuration(remaining) }
  }
  return { kind: 'finished', endsAt, cycles: claimableCycles(lastClaim, delay, now) }
}

function times(amounts: readonly Amount[], n: number): Amount[] {
  return amounts.map((amount) => ({ ...amount, units: amount.units * BigInt(n) }))
}

export type ClaimSettlement = {
  cycles: number
  /** Paid to the player: cycles × produced. */
  produced: Amount[]
  /** Charged to the player: cycles × consumed (the cycles started since the last charge). */
  consumed: Amount[]
  /** New last_claim: old + cycles × delay (a partly run cycle keeps its progress). */
  lastClaim: number
}

/**
 * What claimmch settles for one building at `now`; cycles 0 means "Nothing to claim".
 * Stake (regmch) charges one cycle's `consumed`; each claim pays cycles × produced and charges
 * cycles × consumed, so every cycle that has started is paid for.
 */
export function claimSettlement(
  building: Pick<StakedBuilding, 'last_claim'>,
  flows: Pick<CycleFlows, 'delay' | 'consumed' | 'produced'>,
  now: number,
): ClaimSettlement {
  const cycles = claimableCycles(building.last_claim, flows.delay, now)
  return {
    cycles,
    produced: times(flows.produced, cycles),
    consumed: times(flows.consumed, cycles),
    lastClaim: building.last_claim + cycles * flows.delay,
  }
}

/** The 4 building slots: staked buildings in the given order, then empty (undefined) slots. */
export function buildingSlots<B>(staked: readonly B[]): (B | undefined)[] {
  return Array.from({ length: BUILDING_SLOTS }, (_, index) => staked[index])
}
