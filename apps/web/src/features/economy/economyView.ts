/**
 * What the economy screen shows, derived once from the rows with `@dov/game/economy` (the
 * functions the buildings cards and the fight list compute with): per token the figures per hour
 * and the chart's bars, per building and per division where they come from, and the words for
 * what is unknown. Components receive these views, never rows.
 */
import { type Amount, displayAmount, displayUnits, TOKEN_PRECISION } from '@dov/game/amount'
import { balanceUnits } from '@dov/game/balances'
import { type ActiveTools, rarityPercent } from '@dov/game/buildings'
import { orderedDivisions } from '@dov/game/division'
import {
  type BuildingEconomy,
  buildingEconomy,
  type DivisionEconomy,
  divisionEconomy,
  economyTotals,
  lastsSeconds,
  type TokenEconomy,
} from '@dov/game/economy'
import type { UnitStats } from '@dov/game/power'
import {
  type AssetFields,
  type BalanceRow,
  type BuildingData,
  type Division,
  rarityRank,
  type StakedBuilding,
  TOOL_TYPES,
  type UnitConfig,
  type Zone,
  type ZoneWins,
} from '@dov/game/rows'
import { formatExactDuration } from '@dov/game/time'

/**
 * The fight duration as the screen knows it: seconds; `null` when the chain has no settings row;
 * `'error'` when it could not be read.
 */
export type FightSecs = number | null | 'error'

/** The chart's bars of one token, in percent of the chart's width from its centre line. */
export type Bars = {
  buildingsProduced: number
  fightingProduced: number
  buildingsConsumed: number
  fightingConsumed: number
}

export type TokenView = {
  symbol: string
  /** 4 decimals, grouped thousands, no symbol (the row names the token). */
  produced: string
  consumed: string
  /** Signed: "+27.0000", "-3.0000", "0.0000". */
  net: string
  sign: 'positive' | 'negative' | 'zero'
  bars: Bars
  /**
   * When the net is negative and the in-game balance is known, how long it lasts at this rate:
   * "DOVH lasts ~4 h at this rate: 80.0000 in game, -20.0000 per hour."
   */
  lasts: string | undefined
}

export type SourceView = {
  key: string
  name: string
  /** A second line: the asset id and the cycle, or the zone and the expected result. */
  detail: string
  /** Amounts per hour with their symbols; `undefined` with `missing` saying why there are none. */
  produced: string[] | undefined
  consumed: string[] | undefined
  /** Why the source has no figure per hour ("Not counted: …", "Unknown"), else undefined. */
  missing: string | undefined
}

export type EconomyView = {
  /** No building staked and no division with a zone: nothing to show. */
  empty: boolean
  tokens: TokenView[]
  buildings: SourceView[]
  divisions: SourceView[]
  /** What the totals cover, in words. */
  scope: string
  /** Why fighting has no figure per hour, when it has none although a division could fight. */
  fightingUnknown: string | undefined
  /** The tools in effect, in words ("Rare clock: cycles 25 % shorter"); empty: none. */
  tools: string[]
  /** The chart's text alternative: every token's figures. */
  chartLabel: string
}

/** Half the chart's width, less a margin, for the longest bar (percent). */
export const MAX_BAR = 48

/** The name shown when the asset service has not (yet) given one. */
export function fallbackName(type: string): string {
  return `${type} building`
}

/** Token units with 4 decimals for a player to read, signed when asked: "+1,234.5000". */
export function perHourText(units: bigint, precision: number, signed = false): string {
  const text = displayUnits(units, precision, Math.max(TOKEN_PRECISION, precision))
  return signed && units > 0n ? `+${text}` : text
}

const amounts = (list: readonly Amount[]) => list.map(displayAmount)

/** A number and its unit, kept on one line: "15\u00a0%". */
const pc = (value: number) => `${value}\u00a0%`

/** The tools in effect and what they do (spec §3 "Buffs", §9 clock; docs/rules.md). */
export function toolTexts(tools: ActiveTools): string[] {
  return TOOL_TYPES.flatMap((type) => {
    const rarity = tools[type]
    if (rarity === undefined) return []
    if (type === 'clock') {
      const shorter = Math.round((rarityRank(rarity) * 1000) / 12) / 10
      return [`${rarity} clock: cycles ${pc(shorter)} shorter`]
    }
    const percent = rarityPercent(rarity)
    return type === 'booster'
      ? [`${rarity} booster: output +${pc(percent)}`]
      : [`${rarity} effort: DOVX consumption −${pc(percent)}`]
  })
}

/**
 * A token's bars, on the token's own scale: its larger side (produced or consumed) is `MAX_BAR`
 * long. Tokens are worth different things, so their lengths are not compared with each other;
 * what a row shows is how much of the token comes in against how much goes out.
 */
function bars(token: TokenEconomy): Bars {
  const scale = token.produced > token.consumed ? token.produced : token.consumed
  const percent = (units: bigint) =>
    scale === 0n ? 0 : Number((units * BigInt(MAX_BAR * 1000)) / scale) / 1000
  return {
    buildingsProduced: percent(token.buildings.produced),
    fightingProduced: percent(token.fighting?.produced ?? 0n),
    buildingsConsumed: percent(token.buildings.consumed),
    fightingConsumed: percent(token.fighting?.consumed ?? 0n),
  }
}

/** A time left, rounded down, never longer than it is: "~4 h", "~45 min", "~3 days". */
export function lastsText(seconds: bigint): string {
  if (seconds < 60n) return 'under a minute'
  if (seconds < 3600n) return `~${seconds / 60n} min`
  if (seconds < 172_800n) return `~${seconds / 3600n} h`
  return `~${seconds / 86_400n} days`
}

