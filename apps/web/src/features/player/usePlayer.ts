import { avatarId } from '@dov/game/balances'
import { divisionEntries, standing } from '@dov/game/hof'
import type { NftRow, UnitConfig, Zone } from '@dov/game/rows'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { chainNow } from '../../chain/read/chainTime'
import { combineReads } from '../../chain/read/combine'
import { useDivisionEntries } from '../../chain/read/game/divisionEntries'
import { type PlayerWinsReads, usePlayerWins } from '../../chain/read/game/playerWins'
import { useIndexerLive } from '../../chain/read/indexer/events'
import { useKeptFailure } from '../../chain/read/indexer/keptFailure'
import { indexedPlayerQuery } from '../../chain/read/indexer/player'
import { network } from '../../config/current'
import {
  type ChainDivision,
  chainDivisions,
  chainView,
  indexedView,
  type PlayerView,
} from './player'
import { chainQueries, sharedQueries } from './reads'
import { playerSource } from './source'

const NO_OWNERS: readonly string[] = []

/** How far the reads behind the ranks are, over the chain (the Hall of Fame's progress). */
export type RanksProgress = {
  /** Owners listed with victories, and their reads (`usePlayerWinsRead` counts them). */
  total: number
  reads: PlayerWinsReads
  /** Owners whose read failed after its retries: the ranks are not shown without them. */
  failed: readonly string[]
  done: boolean
  /** The list of owners or every division could not be read. */
  error: Error | null
  retry: () => void
}

/** The tables a division's power is computed from, as read (`divisionEntries`). */
type CardReads = {
  nfts: UseQueryResult<{ rows: NftRow[] }>
  udata: UseQueryResult<UnitConfig[]>
  zones: UseQueryResult<Zone[]>
}

/**
 * `account`'s page (null: a name that is not an account, nothing is read). With an indexer, its
 * one answer, used while it is of this chain and at most a minute behind (`playerSource`);
 * otherwise the chain's tables: the account's divisions, `infos`, AVT balance, and the cards,
 * templates and zones its power is computed from (`useOwnPage`); for its ranks, every division
 * and every owner's victories (`useChainRanks`), started once the page's own reads have settled.
 */
export function usePlayer(account: string | null) {
  // The indexer's live channel says when this page changed: no polling while it is up.
  const live = useIndexerLive(network)
  const indexed = useQuery({ ...indexedPlayerQuery(network, account), ...live })
  // Its failure kept while it is asked again: the page goes on with the chain's reads rather than
  // back to waiting (drawn empty, then again); another account's page waits for its own answer.
  const failure = useKeptFailure(indexed, account)
  const source = playerSource({
    configured: network.indexerUrl !== undefined,
    chainId: network.chainId,
    data: indexed.data,
    error: failure,
    now: chainNow() * 1000,
  })
  const enabled = source.kind === 'chain' && account !== null
  const shared = sharedQueries()
  const avatars = useQuery({ ...shared.avatars, enabled: account !== null })
  const zones = useQuery({ ...shared.zones, enabled: account !== null })
  const page = useOwnPage(account ?? '', enabled, zones)
  const chain = useChainRanks(account, enabled, page.reads.status !== 'loading', {
    ...page.cards,
    zones,
  })

  let view: PlayerView | undefined
  if (source.kind === 'indexer') view = indexedView(source.answer, chainNow())
  else if (source.kind === 'chain' && page.own !== undefined && page.wins !== undefined)
    view = chainView({
      divisions: page.own,
      wins: page.wins,
      avatarId: page.avatarId,
      ...chain.ranked,
    })

  return {
    source,
    view,
    zones: zones.data,
    avatars: avatars.data,
    /** The page's own reads over the chain (the indexer's failure is the source's reason). */
    status: source.kind === 'chain' ? page.reads.status : view === undefined ? 'loading' : 'ready',
    error: source.kind === 'chain' ? page.reads.error : null,
    retry: page.reads.retry,
    ranks: chain.ranks,
  }
}

/**
 * The page's own figures over the chain: the account's divisions with their power, its `infos`
 * rows and its avatar id (the AVT balance is silent, spec §8: without it, the default avatar).
 */
function useOwnPage(account: string, enabled: boolean, zones: CardReads['zones']) {
  const queries = chainQueries(account)
  const divisions = useQuery({ ...queries.divisions, enabled })
  const wins = useQuery({ ...queries.wins, enabled })
  const balances = useQuery({ ...queries.balances, enabled })
  const nfts = useQuery({ ...queries.nfts, enabled })
  const udata = useQuery({ ...queries.udata, enabled })
  const own = useMemo(
    (): ChainDivision[] | undefined =>
      divisions.data && nfts.data && udata.data && zones.data
        ? chainDivisions(
            divisions.data,
            divisionEntries(divisions.data, nfts.data.rows, udata.data, zones.data),
            chainNow(),
          )
        : undefined,
    [divisions.data, nfts.data, udata.data, zones.data],
  )
  return {
    reads: combineReads([divisions, wins, nfts, udata, zones]),
    own,
    wins: wins.data,
    avatarId: Number(avatarId(balances.data ?? [])),
    cards: { nfts, udata },
  }
}

/**
 * The account's ranks over the chain: its divisions' among every division (the TOP 20 Armed
 * forces' order among all), and its boards' once every owner's victories are read, which start
 * once the page's own figures are in (`pageSettled`), so they do not queue before them.
 */
function useChainRanks(
  account: string | null,
  enabled: boolean,
  pageSettled: boolean,
  cards: CardReads,
) {
  const queries = chainQueries(account ?? '')
  const allDivisions = useQuery({ ...queries.allDivisions, enabled })
  const scopes = useQuery({ ...queries.scopes, enabled })
  const { nfts, udata, zones } = cards
  const [entries, forcesReads] = useDivisionEntries(allDivisions, nfts, udata, zones)
  const forces = useMemo(
    () =>
      account !== null && forcesReads.status === 'ready'
        ? standing([], entries, account).forces
        : undefined,
    [account, forcesReads.status, entries],
  )

  const owners = enabled && pageSettled ? (scopes.data?.owners ?? NO_OWNERS) : NO_OWNERS
  const listed = scopes.data?.owners.length ?? 0
  // The page is drawn again when the reads end (or fail), not at each answer: `RanksNote` counts.
  const progress = usePlayerWins(owners)
  const done = progress.done && progress.total === listed && scopes.data !== undefined
  const winsStanding = useMemo(
    () =>
      account !== null && done && progress.failed.length === 0
        ? standing(progress.players, [], account)
        : undefined,
    [account, done, progress.failed.length, progress.players],
  )

  const ranks: RanksProgress = {
    total: listed,
    reads: progress.reads,
    failed: progress.failed,
    done,
    error: scopes.error ?? forcesReads.error,
    retry: () => {
      if (scopes.isError) void scopes.refetch()
      if (forcesReads.status === 'error') forcesReads.retry()
      progress.retryFailed()
    },
  }
  return { ranks, ranked: { forces, standing: winsStanding } }
}
