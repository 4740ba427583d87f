import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Standing } from '@dov/game/hof'
import type { Kysely } from 'kysely'
import {
  type ActivityPage,
  accountParam,
  parseActivityQuery,
  QueryError,
  readActivity,
} from './activity-query'
import type { Boards } from './boards'
import type { Database } from './db/schema'
import { type Cursor, readCursor } from './db/store'
import { LiveBoards } from './live'
import { hasActions, type PlayerPage, recentVictories } from './player'

/** How far the follower is: the chain's head as state history last said it. */
export type Progress = { chainHead: number | undefined }

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
}

/** `as_of`: the block the answer reflects. */
export type AsOf = { block_num: number; block_id: string; time: string }

/**
 * The body of `GET /v1/hof`; `avatars`: the avatar id of every account on any board (its `AVT`
 * balance, 1 without one).
 */
export type HofDocument = {
  chain_id: string
  as_of: AsOf
  catching_up: boolean
  boards: Boards
  avatars: Record<string, number>
}

/** The body of `GET /v1/standing?account=`: where one player stands on every board. */
export type StandingDocument = {
  chain_id: string
  as_of: AsOf
  catching_up: boolean
  account: string
  standing: Standing
}

/**
 * The body of `GET /v1/player?account=`: a commander's public page (`player.ts`): whether the
 * indexer knows the account, its avatar, its divisions with their power and rank, its standing
 * on every board and its last victories.
 */
export type PlayerDocument = {
  chain_id: string
  as_of: AsOf
  catching_up: boolean
  account: string
} & PlayerPage

/** The body of `GET /v1/activity`: a page of the player's game actions, as of a block. */
export type ActivityDocument = {
  chain_id: string
  as_of: AsOf
  catching_up: boolean
  account: string
} & ActivityPage

/** The body of `GET /v1/health`. */
export type HealthDocument = {
  as_of: AsOf | null
  chain_head: number | null
  lag_blocks: number | null
  lag_seconds: number | null
  catching_up: boolean
}

