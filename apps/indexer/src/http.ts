import type { ActivityDocument } from '@dov/indexer-api/documents/activity'
import type { AsOf } from '@dov/indexer-api/documents/common'
import type { HealthDocument } from '@dov/indexer-api/documents/health'
import type { HofDocument } from '@dov/indexer-api/documents/hof'
import type { PlayerDocument, PlayerPage } from '@dov/indexer-api/documents/player'
import type { Standing, StandingDocument } from '@dov/indexer-api/documents/standing'
import { type QueryInput, readQuery } from '@dov/indexer-api/queries'
import { ROUTES } from '@dov/indexer-api/routes'
import cors from '@fastify/cors'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type * as v from 'valibot'
import { readActivity } from './activity-query'
import { answerClientError, answerConnect } from './client-errors'
import type { Database } from './db/schema'
import { type Cursor, readCursor } from './db/store'
import { isDatabaseUnavailable } from './db/unavailable'
import { EventStreams, STREAM_HEADERS } from './events'
import { type BlockEvent, LiveBoards, type LiveSnapshot } from './live'
import { playerMedals } from './medals'
import type { MedalTables } from './model'
import { hasActions, recentVictories } from './player'

export type {
  ActivityDocument,
  AsOf,
  HealthDocument,
  HofDocument,
  PlayerDocument,
  StandingDocument,
}

/** How far the follower is: the chain's head as state history last said it. */
export type Progress = { chainHead: number | undefined }

export type { LiveSnapshot }

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

/** An answer other than 200, with the reason said to the caller. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The API: a Fastify instance, to `listen({ port, host })` and `close()`. */
export type Api = FastifyInstance

/** The 404 of an instance that follows the chain and serves `/v1/health` only. */
const FOLLOW_ONLY =
  'This indexer only follows the chain; its API instances serve /v1/hof, /v1/standing, /v1/player, /v1/activity and /v1/events.'
const NO_BLOCK = 'The indexer has not read a block yet.'
const NO_DATABASE = 'The indexer cannot reach its database; try again shortly.'
const FAILED = 'The indexer failed to answer.'
const JSON_TYPE = 'application/json; charset=utf-8'
/** At most one line a minute says the database cannot be reached (a request each says it). */
const UNAVAILABLE_LOG_MS = 60_000

/**
 * The indexer's HTTP API (Fastify):
 * - `GET /v1/hof`: every board (the week's too) in one document, `as_of` the block it reflects and `catching_up`
 *   while the indexer is behind the chain; an `ETag` per block (304 on `If-None-Match`) and a short
 *   `Cache-Control`, so a CDN or the browser asks again at most once a second. Serialized once per
 *   block (and per catching up or not): every request of that block sends the same text.
 * - `GET /v1/standing?account=`: where one player stands on every board among everyone (its
 *   officers' and objectives' ranks, its divisions' ranks), beyond the boards' tops; per block.
 * - `GET /v1/player?account=`: a commander's public page: avatar, divisions with their power and
 *   rank, standing, last victories, medals (`player.ts`); per block, as `/v1/hof`.
 * - `GET /v1/activity?account=&before=&limit=`: a player's game actions with their effects,
 *   newest first, a page at a time (`activity-query.ts`); ETag and caching as `/v1/hof`.
 * - `GET /v1/events[?hof=1]`: each block the model moves to, as Server-Sent Events (`events.ts`).
 * - `GET /v1/health`: the block it has, the chain's head and the lag between them.
 *
 * Each route's query string is checked with its schema in `@dov/indexer-api` (a 400 with the
 * reason), and each answer is that package's document. The ETag of a per-block answer is decided
 * from the model's block before its document is built: a 304 builds nothing. Anything else, or a
 * failure, answers a JSON `{ "error": … }` with its status, never a stack trace (the cause goes
 * to the log), the requests Node's parser refuses included (`client-errors.ts`). CORS for
 * `options.origins` only (`@fastify/cors`). No request is logged.
 */
