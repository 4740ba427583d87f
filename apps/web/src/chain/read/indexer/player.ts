/**
 * One commander's public page from the game's indexer (apps/indexer, README "The API"): its
 * avatar, divisions, ranks on every board and recent victories in one request, `GET
 * {indexerUrl}/v1/player?account=`. Untrusted like a node's answer: parsed here; an answer for
 * another account is refused, and the screen checks its chain and its age before it shows it
 * (features/player/source.ts), as the Hall of Fame does.
 */
import type { Standing } from '@dov/game/hof'
import { MEDALS, type MedalId } from '@dov/game/medals'
import { PlayerDocument as PlayerContract, Victory } from '@dov/indexer-api/documents/player'
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Network } from '../../../config/network'
import { AssetText } from '../../transport/scalars'
import { chainTimeMs, firstIssue } from './activityEntry'
import {
  askIndexer,
  INDEXER_REFRESH_MS,
  type IndexedAsOf,
  IndexerAnswerError,
  indexerRefetch,
} from './hof'
import { playerKey } from './keys'

/**
 * `/v1/player`'s document as the indexer's contract has it (`@dov/indexer-api/documents/player`),
 * each victory's payout checked as an asset besides.
 */
const PlayerDocument = v.object({
  ...PlayerContract.entries,
  recent_victories: v.array(v.object({ ...Victory.entries, payout: AssetText })),
})

/** A division as the indexer tells it: power in power units (/ 10000 to show), rank among all. */
export type IndexedDivision = {
  divID: number
  zoneID: number
  power: number
  rank: number
  fighting: boolean
  endTime: number
  units: number
}

/** A claimed victory: what the division earned (`12.5000 DOVX`) and where, newest first. */
export type RecentVictory = {
  id: string
  /** The block's time on chain, in ms since 1970. */
  time: number
  trxId: string
  divID: string
  zoneID: number
  payout: string
}

/**
 * A medal the commander holds (`@dov/game/medals`): the claim that earned it (its block's time in
 * ms, block and transaction), or nulls when it was earned before the indexer's record began.
 */
export type IndexedMedal = {
  id: MedalId
  time: number | null
  blockNum: number | null
  trxId: string | null
}

const MEDAL_IDS: ReadonlySet<string> = new Set(MEDALS.map((medal) => medal.id))

/** One commander as the indexer knows it, as of a block. */
export type IndexedPlayer = IndexedAsOf & {
  account: string
  /** False: the indexer has nothing of this account (it never played). */
  known: boolean
  /** The chosen avatar's id (1, the default, when it never chose). */
  avatar: number
  divisions: IndexedDivision[]
  standing: Standing
  recentVictories: RecentVictory[]
  /** The medals it holds, in `MEDALS`' order; a medal this app does not know is left out. */
  medals: IndexedMedal[]
}

/** `account`'s page, from the indexer. */
export async function getIndexedPlayer(
  network: Network,
  account: string,
  signal?: AbortSignal,
): Promise<IndexedPlayer> {
  const path = `/v1/player?account=${encodeURIComponent(account)}`
  const parsed = v.safeParse(PlayerDocument, await askIndexer(network, path, signal))
  if (!parsed.success)
    throw new IndexerAnswerError(
      `its answer is not a commander's page (${firstIssue(parsed.issues)})`,
    )
  const document = parsed.output
  if (document.account !== account)
    throw new IndexerAnswerError('its answer is for another account')
  const time = Date.parse(document.as_of.time)
  if (Number.isNaN(time)) throw new IndexerAnswerError('its answer has no time')
  const recentVictories = document.recent_victories.map((victory, index): RecentVictory => {
    const at = chainTimeMs(victory.block_time)
    if (at === undefined)
      throw new IndexerAnswerError(
        `its answer is not a commander's page (recent_victories.${index}.block_time: expected a time)`,
      )
    return {
      id: victory.id,
      time: at,
      trxId: victory.trx_id,
      divID: victory.divID,
      zoneID: victory.zoneID,
      payout: victory.payout,
    }
  })
  return {
    chainId: document.chain_id,
    asOf: { blockNum: document.as_of.block_num, blockId: document.as_of.block_id, time },
    catchingUp: document.catching_up,
    account: document.account,
    known: document.known,
    avatar: document.avatar,
    divisions: document.divisions.map((division) => ({
      divID: division.divID,
      zoneID: division.zoneID,
      power: division.power,
      rank: division.rank,
      fighting: division.fighting,
      endTime: division.end_time,
      units: division.units,
    })),
    standing: document.standing,
    recentVictories,
    medals: document.medals.flatMap((medal): IndexedMedal[] => {
      if (!MEDAL_IDS.has(medal.id)) return []
      const time = medal.earned_at === null ? null : (chainTimeMs(medal.earned_at) ?? null)
      return [{ id: medal.id as MedalId, time, blockNum: medal.block_num, trxId: medal.trx_id }]
    }),
  }
}

/**
 * `account`'s page from the indexer, asked again with the Hall of Fame's rhythm (a 304 when
 * nothing changed); no retry: the screen reads the chain at once when it fails. With no account
 * (a name that is not one), no request.
 */
export function indexedPlayerQuery(network: Network, account: string | null) {
  return queryOptions({
    queryKey: playerKey(network, account),
    queryFn:
      account === null ? skipToken : ({ signal }) => getIndexedPlayer(network, account, signal),
    enabled: network.indexerUrl !== undefined && account !== null,
    retry: false,
    staleTime: INDEXER_REFRESH_MS,
    refetchInterval: indexerRefetch,
  })
}