/** How long a token's in-game balance lasts at its net per hour (`lastsSeconds`), in words. */
function lastsView(token: TokenEconomy, balances: readonly BalanceRow[] | undefined) {
  if (balances === undefined) return undefined
  const balance = balanceUnits(balances, token.symbol)
  const seconds = lastsSeconds(balance, token.net)
  if (seconds === undefined) return undefined
  const rate = `${perHourText(balance, token.precision)} in game, ${perHourText(token.net, token.precision)} per hour`
  return seconds === 0n
    ? `${token.symbol} has run out at this rate: ${rate}.`
    : `${token.symbol} lasts ${lastsText(seconds)} at this rate: ${rate}.`
}

function tokenViews(
  tokens: readonly TokenEconomy[],
  balances: readonly BalanceRow[] | undefined,
): TokenView[] {
  return tokens.map((token) => ({
    symbol: token.symbol,
    produced: perHourText(token.produced, token.precision),
    consumed: perHourText(token.consumed, token.precision),
    net: perHourText(token.net, token.precision, true),
    sign: token.net > 0n ? 'positive' : token.net < 0n ? 'negative' : 'zero',
    bars: bars(token),
    lasts: lastsView(token, balances),
  }))
}

function buildingView(building: BuildingEconomy, names: ReadonlyMap<string, string>): SourceView {
  const cycle = building.cycle
  return {
    key: `building-${building.assetId}`,
    name: names.get(building.assetId) || fallbackName(building.type),
    detail:
      cycle === undefined
        ? `#${building.assetId}`
        : `#${building.assetId} · a cycle every ${formatExactDuration(cycle.delay)}`,
    produced: building.perHour && amounts(building.perHour.produced),
    consumed: building.perHour && amounts(building.perHour.consumed),
    missing: building.perHour === undefined ? 'Not counted: no production data' : undefined,
  }
}

const BLOCKS = {
  missing: 'its zone does not exist',
  closed: 'its zone is closed',
  locked: 'its zone is locked',
  unauthorized: 'unauthorized to fight',
} as const

function divisionView(division: DivisionEconomy, title: string, unknown: string): SourceView {
  const cell = division.cell
  const zone = cell?.name ?? `Zone ${division.zoneId}`
  const marker = cell?.marker ?? 'no result'
  const perFight =
    cell === undefined
      ? ''
      : ` · ${displayAmount(division.perFight.produced[0] ?? { units: 0n, precision: 4, symbol: 'DOVX' })} a fight`
  return {
    key: `division-${division.divID}`,
    name: title,
    detail: `${zone} · ${marker}${perFight}`,
    produced: division.perHour && amounts(division.perHour.produced),
    consumed: division.perHour && amounts(division.perHour.consumed),
    missing:
      division.blocked !== undefined
        ? `Not counted: ${BLOCKS[division.blocked]}`
        : division.perHour === undefined
          ? unknown
          : undefined,
  }
}

export type EconomyInput = {
  staked: readonly StakedBuilding[]
  bdata: readonly BuildingData[]
  tools: ActiveTools
  /** The player's building assets (names); empty when unknown. */
  buildingAssets: readonly AssetFields[]
  divisions: readonly Division[]
  zones: readonly Zone[]
  udata: readonly UnitConfig[]
  /** The player's unit cards with their stats, by asset id. */
  cards: ReadonlyMap<string, UnitStats>
  wins: readonly ZoneWins[]
  fightSecs: FightSecs
  /** The in-game balances (`dov.stake` balances); undefined when unknown: no "lasts" line. */
  balances?: readonly BalanceRow[] | undefined
}

/** Everything the screen shows, from its reads. */
export function economyView(input: EconomyInput): EconomyView {
  const buildings = buildingEconomy(input.staked, input.bdata, input.tools)
  const secs = typeof input.fightSecs === 'number' ? input.fightSecs : undefined
  // DIVISION n as on the fight list: the n-th of all the player's divisions in id order.
  const ordered = orderedDivisions(input.divisions)
  const titles = new Map(ordered.map((division, index) => [division.divID, index + 1]))
  const divisions = divisionEconomy(ordered, input.cards, {
    zones: input.zones,
    udata: input.udata,
    wins: input.wins,
    fightSecs: secs,
  })
  const totals = economyTotals(buildings, divisions)
  const names = new Map(input.buildingAssets.map((asset) => [asset.asset_id, asset.name]))
  const unknownWhy =
    input.fightSecs === 'error'
      ? 'The fight duration could not be read, so fighting has no figure per hour.'
      : 'The game sets no fight duration on chain, so fighting has no figure per hour.'
  const fighters = divisions.filter((division) => division.blocked === undefined)
  const tokens = tokenViews(totals.tokens, input.balances)
  return {
    empty: buildings.length === 0 && divisions.length === 0,
    tokens,
    buildings: buildings.map((building) => buildingView(building, names)),
    divisions: divisions.map((division) =>
      divisionView(division, `DIVISION ${titles.get(division.divID) ?? '?'}`, 'Unknown'),
    ),
    scope: !totals.fightingKnown
      ? 'Buildings only: fighting is not counted.'
      : fighters.length === 0
        ? 'Your staked buildings, with your tools.'
        : `Your staked buildings, with your tools, and your divisions fighting back to back (a fight lasts ${formatExactDuration(secs ?? 0)}).`,
    fightingUnknown: totals.fightingKnown ? undefined : unknownWhy,
    tools: toolTexts(input.tools),
    chartLabel: `Tokens per hour. ${tokens
      .map((t) => `${t.symbol}: produced ${t.produced}, consumed ${t.consumed}, net ${t.net}.`)
      .join(' ')}`,
  }
}
