/**
 * What the Hall of Fame's boards show, from the rankings of `@dov/game/hof`: rows with their
 * display texts and whether they are the logged-in player's, the objectives' names and pictures,
 * the progress text, and each board's state.
 */
import { groupThousands } from '@dov/game/amount'
import { type RankedDivision, type RankedPlayer, victoriesLabel } from '@dov/game/hof'
import { formatPower } from '@dov/game/power'
import { type Objective, objectiveZones } from '@dov/game/zones'
import { OBJECTIVE_NAMES } from '../../ui/ObjectiveIcon'

/**
 * `loading`: nothing to show yet; `partial`: rows shown may still change (reads running, or some
 * failed); `complete`: every read arrived; `error`: the board's own reads failed.
 */
export type BoardState = 'loading' | 'partial' | 'complete' | 'error'

/** `beyond`: the player's own row from outside the top, shown after it (`standing`). */
export type ForceRow = {
  rank: number
  owner: string
  divID: number
  power: string
  own: boolean
  beyond?: boolean
}
export type PlayerRow = {
  rank: number
  owner: string
  victories: string
  own: boolean
  beyond?: boolean
}

/**
 * The armed forces' rows: power shown with 1 decimal (spec §5 "Hall of Fame: 1 decimal"), then the
 * player's divisions ranked beyond the top (`own`, from `standing`).
 */
export function forceRows(
  ranked: readonly RankedDivision[],
  account: string | null,
  own: readonly RankedDivision[] = [],
): ForceRow[] {
  const row = (division: RankedDivision) => ({
    rank: division.rank,
    owner: division.owner,
    divID: division.divID,
    power: formatPower(division.power, 1),
    own: division.owner === account,
  })
  const shown = new Set(ranked.map((division) => division.divID))
  return [
    ...ranked.map(row),
    ...own
      .filter((division) => !shown.has(division.divID))
      .map((division) => ({ ...row(division), own: true, beyond: true })),
  ]
}

/** The same accounts, ranks and victories (a board need not be drawn again). */
export function sameRanking(a: readonly RankedPlayer[], b: readonly RankedPlayer[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, index) => {
      const other = b[index]
      return (
        other !== undefined &&
        row.rank === other.rank &&
        row.owner === other.owner &&
        row.victories === other.victories
      )
    })
  )
}

/** An officers' or an objective's rows, with the spec's `N Victories`. */
export function playerRows(
  ranked: readonly RankedPlayer[],
  account: string | null,
  own: RankedPlayer | null = null,
): PlayerRow[] {
  const row = (player: RankedPlayer) => ({
    rank: player.rank,
    owner: player.owner,
    victories: victoriesLabel(player.victories),
    own: player.owner === account,
  })
  const beyond = own !== null && !ranked.some((player) => player.owner === own.owner)
  return [...ranked.map(row), ...(beyond ? [{ ...row(own), own: true, beyond: true }] : [])]
}

/** An objective's heading, zones and picture (`public/art/<objective>.svg`). */
export function objectiveView(objective: Objective) {
  const { first, last } = objectiveZones(objective)
  return {
    name: OBJECTIVE_NAMES[objective],
    zones: `Zones ${first}–${last}`,
    picture: `/art/${objective}.svg`,
  }
}

const count = (n: number) => groupThousands(String(n))

/** `412 of 1,100 players read`. */
export function progressText(read: number, total: number): string {
  return `${count(read)} of ${count(total)} players read`
}

/** `1 player` / `3 players`. */
export function playersText(n: number): string {
  return `${count(n)} ${n === 1 ? 'player' : 'players'}`
}

/**
 * The state of the wins boards (officers and objectives), which all read the same owners: loading
 * until every owner's read has answered or failed for good, so each board is drawn once rather than
 * again as each owner's wins arrive (the progress above them counts the reads); `partial` when
 * some owners could not be read or the list was cut off.
 */
export function winsState(input: {
  /** The owners' list: read, still loading, or failed. */
  owners: 'ready' | 'loading' | 'error'
  /** The list was cut off by the page cap. */
  truncated: boolean
  /** Every owner's read answered or failed for good. */
  done: boolean
  failed: number
}): BoardState {
  if (input.owners === 'error') return 'error'
  if (input.owners === 'loading' || !input.done) return 'loading'
  return input.failed === 0 && !input.truncated ? 'complete' : 'partial'
}