const asOf = (cursor: Cursor): AsOf => ({
  block_num: cursor.block.num,
  block_id: cursor.block.id,
  time: cursor.block.time.toISOString(),
})

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The indexer's HTTP API:
 * - `GET /v1/hof`: every board in one document, `as_of` the block it reflects and `catching_up`
 *   while the indexer is behind the chain; an `ETag` per block (304 on `If-None-Match`) and a short
 *   `Cache-Control`, so a CDN or the browser asks again at most once a second.
 * - `GET /v1/standing?account=`: where one player stands on every board among everyone (its
 *   officers' and objectives' ranks, its divisions' ranks), beyond the boards' tops; per block.
 * - `GET /v1/player?account=`: a commander's public page: avatar, divisions with their power and
 *   rank, standing, last victories (`player.ts`); per block, as `/v1/hof`.
 * - `GET /v1/activity?account=&before=&limit=`: a player's game actions with their effects,
 *   newest first, a page at a time (`activity-query.ts`); ETag and caching as `/v1/hof`, a 400
 *   with the reason for a bad parameter.
 * - `GET /v1/health`: the block it has, the chain's head and the lag between them.
 * Anything else, or a failure, answers a JSON `{ "error": … }`, never a stack trace.
 */
export function createApi(options: ApiOptions): Server {
  const within = options.caughtUpWithin ?? 2
  /**
   * The boards in memory (`live.ts`), changed by each block the follower applies through
   * `options.db` from that block's rows: a block recomputes the divisions it changed, a request
   * ranks what is kept, and neither reads the tables. Read from the database at once, so that
   * the first request finds them ready.
   */
  const live = new LiveBoards(options.db, options.game, options.stake)
  live.current().catch(() => {
    // A request reads them again and answers the failure.
  })

  const catchingUp = (cursor: Cursor | undefined) => {
    const head = options.progress().chainHead
    return cursor === undefined || head === undefined || head - cursor.block.num > within
  }

  /**
   * An answer is one per block (and per catching up or not): its ETag says which, a second of CDN
   * cache is allowed, and a client that has it gets a 304 (then true: nothing more to send).
   */
  const notModified = (request: IncomingMessage, response: ServerResponse, cursor: Cursor) => {
    const etag = `"${cursor.block.id}-${catchingUp(cursor) ? 'c' : 'f'}"`
    response.setHeader('ETag', etag)
    response.setHeader('Cache-Control', 'public, max-age=1')
    if (request.headers['if-none-match'] !== etag) return false
    response.writeHead(304).end()
    return true
  }

  /** The head every per-block document starts with: its chain, block and whether it is behind. */
  const head = (cursor: Cursor) => ({
    chain_id: cursor.chainId,
    as_of: asOf(cursor),
    catching_up: catchingUp(cursor),
  })

  /** A block read, or a 503 before the first. */
  const read = <T>(current: T | undefined): T => {
    if (current === undefined) throw new HttpError(503, 'The indexer has not read a block yet.')
    return current
  }

  /** The query string read by `parse`; a QueryError is a 400 with its reason. */
  const params = <T>(parse: () => T): T => {
    try {
      return parse()
    } catch (error) {
      if (error instanceof QueryError) throw new HttpError(400, error.message)
      throw error
    }
  }

  async function hof(request: IncomingMessage, response: ServerResponse) {
    // The boards and the block they are of, taken at once: always the same block.
    const { cursor, boards, avatars } = read(await live.current())
    if (notModified(request, response, cursor)) return
    const document: HofDocument = {
      ...head(cursor),
      boards,
      avatars,
    }
    json(response, 200, document)
  }

  async function standingOf(request: IncomingMessage, url: URL, response: ServerResponse) {
    const account = params(() =>
      accountParam(url.searchParams, ['account'], 'whose ranks are read'),
    )
    const { cursor, standing } = read(await live.standing(account))
    if (notModified(request, response, cursor)) return
    const document: StandingDocument = {
      ...head(cursor),
      account,
      standing,
    }
    json(response, 200, document)
  }

  async function player(request: IncomingMessage, url: URL, response: ServerResponse) {
    const account = params(() => accountParam(url.searchParams, ['account'], 'whose page is read'))
    const current = read(await live.player(account))
    const { cursor } = current
    if (notModified(request, response, cursor)) return
    // Before any await: the model is still at `cursor`.
    const state = current.player()
    const upTo = cursor.block.num
    const recent_victories = await recentVictories(options.db, options.game, account, upTo)
    const known =
      state.known || recent_victories.length > 0 || (await hasActions(options.db, account, upTo))
    const document: PlayerDocument = {
      ...head(cursor),
      account,
      known,
      avatar: state.avatar,
      divisions: state.divisions,
      standing: state.standing,
      recent_victories,
    }
    json(response, 200, document)
  }

  async function activity(request: IncomingMessage, url: URL, response: ServerResponse) {
    const query = params(() => parseActivityQuery(url.searchParams))
    const cursor = read(await readCursor(options.db))
    // Per block, as /v1/hof: a page changes only when a block is applied.
    if (notModified(request, response, cursor)) return
    const page = await readActivity(options.db, query, cursor.block.num)
    const document: ActivityDocument = {
      ...head(cursor),
      account: query.account,
      ...page,
    }
    json(response, 200, document)
  }

  async function health(response: ServerResponse) {
    const cursor = await readCursor(options.db)
    const head = options.progress().chainHead
    const document: HealthDocument = {
      as_of: cursor === undefined ? null : asOf(cursor),
      chain_head: head ?? null,
      lag_blocks: cursor === undefined || head === undefined ? null : head - cursor.block.num,
      lag_seconds:
        cursor === undefined
          ? null
          : Math.max(0, (Date.now() - cursor.block.time.getTime()) / 1000),
      catching_up: catchingUp(cursor),
    }
    json(response, 200, document)
  }

  const server = createServer((request, response) => {
    const origin = request.headers.origin
    if (origin !== undefined && options.origins.includes(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin)
      response.setHeader('Vary', 'Origin')
      response.setHeader('Access-Control-Expose-Headers', 'ETag')
    }
    const answer = async () => {
      const url = new URL(request.url ?? '/', 'http://indexer')
      const path = url.pathname
      if (request.method === 'OPTIONS') {
        response.setHeader('Access-Control-Allow-Methods', 'GET')
        response.setHeader('Access-Control-Allow-Headers', 'If-None-Match')
        response.writeHead(204).end()
        return
      }
      if (request.method !== 'GET' && request.method !== 'HEAD')
        throw new HttpError(405, `${request.method} is not served here.`)
      if (path === '/v1/hof') return hof(request, response)
      if (path === '/v1/activity') return activity(request, url, response)
      if (path === '/v1/standing') return standingOf(request, url, response)
      if (path === '/v1/player') return player(request, url, response)
      if (path === '/v1/health') return health(response)
      throw new HttpError(404, `Nothing at ${path.slice(0, 100)}.`)
    }
    answer().catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy()
        return
      }
      if (error instanceof HttpError) json(response, error.status, { error: error.message })
      else {
        // The operator's log has the cause; the caller gets no internals.
        console.error('indexer: request failed:', error)
        json(response, 500, { error: 'The indexer failed to answer.' })
      }
    })
  })
  server.on('close', () => live.close())
  return server
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}
