import type { HealthDocument } from '@dov/indexer-api/documents/health'
import { ROUTES } from '@dov/indexer-api/routes'
import { readCursor } from '../db/store'
import { asOf, type PerBlock } from './blocks'
import type { Get } from './server'
import type { ApiOptions, LiveSource } from './types'

/**
 * `/v1/health`: what this instance serves: its model's block, which it keeps serving while the
 * database cannot be reached (the lag then grows); a follower without a model, its database's
 * cursor.
 */
export function healthRoute(
  get: Get,
  live: LiveSource | undefined,
  blocks: PerBlock,
  options: ApiOptions,
): void {
  get(ROUTES.health, async (_query, _request, reply) => {
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
      catching_up: blocks.catchingUp(cursor),
    }
    reply.send(document)
  })
}
