import type { PlayerPage } from '@dov/indexer-api/documents/player'
import type { Standing } from '@dov/indexer-api/documents/standing'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Cursor } from '../db/store'
import type { BlockEvent, LiveSnapshot } from '../live'
import type { MedalTables } from '../model'

/** How far the follower is: the chain's head as state history last said it. */
export type Progress = { chainHead: number | undefined }

/**
 * What the model in memory says of one player (`/v1/player` adds the victories, and the medals:
 * those the follower dated, and undated those its `medalTables` show).
 */
export type LivePlayer = Omit<PlayerPage, 'recent_victories' | 'medals'> & {
  medalTables: MedalTables
}

/**
 * The boards' model in memory the API answers from (`LiveBoards`, `live.ts`): each read is as of
 * the latest block the model applied (undefined before the first), and `subscribe` tells each
 * block it moves to (`/v1/events`, and the answers kept per account: `answers.ts`).
 */
export type LiveSource = {
  subscribe(listener: (event: BlockEvent) => void): () => void
  current(): Promise<LiveSnapshot | undefined>
  standing(account: string): Promise<{ cursor: Cursor; standing: Standing } | undefined>
  /** The block, and the player as of it, computed when called (a 304 computes nothing). */
  player(account: string): Promise<{ cursor: Cursor; player: () => LivePlayer } | undefined>
}

export type ApiOptions = {
  db: Kysely<Database>
  /** The game contract's account (`dov.game`). */
  game: string
  /** The staking contract's account, whose `balances` hold the avatars (default `dov.stake`). */
  stake?: string
  /** Origins allowed to read from a browser (the app's); others get no CORS header. */
  origins: readonly string[]
  progress: () => Progress
  /** Blocks behind the chain's head under which the indexer counts as caught up. */
  caughtUpWithin?: number
  /**
   * The boards' model to answer from; without it the API keeps its own (`LiveBoards` over `db`),
   * closed with the server. One given is the caller's to close.
   */
  live?: LiveSource
  /**
   * `'health'`: serve `/v1/health` only (an instance that follows the chain and leaves the API to
   * others: it keeps no model in memory); every other route is a 404 that says so.
   */
  only?: 'health'
  /** How often `/v1/events` sends a comment to keep a quiet stream open (default 15 s). */
  pingMs?: number
  /**
   * How many answers of `/v1/player` and of `/v1/activity` (each) are kept between blocks, the
   * least recently asked forgotten first (default 4,000).
   */
  answersKept?: number
}
