import { type QueryInput, readQuery } from '@dov/indexer-api/queries'
import cors from '@fastify/cors'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import { answerClientError, answerConnect } from '../client-errors'
import { isDatabaseUnavailable } from '../db/unavailable'

/** An answer other than 200, with the reason said to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8'

/** The 404 of an instance that follows the chain and serves `/v1/health` only. */
const FOLLOW_ONLY =
  'This indexer only follows the chain; its API instances serve /v1/hof, /v1/standing, /v1/player, /v1/activity and /v1/events.'
const NO_DATABASE = 'The indexer cannot reach its database; try again shortly.'
const FAILED = 'The indexer failed to answer.'
/** At most one line a minute says the database cannot be reached (a request each says it). */
const UNAVAILABLE_LOG_MS = 60_000

/** Adds `GET` (and `HEAD`) `route.path`, its query string read with `route.query`. */
export type Get = <S extends v.GenericSchema>(
  route: { path: string; query: S },
  handler: (query: v.InferOutput<S>, request: FastifyRequest, reply: FastifyReply) => unknown,
) => void

/** `Get` on `app`: the handler's reply is the answer. */
export function getter(app: FastifyInstance): Get {
  return (route, handler) => {
    app.get(route.path, { schema: { querystring: route.query } }, async (request, reply) => {
      await handler(request.query as v.InferOutput<typeof route.query>, request, reply)
      return reply
    })
  }
}

/**
 * The Fastify server every route is added to: JSON for every error (Node's own refusals of a
 * request included), the query string read with the route's valibot schema, no body parsed, CORS
 * for `origins`, a 503 that says so when the database cannot be reached (logged once a minute),
 * and a 404 that says when this instance only follows the chain (`healthOnly`).
 */
export function jsonServer(origins: readonly string[], healthOnly: boolean): FastifyInstance {
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

  app.setErrorHandler(errorHandler())

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

/** Every failure as a JSON `{ error }` with its status; the cause of a 500 goes to the log. */
function errorHandler() {
  let unavailableLogged = 0
  return (error: unknown, _request: FastifyRequest, reply: FastifyReply) => {
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
  }
}
