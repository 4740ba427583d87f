import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type {
  ActivityDocument,
  AsOf,
  Boards,
  HealthDocument,
  HofDocument,
  PlayerDocument,
  PlayerPage,
  Standing,
  StandingDocument,
} from '@dov/indexer-api/documents'
import { queryInput, readQuery } from '@dov/indexer-api/queries'
import { ROUTES } from '@dov/indexer-api/routes'
import type { Kysely } from 'kysely'
import type * as v from 'valibot'
import { readActivity } from './activity-query'
import type { Database } from './db/schema'
import { type Cursor, readCursor } from './db/store'
import { type BlockEvent, EventStreams, STREAM_HEADERS } from './events'
import { LiveBoards } from './live'
import { hasActions, recentVictories } from './player'

export type {
  ActivityDocument,
  AsOf,
  HealthDocument,
  HofDocument,
  PlayerDocument,
  StandingDocument,
} from '@dov/indexer-api/documents'
export type { BlockEvent } from './events'

/** How far the follower is: the chain's head as state history last said it. */
export type Progress = { chainHead: number | undefined }

/** The boards as of one block, with the avatars of the accounts on them. */
export type LiveSnapshot = { cursor: Cursor; boards: Boards; avatars: Record<string, number> }

/** What the model in memory says of one player (`/v1/player` adds the victories). */
export type LivePlayer = Omit<PlayerPage, 'recent_victories'>

/**
 * The boards' model in memory the API answers from (`LiveBoards`, `live.ts`): each read is as of
 * the latest block the model applied (undefined before the first), and `subscribe` tells each
 * block it moves to (`/v1/events`).
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
 *   `Cache-Control`, so a CDN or the browser asks again at most once a second. Serialized once per
 *   block (and per catching up or not): every request of that block sends the same text.
 * - `GET /v1/standing?account=`: where one player stands on every board among everyone (its
 *   officers' and objectives' ranks, its divisions' ranks), beyond the boards' tops; per block.
 * - `GET /v1/player?account=`: a commander's public page: avatar, divisions with their power and
 *   rank, standing, last victories (`player.ts`); per block, as `/v1/hof`.
 * - `GET /v1/activity?account=&before=&limit=`: a player's game actions with their effects,
 *   newest first, a page at a time (`activity-query.ts`); ETag and caching as `/v1/hof`, a 400
 *   with the reason for a bad parameter.
 * - `GET /v1/events[?hof=1]`: each block the model moves to, as Server-Sent Events (`events.ts`).
 * - `GET /v1/health`: the block it has, the chain's head and the lag between them.
 * Anything else, or a failure, answers a JSON `{ "error": … }`, never a stack trace.
 */
