/**
 * Claim all: what a player can claim at chain time `now`, and what claiming all of it
 * moves in the in-game balances, from the rules the cards show (spec §4 "Staked building: running
 * (countdown), then finished (claim true), then claimable. Claimable when last_claim plus delay has
 * passed."; "Division by end_time: … On expiry the timer is reset to -1 and Claim is shown.").
 *
 * - A building is ready when its cycle has finished (`buildingState`, the card's `Is Finished`);
 *   `claimmch` settles every whole finished cycle (`claimSettlement`).
 * - A fight is ready when its division shows Claim (`divisionState`); `claimfight` pays the
 *   `fightOutcome` payout in DOVX. A division whose zone the table lacks is not ready: the chain
 *   refuses its claim (`Unknown zone`).
 * - The totals are the net per token, produced and payouts minus inputs, exactly what the
 *   balances move by: `claimmch` settles one net amount per token, and a fight's DOVX is
 *   credited before it when the fights come first in the transaction.
 */
import { type Amount, TOKEN_PRECISION, TOKENS } from './amount'
import { balancesBySymbol } from './balances'
import { type ActiveTools, buildingDataFor, claimSettlement, cycleFlows } from './buildings'
import { totalCosts } from './costs'
import { divisionState } from './division'
import { divisionStats } from './divisionStats'
import { type FightResult, fightOutcome } from './fight'
import type { UnitStats } from './power'
import type {
  BalanceRow,
  BuildingData,
  Division,
  StakedBuilding,
  UnitConfig,
  Utility,
  Zone,
} from './rows'

/** A finished building and what its claim settles. */
export type BuildingClaim = {
  assetId: string
  type: Utility
  cycles: number
  /** Paid: every finished cycle's output. */
  produced: Amount[]
  /** Charged: the inputs of as many cycles (the one that starts with the claim included). */
  consumed: Amount[]
}

/** A division whose fight is over, and what its claim pays. */
export type FightClaim = {
  divID: number
  zoneID: number
  result: FightResult
  /** DOVX paid by `claimfight` (0 for a result that pays nothing). */
  payout: Amount
}

/**
 * The player's finished buildings at `now`, in table order, with what each claim settles. A
 * building without a `bdata` row has no cycle (no timer on its card) and is never ready.
 */
export function finishedBuildings(
  staked: readonly Pick<StakedBuilding, 'asset_id' | 'template_id' | 'last_claim' | 'type'>[],
  bdata: readonly Pick<BuildingData, 'template_id' | 'token_in' | 'token_out' | 'delay'>[],
  tools: ActiveTools,
  now: number,
): BuildingClaim[] {
  const claims: BuildingClaim[] = []
  for (const row of staked) {
    const data = buildingDataFor(bdata, row.template_id)
    if (data === undefined) continue
    const settlement = claimSettlement(row, cycleFlows(data, tools), now)
    if (settlement.cycles === 0) continue
    claims.push({
      assetId: row.asset_id,
      type: row.type,
      cycles: settlement.cycles,
      produced: settlement.produced,
      consumed: settlement.consumed,
    })
  }
  return claims
}

/** The divisions whose fight is over at `now` (their card shows Claim), in the given order. */
export function overFights<D extends Pick<Division, 'end_time'>>(
  divisions: readonly D[],
  now: number,
): D[] {
  return divisions.filter((division) => divisionState(division.end_time, now).kind === 'claim')
}

/**
 * The fights to claim at `now`, with what each pays: the division's cards (`cards`, by asset id;
 * a card the player no longer holds counts 0, as on the fight card) in its zone. A division whose
 * zone is missing from `zones` is left out.
 */
