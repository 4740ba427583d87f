/**
 * The Hall of Fame's indexer (apps/indexer, README "The API"): every board in one request,
 * `GET {indexerUrl}/v1/hof`. An indexer's answer is untrusted like a node's: parsed here with the
 * indexer's own schemas (`@dov/indexer-api/documents/*`, one contract for both), and the screen
 * checks its chain and its age before it shows it (features/hof/useHof.ts).
 */
import type { RankedDivision, RankedPlayer, Standing } from '@dov/game/hof'
import type { Objective } from '@dov/game/zones'
import { Boards, Week } from '@dov/indexer-api/documents/boards'
import { perBlock } from '@dov/indexer-api/documents/common'
import { StandingDocument } from '@dov/indexer-api/documents/standing'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Network } from '../../../config/network'
import { hofKey, standingKey } from './keys'

/** How long the screen waits for the indexer before it reads the chain instead. */
export const INDEXER_TIMEOUT_MS = 4_000
/** How often an open Hall of Fame asks again (a 304 when nothing changed). */
export const INDEXER_REFRESH_MS = 3_000
/**
 * How often a screen asks an indexer whose last answer failed: it reads the chain meanwhile, and
 * every failed ask draws the screen again (twice: as it starts and as it fails).
 */
export const INDEXER_RETRY_MS = 30_000

/** An indexer query's `refetchInterval`: the refresh, or the retry's while its last ask failed. */
export const indexerRefetch = ({ state }: { state: { status: string } }) =>
  state.status === 'error' ? INDEXER_RETRY_MS : INDEXER_REFRESH_MS

/**
 * Owner -> a whole number of at least `min`: each owner's avatar id (`{ "player2": 3 }`, min 1)
 * or victories (min 0), both shown beside the owners and neither worth failing the boards for: an
 * indexer that does not send them (an older one) gives none, and an entry that is not a whole
 * number in range is left out. A transform of the parts the data layer already uses rather than
 * `v.record` (valibot is one module of the entry chunk: each valibot function is paid on the
 * first route).
 */
const ownerCounts = (min: number) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): ReadonlyMap<string, number> => {
        const counts = new Map<string, number>()
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return counts
        for (const [owner, count] of Object.entries(value)) {
          const n = typeof count === 'string' && /^\d+$/.test(count) ? Number(count) : count
          if (typeof n === 'number' && Number.isSafeInteger(n) && n >= min) counts.set(owner, n)
        }
        return counts
      }),
    ),
  )

const NONE: ReadonlyMap<string, number> = new Map()

/**
 * `/v1/hof`'s document (`HofDocument` of `@dov/indexer-api/documents/hof`): the contract's block,
 * boards and week, with the avatars and victories read as above rather than as the contract's,
 * which refuses the whole document for one bad entry and requires them.
 */
const HofSchema = perBlock({
  boards: Boards,
  avatars: ownerCounts(1),
  victories: ownerCounts(0),
  week: Week,
})

/** Where an indexer's answer stands: the chain it is of, the block it is as of, and whether the
 * indexer is still catching up with the chain. */
export type IndexedAsOf = {
  chainId: string
  asOf: { blockNum: number; blockId: string; time: number }
  catchingUp: boolean
}

/** The indexer's boards, as of a block. */
export type IndexedHof = IndexedAsOf & {
  officers: RankedPlayer[]
  objectives: Record<Objective, RankedPlayer[]>
  forces: RankedDivision[]
  /**
   * Owner -> avatar id for the owners on the boards (1: the default, never chosen); empty from an
   * indexer that does not send them.
   */
  avatars: ReadonlyMap<string, number>
  /** Owner -> victories on objectives (their commander rank), for the owners on the boards. */
  victories: ReadonlyMap<string, number>
  /** This week's board: since `start` (ms, a Monday 00:00 UTC), the victories claimed. */
  week: { start: number; top: RankedPlayer[] }
}

/** The indexer answered, but not with boards this app can read. */
export class IndexerAnswerError extends Error {
  override name = 'IndexerAnswerError'
}

