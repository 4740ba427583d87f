/**
 * What `useHof` gives the boards: the armed forces' part and the wins part (the officers and the
 * objectives), each with its rows, its state and, over the chain, its error and Retry. The
 * decisions are here, pure; the hooks only read.
 */
import type { RankedDivision, RankedPlayer } from '@dov/game/hof'
import { OBJECTIVES, type Objective } from '@dov/game/zones'
import type { PlayerWinsReads } from '../../chain/read/game/playerWins'
import type { IndexedHof } from '../../chain/read/indexer/hof'
import type { BoardState } from './boards'

/** The owners' list: read, still loading, or failed. */
export type OwnersState = 'ready' | 'loading' | 'error'

export type ForcesData = {
  state: BoardState
  ranked: readonly RankedDivision[]
  /** The divisions' or the cards' scan was cut off by the page cap. */
  truncated: boolean
  error: Error | null
  retry: () => void
}

export type WinsData = {
  state: BoardState
  owners: OwnersState
  /** The owners' list was cut off by the page cap. */
  truncated: boolean
  error: Error | null
  retry: () => void
  officers: readonly RankedPlayer[]
  objectives: { objective: Objective; ranked: readonly RankedPlayer[] }[]
  /** Owners listed, how many are read, which failed, and whether nothing more arrives. */
  total: number
  /** The reads over the chain, which the progress line counts (none with the indexer). */
  reads?: PlayerWinsReads
  failed: readonly string[]
  done: boolean
  retryFailed: () => void
}

/** The armed forces' state from their reads' combined status. */
export function forcesState(status: 'loading' | 'error' | 'ready', truncated: boolean): BoardState {
  if (status === 'ready') return truncated ? 'partial' : 'complete'
  return status === 'error' ? 'error' : 'loading'
}

/** The owners' list's state from its read: its data wins over a later failed refetch. */
export function ownersState(read: { data: unknown; isError: boolean }): OwnersState {
  if (read.data !== undefined) return 'ready'
  return read.isError ? 'error' : 'loading'
}

/** Each objective's top, in the objectives' order (none yet: empty). */
export function objectiveTops(
  tops: Readonly<Record<Objective, readonly RankedPlayer[]>> | undefined,
): WinsData['objectives'] {
  return OBJECTIVES.map((objective) => ({ objective, ranked: tops?.[objective] ?? [] }))
}

const nothing = () => {}

/** The week's board: its rows since `start` (ms), and its state as the other boards'. */
export type WeekData = {
  state: BoardState
  start: number | undefined
  ranked: readonly RankedPlayer[]
}

const NONE: ReadonlyMap<string, number> = new Map()

/**
 * Every board from the indexer's answer (none yet: loading): one state for all of them,
 * `partial` while the indexer catches up; nothing to retry, no owners read one by one. With them,
 * the owners' victories (their ranks) and the week's board.
 */
export function indexedBoards(hof: IndexedHof | undefined): {
  forces: ForcesData
  wins: WinsData
  victories: ReadonlyMap<string, number>
  week: WeekData
} {
  const state: BoardState = hof === undefined ? 'loading' : hof.catchingUp ? 'partial' : 'complete'
  const common = { state, truncated: false, error: null, retry: nothing }
  return {
    victories: hof?.victories ?? NONE,
    week: { state, start: hof?.week.start, ranked: hof?.week.top ?? [] },
    forces: { ...common, ranked: hof?.forces ?? [] },
    wins: {
      ...common,
      owners: hof === undefined ? 'loading' : 'ready',
      officers: hof?.officers ?? [],
      objectives: objectiveTops(hof?.objectives),
      total: 0,
      failed: [],
      done: hof !== undefined,
      retryFailed: nothing,
    },
  }
}