export function createApi(options: ApiOptions): Api {
  const within = options.caughtUpWithin ?? 2
  const healthOnly = options.only === 'health'
  /**
   * The boards in memory (`live.ts`), moved block by block as the database is: a request ranks
   * what is kept and reads no table for it. Read from the database at once, so that the first
   * request finds them ready. None for an instance that serves `/v1/health` only.
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
  const notModified = (request: FastifyRequest, reply: FastifyReply, cursor: Cursor) => {
    const etag = etagOf(cursor)
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=1')
    if (request.headers['if-none-match'] !== etag) return false
    reply.code(304).send()
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
  let hofCache: { etag: string; chainId: string; body: string } | undefined
  const hofBody = (snapshot: LiveSnapshot): string => {
    const etag = etagOf(snapshot.cursor)
    const { chainId } = snapshot.cursor
    if (hofCache?.etag !== etag || hofCache.chainId !== chainId) {
      const document: HofDocument = {
        ...head(snapshot.cursor),
        boards: snapshot.boards,
        avatars: snapshot.avatars,
        victories: snapshot.victories,
        week: snapshot.week,
      }
      hofCache = { etag, chainId, body: JSON.stringify(document) }
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

  /** A block read, or a 503 before the first. */
  const read = <T>(current: T | undefined): T => {
    if (current === undefined) throw new HttpError(503, NO_BLOCK)
    return current
  }

  const app = jsonServer(options.origins, healthOnly)

  /** `GET` (and `HEAD`) `route.path`, its query string read with `route.query`. */
  const get = <S extends v.GenericSchema>(
    route: { path: string; query: S },
    handler: (query: v.InferOutput<S>, request: FastifyRequest, reply: FastifyReply) => unknown,
  ) =>
    app.get(route.path, { schema: { querystring: route.query } }, async (request, reply) => {
      await handler(request.query as v.InferOutput<S>, request, reply)
      return reply
    })

  get(ROUTES.health, async (_query, _request, reply) => {
    // What this instance serves: its model's block, which it keeps serving while the database
    // cannot be reached (the lag then grows); a follower without a model, its database's cursor.
    const cursor =
      live === undefined ? await readCursor(options.db) : (await live.current())?.cursor
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
    reply.send(document)
  })

  if (live !== undefined && streams !== undefined) {
    get(ROUTES.hof, async (_query, request, reply) => {
      // The boards and the block they are of, taken at once: always the same block.
      const snapshot = read(await live.current())
      if (notModified(request, reply, snapshot.cursor)) return
      reply.type(JSON_TYPE).send(hofBody(snapshot))
    })

    get(ROUTES.standing, async ({ account }, request, reply) => {
      const { cursor, standing } = read(await live.standing(account))
      if (notModified(request, reply, cursor)) return
      const document: StandingDocument = { ...head(cursor), account, standing }
      reply.send(document)
    })

    get(ROUTES.player, async ({ account }, request, reply) => {
      const current = read(await live.player(account))
      const { cursor } = current
      if (notModified(request, reply, cursor)) return
      // Before any await: the model is still at `cursor`.
      const state = current.player()
      const upTo = cursor.block.num
      const recent_victories = await recentVictories(options.db, options.game, account, upTo)
      const medals = await playerMedals(options.db, account, upTo, state.medalTables)
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
        medals,
      }
      reply.send(document)
    })

    get(ROUTES.activity, async (query, request, reply) => {
      // The model's block, as every other route's (the player's own page is not computed: the
      // block alone is taken): a page changes only when a block is applied, and a 304 reads
      // nothing from the database.
      const { cursor } = read(await live.player(query.account))
      if (notModified(request, reply, cursor)) return
      const page = await readActivity(options.db, query, cursor.block.num)
      const document: ActivityDocument = { ...head(cursor), account: query.account, ...page }
      reply.send(document)
    })

    get(ROUTES.events, ({ hof }, request, reply) => {
      if (request.method === 'HEAD') {
        reply.headers(STREAM_HEADERS).send()
        return
      }
      // The stream is written on the socket as events come: Fastify lets go of the answer,
      // whose headers (CORS) are handed over.
      reply.hijack()
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value)
      streams.open(reply.raw, hof)
    })
  }

  app.addHook('preClose', (done) => {
    streams?.close()
    done()
  })
  app.addHook('onClose', (_instance, done) => {
    own?.close()
    done()
  })
  return app
}