/**
 * The indexer's answer to `GET {indexerUrl}{path}`, read as JSON, given up after
 * `INDEXER_TIMEOUT_MS` (or when `signal` aborts); a status other than 2xx, or a body that is not
 * JSON, is an `IndexerAnswerError`. The caller parses the body with its document's schema. The
 * browser asks the indexer each time (`cache: 'no-cache'`: a 304 when the block did not change)
 * rather than reuse an answer it kept for a second (`Cache-Control: max-age=1`): a read the live
 * channel asks for because a block changed it must be of that block, not the one before.
 * `reuse`: the browser may take what it has (the boards' first read, whose preload the page
 * started).
 */
export async function askIndexer(
  network: Network,
  path: string,
  signal?: AbortSignal,
  reuse = false,
): Promise<unknown> {
  if (network.indexerUrl === undefined) throw new Error('No indexer is configured')
  const timeout = AbortSignal.timeout(INDEXER_TIMEOUT_MS)
  const response = await fetch(`${network.indexerUrl}${path}`, {
    signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    cache: reuse ? 'default' : 'no-cache',
  })
  if (!response.ok) throw new IndexerAnswerError(`it answered HTTP ${response.status}`)
  return response.json().catch(() => {
    throw new IndexerAnswerError('its answer is not JSON')
  })
}

export async function getIndexedHof(network: Network, signal?: AbortSignal): Promise<IndexedHof> {
  return parseIndexedHof(await askIndexer(network, '/v1/hof', signal, true))
}

/**
 * The boards of a `/v1/hof` document (an answer's body, or a live channel's `hof` event, which
 * carries the same document); throws an `IndexerAnswerError` when it is not one.
 */
export function parseIndexedHof(body: unknown): IndexedHof {
  const parsed = v.safeParse(HofSchema, body)
  if (!parsed.success) throw new IndexerAnswerError('its answer is not a Hall of Fame')
  const { chain_id, as_of, catching_up, avatars, victories, week, boards } = parsed.output
  const time = Date.parse(as_of.time)
  const start = Date.parse(week.start)
  if (Number.isNaN(time) || Number.isNaN(start))
    throw new IndexerAnswerError('its answer has no time')
  return {
    chainId: chain_id,
    asOf: { blockNum: as_of.block_num, blockId: as_of.block_id, time },
    catchingUp: catching_up,
    officers: boards.officers,
    objectives: boards.objectives,
    forces: boards.forces,
    avatars: avatars ?? NONE,
    victories: victories ?? NONE,
    week: { start, top: week.top },
  }
}

/** The indexer's boards; no retry: the screen reads the chain at once when it fails. */
export function indexedHofQuery(network: Network) {
  return queryOptions({
    queryKey: hofKey(network),
    queryFn: ({ signal }) => getIndexedHof(network, signal),
    enabled: network.indexerUrl !== undefined,
    retry: false,
    staleTime: INDEXER_REFRESH_MS,
    refetchInterval: indexerRefetch,
  })
}

/**
 * Where `account` stands on every board among everyone, beyond the tops (`GET
 * {indexerUrl}/v1/standing?account=`), as of the indexer's latest block; an answer for another
 * chain or another account is refused.
 */
export async function getStanding(
  network: Network,
  account: string,
  signal?: AbortSignal,
): Promise<Standing> {
  const path = `/v1/standing?account=${encodeURIComponent(account)}`
  const parsed = v.safeParse(StandingDocument, await askIndexer(network, path, signal))
  if (!parsed.success) throw new IndexerAnswerError('its answer is not a standing')
  const { chain_id, standing } = parsed.output
  if (chain_id !== network.chainId || parsed.output.account !== account)
    throw new IndexerAnswerError('its answer is for another chain or account')
  return standing
}

/** The logged-in player's standing from the indexer, refreshed with the boards. */
export function standingQuery(network: Network, account: string | null) {
  return queryOptions({
    queryKey: standingKey(network, account),
    queryFn: account === null ? skipToken : ({ signal }) => getStanding(network, account, signal),
    enabled: network.indexerUrl !== undefined && account !== null,
    retry: false,
    staleTime: INDEXER_REFRESH_MS,
    refetchInterval: indexerRefetch,
  })
}
