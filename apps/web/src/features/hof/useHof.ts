import {
  type DivisionEntry,
  divisionEntries,
  type Standing,
  standing,
  topDivisions,
  winsBoards,
} from '@dov/game/hof'
import { OBJECTIVES } from '@dov/game/zones'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { chainNow } from '../../chain/read/chainTime'
import { combineReads } from '../../chain/read/combine'
import { usePlayerWinsProgress } from '../../chain/read/game/playerWins'
import { useIndexerLive } from '../../chain/read/indexer/events'
import { indexedHofQuery, parseIndexedHof, standingQuery } from '../../chain/read/indexer/hof'
import { network } from '../../config/current'
import { type BoardState, winsState } from './boards'
import { hofQueries } from './reads'
import { hofSource } from './source'
import { useThrottled } from './useThrottled'

const nothing = () => {}

/** The live channel brings the boards' documents, read as `/v1/hof`'s answers are. */
const LIVE_INTEREST = { hof: parseIndexedHof }

const NO_OWNERS: readonly string[] = []
const NO_ENTRIES: DivisionEntry[] = []

/** The wins boards re-render at most this often while owners are read (the last read at once). */
const WINS_REFRESH_MS = 250

/**
 * Everything the Hall of Fame shows, and (`own`) where the logged-in `account` stands beyond the
 * tops. With an indexer (`network.indexerUrl`) every board comes in
 * one request, and nothing else is read while it is of this chain and at most a minute behind it
 * (`hofSource`). Without one, or when it fails, the boards are read from the chain, in two
 * independent parts, each with its own state, so one failing never takes the other (or the page)
 * down:
 *
 * - the armed forces: every division (the `sdivisions` full scan) ranked by its power, computed
 *   from `nfts`, `udata` and `zones` with `@dov/game/hof`'s `divisionEntries`;
 * - the wins boards (officers and objectives): the owners that have an `infos` scope, then each
 *   owner's wins (`usePlayerWinsProgress`), ranked as they arrive.
 */
export function useHof(account: string | null) {
  // The indexer's live channel brings each new document of the boards: no polling while it is up.
  const live = useIndexerLive(network, LIVE_INTEREST)
  const indexed = useQuery({ ...indexedHofQuery(network), ...live })
  const source = hofSource({
    configured: network.indexerUrl !== undefined,
    chainId: network.chainId,
    data: indexed.data,
    error: indexed.error,
    now: chainNow() * 1000,
  })
  const enabled = source.kind === 'chain'
  // The same queries the screen's prefetch started with its chunk (reads.ts).
  const queries = hofQueries()
  const divisions = useQuery({ ...queries.divisions, enabled })
  const nfts = useQuery({ ...queries.nfts, enabled })
  const udata = useQuery({ ...queries.udata, enabled })
  const zones = useQuery({ ...queries.zones, enabled })
  const scopes = useQuery({ ...queries.scopes, enabled })

  const forcesReads = combineReads([divisions, nfts, udata, zones])
  const entries = useMemo(
    () =>
      divisions.data && nfts.data && udata.data && zones.data
        ? divisionEntries(divisions.data.rows, nfts.data.rows, udata.data, zones.data)
        : NO_ENTRIES,
    [divisions.data, nfts.data, udata.data, zones.data],
  )
  const forces = useMemo(() => topDivisions(entries), [entries])
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
  const owners =
    enabled && forcesReads.status !== 'loading' ? (scopes.data?.owners ?? NO_OWNERS) : NO_OWNERS
  const listed = scopes.data?.owners.length ?? 0
  const read = usePlayerWinsProgress(owners)
  // Done once the listed owners (not the none of the wait before them) are all answered.
  const done = read.done && read.total === listed
  const progress = useThrottled(read, WINS_REFRESH_MS, done)
  const boards = useMemo(() => winsBoards(progress.players), [progress.players])

  // Where the logged-in player stands beyond the tops: from the indexer in one request, or from
  // the chain's reads once every owner is read (the same rule, `standing`).
  const indexedStanding = useQuery({
    ...standingQuery(network, account),
    ...live,
    enabled: source.kind === 'indexer' && account !== null,
  })
  const chainStanding = useMemo(
    () =>
      enabled && account !== null && done && forcesReads.status === 'ready'
        ? standing(progress.players, entries, account)
        : undefined,
    [enabled, account, done, forcesReads.status, progress.players, entries],
  )
  const own: Standing | undefined =
    source.kind === 'indexer'
      ? indexedStanding.data
      : source.kind === 'chain'
        ? chainStanding
        : undefined

  if (source.kind !== 'chain') {
    const hof = source.kind === 'indexer' ? source.answer : undefined
    const state: BoardState =
      hof === undefined ? 'loading' : hof.catchingUp ? 'partial' : 'complete'
    return {
      source,
      own,
      forces: { state, ranked: hof?.forces ?? [], truncated: false, error: null, retry: nothing },
      wins: {
        state,
        owners: hof === undefined ? ('loading' as const) : ('ready' as const),
        truncated: false,
        error: null,
        retry: nothing,
        officers: hof?.officers ?? [],
        objectives: OBJECTIVES.map((objective) => ({
          objective,
          ranked: hof?.objectives[objective] ?? [],
        })),
        total: 0,
        read: 0,
        failed: [] as string[],
        done: hof !== undefined,
        retryFailed: nothing,
      },
    }
  }

  const ownersState =
    scopes.data !== undefined
      ? ('ready' as const)
      : scopes.isError
        ? ('error' as const)
        : ('loading' as const)
  return {
    source,
    own,
    forces: {
      state: forcesState,
      ranked: forces,
      truncated: forcesTruncated,
      error: forcesReads.error,
      retry: forcesReads.retry,
    },
    wins: {
      state: winsState({
        owners: ownersState,
        truncated: scopes.data?.truncated === true,
        done,
        failed: progress.failed.length,
      }),
      owners: ownersState,
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