export function claimableFights(
  divisions: readonly Division[],
  zones: readonly Zone[],
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[],
  cards: ReadonlyMap<string, UnitStats>,
  now: number,
): FightClaim[] {
  const claims: FightClaim[] = []
  for (const division of overFights(divisions, now)) {
    const zone = zones.find((candidate) => candidate.id === division.zoneID)
    if (zone === undefined) continue
    const outcome = fightOutcome(divisionStats(division.units, cards), zone, udata)
    claims.push({
      divID: division.divID,
      zoneID: zone.id,
      result: outcome.result,
      payout: { units: outcome.payout, precision: TOKEN_PRECISION, symbol: 'DOVX' },
    })
  }
  return claims
}

/** Game tokens first, in header order, then any other symbol by name. */
function symbolOrder(a: string, b: string): number {
  const rank = (symbol: string) => {
    const index = (TOKENS as readonly string[]).indexOf(symbol)
    return index === -1 ? TOKENS.length : index
  }
  return rank(a) - rank(b) || a.localeCompare(b)
}

const negate = (amount: Amount): Amount => ({ ...amount, units: -amount.units })

/**
 * What claiming all of it moves per token: buildings' output and fights' payouts, minus the
 * buildings' inputs. A token both paid and charged shows its net (possibly 0 or negative).
 * e.g. 3.0000 DOVR produced, 1.0000 DOVX consumed, 5.3250 DOVX paid → DOVX +4.3250, DOVR +3.0000.
 */
export function claimTotals(
  buildings: readonly Pick<BuildingClaim, 'produced' | 'consumed'>[],
  fights: readonly Pick<FightClaim, 'payout'>[],
): Amount[] {
  return totalCosts([
    ...fights.map((fight) => fight.payout),
    ...buildings.flatMap((building) => [...building.produced, ...building.consumed.map(negate)]),
  ]).sort((a, b) => symbolOrder(a.symbol, b.symbol))
}

/** A token claiming all would take more of than the balance holds (units of its precision). */
export type ClaimShortfall = { symbol: string; needed: bigint; balance: bigint }

/**
 * What the balances cannot cover: tokens whose net is negative and larger than the balance (the
 * staking contract then refuses with `Insufficient <SYMBOL> balance`). An absent row is 0.
 */
export function claimShortfalls(
  totals: readonly Amount[],
  balances: readonly BalanceRow[],
): ClaimShortfall[] {
  const held = balancesBySymbol(balances)
  return totals
    .filter((total) => total.units < 0n)
    .map((total) => ({ total, balance: held.get(total.symbol)?.units ?? 0n }))
    .filter(({ total, balance }) => balance + total.units < 0n)
    .map(({ total, balance }) => ({
      symbol: total.symbol,
      needed: -total.units,
      balance,
    }))
}

/** How much one token moved: what was expected and what the chain did, in units of `precision`. */
export type BalanceMove = { symbol: string; precision: number; expected: bigint; actual: bigint }

/**
 * Every token whose balance moved by a different amount than `expected` between `before` and
 * `after` (a token not in `expected` was expected not to move). Empty: the chain did exactly
 * what was shown. Units are each token's own (4 decimals for the game's tokens).
 */
export function unexpectedMoves(
  expected: readonly Amount[],
  before: readonly BalanceRow[],
  after: readonly BalanceRow[],
): BalanceMove[] {
  const was = balancesBySymbol(before)
  const is = balancesBySymbol(after)
  const wanted = new Map(expected.map((amount) => [amount.symbol, amount]))
  const symbols = new Set([...wanted.keys(), ...was.keys(), ...is.keys()])
  const moves: BalanceMove[] = []
  for (const symbol of symbols) {
    const actual = (is.get(symbol)?.units ?? 0n) - (was.get(symbol)?.units ?? 0n)
    const want = wanted.get(symbol)
    const precision = is.get(symbol)?.precision ?? was.get(symbol)?.precision ?? want?.precision
    if (actual !== (want?.units ?? 0n))
      moves.push({ symbol, precision: precision ?? 0, expected: want?.units ?? 0n, actual })
  }
  return moves.sort((a, b) => symbolOrder(a.symbol, b.symbol))
}
