import type { HofDocument } from '@dov/indexer-api/documents/hof'
import type { StandingDocument } from '@dov/indexer-api/documents/standing'
import { ROUTES } from '@dov/indexer-api/routes'
import type { FastifyInstance } from 'fastify'
import { EventStreams, STREAM_HEADERS } from '../events'
import type { LiveSnapshot } from '../live'
import { type PerBlock, read } from './blocks'
import { type Get, JSON_TYPE } from './server'
import type { LiveSource } from './types'

/**
 * The routes of the boards, all answered from the model in memory: `/v1/hof`, `/v1/standing` and
 * the live channel `/v1/events`, which closes its streams as the server closes.
 */
export function boardRoutes(
  app: FastifyInstance,
  get: Get,
  live: LiveSource,
  blocks: PerBlock,
  pingMs: number | undefined,
): void {
  /**
   * `/v1/hof`'s body for a snapshot, serialized once per block and ETag: requests and the
   * `hof` events of that block send the same text.
   */
  let hofCache: { etag: string; chainId: string; body: string } | undefined
  const hofBody = (snapshot: LiveSnapshot): string => {
    const etag = blocks.etagOf(snapshot.cursor)
    const { chainId } = snapshot.cursor
    if (hofCache?.etag !== etag || hofCache.chainId !== chainId) {
      const document: HofDocument = {
        ...blocks.head(snapshot.cursor),
        boards: snapshot.boards,
        avatars: snapshot.avatars,
        victories: snapshot.victories,
        week: snapshot.week,
      }
      hofCache = { etag, chainId, body: JSON.stringify(document) }
    }
    return hofCache.body
  }

  const streams = new EventStreams(
    {
      subscribe: (listener) => live.subscribe(listener),
      snapshot: async () => {
        const snapshot = await live.current()
        return snapshot === undefined
          ? undefined
          : { cursor: snapshot.cursor, hofBody: () => hofBody(snapshot) }
      },
      catchingUp: blocks.catchingUp,
    },
    { pingMs },
  )
  app.addHook('preClose', (done) => {
    streams.close()
    done()
  })

  get(ROUTES.hof, async (_query, request, reply) => {
    // The boards and the block they are of, taken at once: always the same block.
    const snapshot = read(await live.current())
    if (blocks.notModified(request, reply, snapshot.cursor)) return
    reply.type(JSON_TYPE).send(hofBody(snapshot))
  })

  get(ROUTES.standing, async ({ account }, request, reply) => {
    const { cursor, standing } = read(await live.standing(account))
    if (blocks.notModified(request, reply, cursor)) return
    const document: StandingDocument = { ...blocks.head(cursor), account, standing }
    reply.send(document)
  })

  get(ROUTES.events, ({ hof }, request, reply) => {
    if (request.method === 'HEAD') {
      reply.headers(STREAM_HEADERS).send()
      return
    }
    // The stream is written on the socket as events come: Fastify lets go of the answer, whose
    // headers (CORS) are handed over.
    reply.hijack()
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value)
    streams.open(reply.raw, hof)
  })
}
