import type { ActivityDocument } from '@dov/indexer-api/documents/activity'
import type { AsOf } from '@dov/indexer-api/documents/common'
import type { HealthDocument } from '@dov/indexer-api/documents/health'
import type { HofDocument } from '@dov/indexer-api/documents/hof'
import type { PlayerDocument } from '@dov/indexer-api/documents/player'
import type { StandingDocument } from '@dov/indexer-api/documents/standing'
import type { FastifyInstance } from 'fastify'
import { perBlock } from './api/blocks'
import { boardRoutes } from './api/boards'
import { healthRoute } from './api/health'
import { pageRoutes } from './api/pages'
import { getter, jsonServer } from './api/server'
import type { ApiOptions, LiveSource } from './api/types'
import { LiveBoards, type LiveSnapshot } from './live'

export type { ApiOptions, LivePlayer, LiveSource, Progress } from './api/types'
export type {
  ActivityDocument,
  AsOf,
  HealthDocument,
  HofDocument,
  LiveSnapshot,
  PlayerDocument,
  StandingDocument,
}

/** The API: a Fastify instance, to `listen({ port, host })` and `close()`. */
export type Api = FastifyInstance

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
 * from the model's block before its document is built: a 304 builds nothing. A commander's page
 * and activity are kept between blocks until a block changes that account (`api/pages.ts`).
 * Anything else, or a failure, answers a JSON `{ "error": … }` with its status, never a stack
 * trace (the cause goes to the log), the requests Node's parser refuses included
 * (`client-errors.ts`). CORS for `options.origins` only (`@fastify/cors`). No request is logged.
 * The server and its errors are `api/server.ts`, the routes `api/boards.ts`, `api/pages.ts` and
 * `api/health.ts`.
 */
export function createApi(options: ApiOptions): Api {
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

  const blocks = perBlock(options.progress, options.caughtUpWithin ?? 2)
  const app = jsonServer(options.origins, healthOnly)
  const get = getter(app)
  healthRoute(get, live, blocks, options)
  if (live !== undefined) {
    boardRoutes(app, get, live, blocks, options.pingMs)
    const moved = pageRoutes(get, live, blocks, options)
    const unsubscribe = live.subscribe(moved)
    app.addHook('onClose', (_instance, done) => {
      unsubscribe()
      done()
    })
  }
  app.addHook('onClose', (_instance, done) => {
    own?.close()
    done()
  })
  return app
}
