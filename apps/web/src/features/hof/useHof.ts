import { type PlayerWins, standing, topDivisions, winsBoards } from '@dov/game/hof'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { chainNow } from '../../chain/read/chainTime'
import { useDivisionEntries } from '../../chain/read/game/divisionEntries'
import { usePlayerWins } from '../../chain/read/game/playerWins'
import { useIndexerLive } from '../../chain/read/indexer/events'
import { indexedHofQuery, parseIndexedHof, standingQuery } from '../../chain/read/indexer/hof'
import { useKeptFailure } from '../../chain/read/indexer/keptFailure'
import { network } from '../../config/current'
import {
  type ForcesData,
  forcesState,
  indexedBoards,
  objectiveTops,
  ownersState,
  type WinsData,
} from './boardData'
import { winsState } from './boards'
import { chainVictories } from './grades'
import { hofQueries } from './reads'
import { hofSource } from './source'

/** The live channel brings the boards' documents, read as `/v1/hof`'s answers are. */
const LIVE_INTEREST = { hof: parseIndexedHof }

const NO_OWNERS: readonly string[] = []
const NO_PLAYERS: readonly PlayerWins[] = []

/**
 * Everything the Hall of Fame shows, and (`own`) where the logged-in `account` stands beyond the
 * tops. With an indexer (`network.indexerUrl`) every board comes in
 * one request, and nothing else is read while it is of this chain and at most a minute behind it
 * (`hofSource`). Without one, or when it fails, the boards are read from the chain, in two
 * independent parts, each with its own state, so one failing never takes the other (or the page)
 * down:
 *
 * - the armed forces: every division (the `sdivisions` full scan) ranked by its power, computed
 *   from `nfts`, `udata` and `zones` with `@dov/game/hof`'s `divisionEntries` (`useChainForces`);
 * - the wins boards (officers and objectives): the owners that have an `infos` scope, then each
 *   owner's wins (`usePlayerWins`), ranked once every owner is read (`useChainWins`).
 */
export function useHof(account: string | null) {
  // The indexer's live channel brings each new document of the boards: no polling while it is up.
  const live = useIndexerLive(network, LIVE_INTEREST)
  const indexed = useQuery({ ...indexedHofQuery(network), ...live })
  // Its failure kept while it is asked again: the screen goes on with the chain's boards.
  const failure = useKeptFailure(indexed)
  const source = hofSource({
    configured: network.indexerUrl !== undefined,
    chainId: network.chainId,
    data: indexed.data,
    error: failure,
    now: chainNow() * 1000,
  })
  const enabled = source.kind === 'chain'
  const [forces, entries, forcesRead] = useChainForces(enabled)
  // The owners' wins are a thousand small reads: they start once the divisions' scan has
  // settled, so the first board does not share the node with them (on a busy node the scan's
  // pages would wait behind them; on a slow network it costs the scan's few round trips).
  const [wins, players] = useChainWins(enabled, forces.state !== 'loading')

  // Where the logged-in player stands beyond the tops: from the indexer in one request, or from
  // the chain's reads once every owner is read (the same rule, `standing`).
  const indexedStanding = useQuery({
    ...standingQuery(network, account),
    ...live,
    enabled: source.kind === 'indexer' && account !== null,
  })
  const settled = enabled && wins.done && forcesRead
  const chainStanding = useMemo(
    () => (settled && account !== null ? standing(players, entries, account) : undefined),
    [settled, account, players, entries],
  )

  // Over the chain, each owner's victories (their ranks) once every owner is read, so the boards
  // that show them are drawn once; no week's board.
  const everyoneRead = wins.done ? players : NO_PLAYERS
  const victories = useMemo(() => chainVictories(everyoneRead), [everyoneRead])

  if (source.kind === 'chain')
    return { source, own: chainStanding, forces, wins, victories, week: undefined }
  const own = source.kind === 'indexer' ? indexedStanding.data : undefined
  return { source, own, ...indexedBoards(source.kind === 'indexer' ? source.answer : undefined) }
}

/**
 * The armed forces over the chain: every division, ranked by the power its cards give. Gives the
 * board, every division's entry (for the player's standing), and whether every read is in.
 */
function useChainForces(enabled: boolean) {
  // The same queries the screen's prefetch started with its chunk (reads.ts).
  const queries = hofQueries()
  const divisions = useQuery({ ...queries.divisions, enabled })
  const nfts = useQuery({ ...queries.nfts, enabled })
  const udata = useQuery({ ...queries.udata, enabled })
  const zones = useQuery({ ...queries.zones, enabled })

  const [entries, reads] = useDivisionEntries(divisions, nfts, udata, zones)
  const ranked = useMemo(() => topDivisions(entries), [entries])
  const truncated = divisions.data?.truncated === true || nfts.data?.truncated === true
  const board: ForcesData = {
    state: forcesState(reads.status, truncated),
    ranked,
    truncated,
    error: reads.error,
    retry: reads.retry,
  }
  return [board, entries, reads.status === 'ready'] as const
}

/**
 * The wins boards over the chain: the owners listed, then each one's wins, read once the armed
 * forces' reads have settled (`forcesSettled`). Gives the boards and the wins read so far.
 */
function useChainWins(enabled: boolean, forcesSettled: boolean) {
  const scopes = useQuery({ ...hofQueries().scopes, enabled })
  const owners = enabled && forcesSettled ? (scopes.data?.owners ?? NO_OWNERS) : NO_OWNERS
  const listed = scopes.data?.owners.length ?? 0
  // The screen is drawn again when the reads end (or fail, or start again), not at each answer:
  // the progress line counts them itself (`ReadProgress`, `reads`).
  const progress = usePlayerWins(owners)
  // Done once the listed owners (not the none of the wait before them) are all answered.
  const done = progress.done && progress.total === listed
  // Ranked once every owner is read: the boards are drawn once, not again at each step.
  const ranked = done ? progress.players : NO_PLAYERS
  const boards = useMemo(() => winsBoards(ranked), [ranked])
  const owned = ownersState(scopes)
  const truncated = scopes.data?.truncated === true
  const board: WinsData = {
    state: winsState({ owners: owned, truncated, done, failed: progress.failed.length }),
    owners: owned,
    truncated,
    error: scopes.error,
    retry: () => void scopes.refetch(),
    officers: boards.officers,
    objectives: objectiveTops(boards.objectives),
    total: listed,
    reads: progress.reads,
    failed: progress.failed,
    done,
    retryFailed: progress.retryFailed,
  }
  return [board, progress.players] as const
}