/**
 * The Fastify server every route is added to: JSON for every error (Node's own refusals of a
 * request included), the query string read with the route's valibot schema, no body parsed, CORS
 * for `origins`, a 503 that says so when the database cannot be reached (logged once a minute),
 * and a 404 that says when this instance only follows the chain (`healthOnly`).
 */
function jsonServer(origins: readonly string[], healthOnly: boolean) {
  let unavailableLogged = 0

  const app = Fastify({
    logger: false,
    // Closing ends the open connections: a client's keep-alive would hold the process up (the
    // event streams are ended first, `preClose`).
    forceCloseConnections: true,
    // Node answers an HTTP/1.1 request without Host with an empty 400; the hook below, in JSON.
    http: { requireHostHeader: false },
    // A request (line, headers, body) must arrive within a minute, as Node's own servers ask
    // (Fastify's default is no limit): a client sending a byte at a time cannot hold a connection.
    // An event stream is not limited: its request arrived at once.
    requestTimeout: 60_000,
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply) => {
      // A URL Fastify cannot route (a broken %-escape in the path). The reply's type here is
      // generic over route types this handler has none of.
      ;(reply as FastifyReply)
        .code(400)
        .send({ error: `The URL could not be read: ${error.message.slice(0, 100)}` })
    },
  })
  app.server.on('connect', answerConnect)
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      reply
        .code(400)
        .header('Connection', 'close')
        .send({ error: 'An HTTP/1.1 request names its Host.' })
      return
    }
    done()
  })

  // The query string is checked with the route's valibot schema; its output is `request.query`.
  app.setValidatorCompiler(({ schema }) => (data) => {
    const read = readQuery(schema as v.GenericSchema, (data ?? {}) as QueryInput)
    return read.ok ? { value: read.query } : { error: new HttpError(400, read.error) }
  })
  // No route reads a body: none is parsed (nor refused for its type), whatever it is.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined))

  app.register(cors, {
    origin: [...origins],
    methods: 'GET',
    allowedHeaders: 'If-None-Match',
    exposedHeaders: 'ETag',
    // A preflight without Origin gets the 204 too, rather than @fastify/cors's plain-text 400.
    strictPreflight: false,
  })

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send({ error: error.message })
    if (isDatabaseUnavailable(error)) {
      if (Date.now() - unavailableLogged > UNAVAILABLE_LOG_MS) {
        unavailableLogged = Date.now()
        console.error(`indexer: requests fail, the database cannot be reached: ${String(error)}`)
      }
      return reply.code(503).send({ error: NO_DATABASE })
    }
    const status = (error as { statusCode?: unknown }).statusCode
    // Fastify's own refusals of a request (a 4xx and its message): no internals in them.
    if (typeof status === 'number' && status >= 400 && status < 500)
      return reply.code(status).send({ error: String((error as Error).message).slice(0, 200) })
    // The operator's log has the cause; the caller gets no internals.
    console.error('indexer: request failed:', error)
    return reply.code(500).send({ error: FAILED })
  })

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD, OPTIONS')
        .send({ error: `${request.method} is not served here.` })
    const path = request.url.split('?', 1)[0] ?? ''
    return reply
      .code(404)
      .send({ error: healthOnly ? FOLLOW_ONLY : `Nothing at ${path.slice(0, 100)}.` })
  })

  return app
}
