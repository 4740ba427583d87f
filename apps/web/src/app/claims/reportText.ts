/**
 * The battle report's sentences, written as text (their amounts then marked by `ui/AmountText`):
 * the net per token with its parts, the Hall of Fame places a claim changed, a zone a Victory
 * opened, where a division would do best next.
 */
import { type Amount, displaySignedAmount, displayUnits, formatEarnings } from '@dov/game/amount'
import type {
  DivisionReport,
  PlaceChange,
  BattleReport as Report,
  TokenFlow,
  UnlockedZone,
} from '@dov/game/battleReport'
import { OBJECTIVE_NAMES } from '../../ui/ObjectiveIcon'

const signed = (units: bigint, flow: Pick<TokenFlow, 'precision' | 'symbol'>) =>
  displaySignedAmount({ units, precision: flow.precision, symbol: flow.symbol })

/** One token's net and, when more than one thing moved it, its parts: `+3.8800 DOVX (earned 61.0000, spent 57.1200)`. */
export function flowText(flow: TokenFlow): string {
  const parts = (
    [
      ['earned', flow.earned],
      ['produced', flow.produced],
      ['spent', flow.spent],
    ] as const
  ).filter(([, units]) => units !== 0n)
  const net = signed(flow.net, flow)
  if (parts.length < 2) return net
  return `${net} (${parts.map(([word, units]) => `${word} ${displayUnits(units, flow.precision)}`).join(', ')})`
}

/**
 * The report's first line: what the balances moved by per token, the chain's figures, with what
 * made each up when the results account for them (`settled`); the moves alone otherwise.
 */
export function movedText(report: Pick<Report, 'moved' | 'flows' | 'settled'>): string {
  if (report.settled && report.flows.length > 0)
    return `Your balances moved by ${report.flows.map(flowText).join(', ')}.`
  if (report.moved.length === 0) return 'Your balances did not move.'
  return `Your balances moved by ${report.moved.map((amount: Amount) => displaySignedAmount(amount)).join(', ')}.`
}

/** `#41 among officers (was #43)`, `#5 on the Bunker board (first victory there)`. */
function placeText(change: PlaceChange): string {
  const where =
    change.board === 'officers' ? 'among officers' : `on the ${OBJECTIVE_NAMES[change.board]} board`
  const was = change.was === null ? 'first victory there' : `was #${change.was}`
  return `#${change.rank} ${where} (${was})`
}

/** The Hall of Fame places the claim changed, in one sentence; undefined when none did. */
export function placesText(places: readonly PlaceChange[] | undefined): string | undefined {
  if (places === undefined || places.length === 0) return undefined
  return `Hall of Fame: ${places.map(placeText).join(', ')}.`
}

/** A zone a Victory opened: `Zone 2 Sainte-Mere is open.`, or unlocked but closed. */
export function unlockedText(zone: UnlockedZone): string {
  const name = `Zone ${zone.zoneId} ${zone.name}`
  return zone.open ? `${name} is open.` : `${name} is unlocked, but closed for now.`
}

/** Where the division would do best next, in words (the planner's best zone after the claim). */
export function nextText(division: DivisionReport): string {
  const { best } = division
  if (best === undefined) return 'Best next: no zone it can choose and pay for gives it a Victory.'
  const pays = `Victory, ${formatEarnings(best.earnings)} DOVX per fight`
  if (best.here) return `Best next: where it is, ${pays}.`
  return `Best next: ${best.zoneId} ${best.name}, ${pays}.`
}