export function createApi(options: ApiOptions): Server {
  const within = options.caughtUpWithin ?? 2
  const healthOnly = options.only === 'health'
  /**
   * The boards in memory (`live.ts`), changed by each block the follower applies through
   * `options.db` from that block's rows: a block recomputes the divisions it changed, a request
   * ranks what is kept, and neither reads the tables. Read from the database at once, so that
   * the first request finds them ready. None for an instance that serves `/v1/health` only.
   */
  const own =
    options.live === undefined && !healthOnly
      ? new LiveBoards(options.db, options.game, options.stake)
      : undefined
  const live: LiveSource | undefined = options.live ?? own
  live?.current().catch(() => {
    // A request reads them again and answers the failure.
  })

  const catchingUp = (cursor: Cursor | undefined) => {
    const head = options.progress().chainHead
    return cursor === undefined || head === undefined || head - cursor.block.num > within
  }

  /** The ETag of an answer: one per block and per catching up or not. */
  const etagOf = (cursor: Cursor) => `"${cursor.block.id}-${catchingUp(cursor) ? 'c' : 'f'}"`

  /**
   * An answer is one per block (and per catching up or not): its ETag says which, a second of CDN
   * cache is allowed, and a client that has it gets a 304 (then true: nothing more to send).
   */
  const notModified = (request: IncomingMessage, response: ServerResponse, cursor: Cursor) => {
    const etag = etagOf(cursor)
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

  /**
   * `/v1/hof`'s body for a snapshot, serialized once per block and ETag: requests and the
   * `hof` events of that block send the same text.
   */
  let hofCache: { etag: string; snapshot: LiveSnapshot; body: string } | undefined
  const hofBody = (snapshot: LiveSnapshot): string => {
    const etag = etagOf(snapshot.cursor)
    if (hofCache?.etag !== etag || hofCache.snapshot.cursor.chainId !== snapshot.cursor.chainId) {
      const document: HofDocument = {
        ...head(snapshot.cursor),
        boards: snapshot.boards,
        avatars: snapshot.avatars,
      }
      hofCache = { etag, snapshot, body: JSON.stringify(document) }
    }
    return hofCache.body
  }

  const streams =
    live === undefined
      ? undefined
      : new EventStreams(
          {
            subscribe: (listener) => live.subscribe(listener),
            snapshot: async () => {
              const snapshot = await live.current()
              return snapshot === undefined
                ? undefined
                : { cursor: snapshot.cursor, hofBody: () => hofBody(snapshot) }
            },
            catchingUp,
          },
          { pingMs: options.pingMs },
        )

  /** The model, or a 404 on an instance that keeps none. */
  const model = (): LiveSource => {
    if (live === undefined) throw new HttpError(404, FOLLOW_ONLY)
    return live
  }

  /** A block read, or a 503 before the first. */
  const read = <T>(current: T | undefined): T => {
    if (current === undefined) throw new HttpError(503, 'The indexer has not read a block yet.')
    return current
  }

  /** The query string read with a route's schema (`@dov/indexer-api`); a bad one is a 400. */
  const params = <S extends v.GenericSchema>(schema: S, url: URL): v.InferOutput<S> => {
    const read = readQuery(schema, queryInput(url.searchParams))
    if (!read.ok) throw new HttpError(400, read.error)
    return read.query
  }

  async function hof(request: IncomingMessage, url: URL, response: ServerResponse) {
    params(ROUTES.hof.query, url)
    // The boards and the block they are of, taken at once: always the same block.
    const snapshot = read(await model().current())
    if (notModified(request, response, snapshot.cursor)) return
    send(response, 200, hofBody(snapshot))
  }

  async function standingOf(request: IncomingMessage, url: URL, response: ServerResponse) {
    const { account } = params(ROUTES.standing.query, url)
    const { cursor, standing } = read(await model().standing(account))
    if (notModified(request, response, cursor)) return
    const document: StandingDocument = {
      ...head(cursor),
      account,
      standing,
    }
    json(response, 200, document)
  }

  async function player(request: IncomingMessage, url: URL, response: ServerResponse) {
    const { account } = params(ROUTES.player.query, url)
    const current = read(await model().player(account))
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
    model()
    const query = params(ROUTES.activity.query, url)
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

  function events(request: IncomingMessage, url: URL, response: ServerResponse) {
    model()
    const { hof } = params(ROUTES.events.query, url)
    if (streams === undefined) throw new HttpError(404, FOLLOW_ONLY)
    if (request.method === 'HEAD') {
      response.writeHead(200, STREAM_HEADERS).end()
      return
    }
    streams.open(response, hof)
  }

  async function health(url: URL, response: ServerResponse) {
    params(ROUTES.health.query, url)
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
      if (path === '/v1/health') return health(url, response)
      if (path === '/v1/hof') return hof(request, url, response)
      if (path === '/v1/activity') return activity(request, url, response)
      if (path === '/v1/standing') return standingOf(request, url, response)
      if (path === '/v1/player') return player(request, url, response)
      if (path === '/v1/events') return events(request, url, response)
      throw new HttpError(404, healthOnly ? FOLLOW_ONLY : `Nothing at ${path.slice(0, 100)}.`)
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
  server.on('close', () => {
    streams?.close()
    own?.close()
  })
  return server
}

/** The 404 of an instance that follows the chain and serves `/v1/health` only. */
const FOLLOW_ONLY =
  'This indexer only follows the chain; its API instances serve /v1/hof, /v1/standing, /v1/player, /v1/activity and /v1/events.'

function send(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  response.end(body)
}

function json(response: ServerResponse, status: number, body: unknown) {
  send(response, status, JSON.stringify(body))
}
