/**
 * The Hall of Fame's indexer (apps/indexer, README "The API"): every board in one request,
 * `GET {indexerUrl}/v1/hof`. An indexer's answer is untrusted like a node's: parsed here, and the
 * screen checks its chain and its age before it shows it (features/hof/useHof.ts).
 */
import type { RankedDivision, RankedPlayer, Standing } from '@dov/game/hof'
import { OBJECTIVES, type Objective } from '@dov/game/zones'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Network } from '../../../config/network'
import { ChainInt, FiniteNumber } from '../../transport/scalars'
import { hofKey, standingKey } from './keys'

/** How long the screen waits for the indexer before it reads the chain instead. */
export const INDEXER_TIMEOUT_MS = 4_000
/** How often an open Hall of Fame asks again (a 304 when nothing changed). */
export const INDEXER_REFRESH_MS = 3_000

// The schemas use only what the rest of the data layer already does: the entry chunk carries
// valibot's parts, and each new one would weigh on the first route.
const Player = v.object({ rank: ChainInt, owner: v.string(), victories: ChainInt })
const Division = v.object({
  rank: ChainInt,
  owner: v.string(),
  divID: ChainInt,
  power: FiniteNumber,
})
const Players = v.array(Player)

/**
 * Each owner's avatar id (`{ "player2": 3 }`), the avatar being decorative: an indexer that does
 * not send them (an older one) gives none, and an entry that is not an owner's positive integer
 * id is left out, never failing the boards. A transform of the parts the data layer already uses
 * rather than `v.record` (see `ActionData` in scalars.ts: each valibot function is paid on the
 * first route).
 */
const Avatars = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): ReadonlyMap<string, number> => {
      const ids = new Map<string, number>()
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return ids
      for (const [owner, id] of Object.entries(value)) {
        const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id
        if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) ids.set(owner, n)
      }
      return ids
    }),
  ),
)

const NO_AVATARS: ReadonlyMap<string, number> = new Map()

const HofSchema = v.object({
  chain_id: v.string(),
  as_of: v.object({ block_num: ChainInt, block_id: v.string(), time: v.string() }),
  catching_up: v.boolean(),
  avatars: Avatars,
  boards: v.object({
    officers: Players,
    objectives: v.object(
      Object.fromEntries(OBJECTIVES.map((objective) => [objective, Players])) as Record<
        Objective,
        typeof Players
      >,
    ),
    forces: v.array(Division),
  }),
})

/** The indexer's boards, as of a block. */
export type IndexedHof = {
  chainId: string
  asOf: { blockNum: number; blockId: string; time: number }
  catchingUp: boolean
  officers: RankedPlayer[]
  objectives: Record<Objective, RankedPlayer[]>
  forces: RankedDivision[]
  /**
   * Owner -> avatar id for the owners on the boards (1: the default, never chosen); empty from an
   * indexer that does not send them.
   */
  avatars: ReadonlyMap<string, number>
}

/** The indexer answered, but not with boards this app can read. */
export class IndexerAnswerError extends Error {
  override name = 'IndexerAnswerError'
}

export async function getIndexedHof(network: Network, signal?: AbortSignal): Promise<IndexedHof> {
  if (network.indexerUrl === undefined) throw new Error('No indexer is configured')
  const timeout = AbortSignal.timeout(INDEXER_TIMEOUT_MS)
  const response = await fetch(`${network.indexerUrl}/v1/hof`, {
    signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
  })
  if (!response.ok) throw new IndexerAnswerError(`it answered HTTP ${response.status}`)
  return parseIndexedHof(await response.json().catch(() => undefined))
}

/**
 * The boards of a `/v1/hof` document (an answer's body, or a live channel's `hof` event, which
 * carries the same document); throws an `IndexerAnswerError` when it is not one.
 */
export function parseIndexedHof(body: unknown): IndexedHof {
  const parsed = v.safeParse(HofSchema, body)
  if (!parsed.success) throw new IndexerAnswerError('its answer is not a Hall of Fame')
  const { chain_id, as_of, catching_up, avatars, boards } = parsed.output
  const time = Date.parse(as_of.time)
  if (Number.isNaN(time)) throw new IndexerAnswerError('its answer has no time')
  return {
    chainId: chain_id,
    asOf: { blockNum: as_of.block_num, blockId: as_of.block_id, time },
    catchingUp: catching_up,
    officers: boards.officers,
    objectives: boards.objectives,
    forces: boards.forces,
    avatars: avatars ?? NO_AVATARS,
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
    refetchInterval: INDEXER_REFRESH_MS,
  })
}

const StandingSchema = v.object({
  chain_id: v.string(),
  account: v.string(),
  standing: v.object({
    officers: v.nullish(Player, null),
    objectives: v.object(
      Object.fromEntries(
        OBJECTIVES.map((objective) => [objective, v.nullish(Player, null)]),
      ) as Record<Objective, v.NullishSchema<typeof Player, null>>,
    ),
    forces: v.array(Division),
  }),
})

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
  if (network.indexerUrl === undefined) throw new Error('No indexer is configured')
  const timeout = AbortSignal.timeout(INDEXER_TIMEOUT_MS)
  const response = await fetch(
    `${network.indexerUrl}/v1/standing?account=${encodeURIComponent(account)}`,
    { signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]) },
  )
  if (!response.ok) throw new IndexerAnswerError(`it answered HTTP ${response.status}`)
  const parsed = v.safeParse(StandingSchema, await response.json().catch(() => undefined))
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
    refetchInterval: INDEXER_REFRESH_MS,
  })
}
