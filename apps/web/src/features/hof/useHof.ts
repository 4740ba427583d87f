import { divisionEntries, OBJECTIVES, topDivisions, winsBoards } from '@dov/game/hof'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { combineReads } from '../../chain/read/combine'
import { usePlayerWinsProgress } from '../../chain/read/game/playerWins'
import type { BoardState } from './boards'
import { hofQueries } from './reads'
import { useThrottled } from './useThrottled'

const NO_OWNERS: readonly string[] = []

/** The wins boards re-render at most this often while owners are read (the last read at once). */
const WINS_REFRESH_MS = 250

/**
 * Everything the Hall of Fame shows, in two independent parts, each with its own state, so one
 * failing never takes the other (or the page) down:
 *
 * - the armed forces: every division (the `sdivisions` full scan) ranked by its power, computed
 *   from `nfts`, `udata` and `zones` with `@dov/game/hof`'s `divisionEntries`;
 * - the wins boards (officers and objectives): the owners that have an `infos` scope, then each
 *   owner's wins (`usePlayerWinsProgress`), ranked as they arrive.
 */
export function useHof() {
  // The same queries the screen's prefetch started with its chunk (reads.ts).
  const queries = hofQueries()
  const divisions = useQuery(queries.divisions)
  const nfts = useQuery(queries.nfts)
  const udata = useQuery(queries.udata)
  const zones = useQuery(queries.zones)
  const scopes = useQuery(queries.scopes)

  const forcesReads = combineReads([divisions, nfts, udata, zones])
  const forces = useMemo(
    () =>
      divisions.data && nfts.data && udata.data && zones.data
        ? topDivisions(divisionEntries(divisions.data.rows, nfts.data.rows, udata.data, zones.data))
        : [],
    [divisions.data, nfts.data, udata.data, zones.data],
  )
  const forcesTruncated = divisions.data?.truncated === true || nfts.data?.truncated === true
  const forcesState: BoardState =
    forcesReads.status === 'ready'
      ? forcesTruncated
        ? 'partial'
        : 'complete'
      : forcesReads.status === 'error'
        ? 'error'
        : 'loading'

  // The owners' wins are a thousand small reads: they start once the divisions' scan has
  // settled, so the first board does not share the node with them (on a busy node the scan's
  // pages would wait behind them; on a slow network it costs the scan's few round trips).
  const owners = forcesReads.status !== 'loading' ? (scopes.data?.owners ?? NO_OWNERS) : NO_OWNERS
  const listed = scopes.data?.owners.length ?? 0
  const read = usePlayerWinsProgress(owners)
  // Done once the listed owners (not the none of the wait before them) are all answered.
  const done = read.done && read.total === listed
  const progress = useThrottled(read, WINS_REFRESH_MS, done)
  const boards = useMemo(() => winsBoards(progress.players), [progress.players])

  return {
    forces: {
      state: forcesState,
      ranked: forces,
      truncated: forcesTruncated,
      error: forcesReads.error,
      retry: forcesReads.retry,
    },
    wins: {
      owners:
        scopes.data !== undefined
          ? ('ready' as const)
          : scopes.isError
            ? ('error' as const)
            : ('loading' as const),
      truncated: scopes.data?.truncated === true,
      error: scopes.error,
      retry: () => void scopes.refetch(),
      officers: boards.officers,
      objectives: OBJECTIVES.map((objective) => ({
        objective,
        ranked: boards.objectives[objective],
      })),
      total: listed,
      read: progress.read,
      failed: progress.failed,
      done,
      retryFailed: read.retryFailed,
    },
  }
}
