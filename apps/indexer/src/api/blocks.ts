import type { AsOf } from '@dov/indexer-api/documents/common'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Cursor } from '../db/store'
import { HttpError } from './server'
import type { Progress } from './types'

const NO_BLOCK = 'The indexer has not read a block yet.'

export const asOf = (cursor: Cursor): AsOf => ({
  block_num: cursor.block.num,
  block_id: cursor.block.id,
  time: cursor.block.time.toISOString(),
})

/** A block read, or a 503 before the first. */
export function read<T>(current: T | undefined): T {
  if (current === undefined) throw new HttpError(503, NO_BLOCK)
  return current
}

/**
 * What every per-block answer shares: whether the indexer is behind the chain, its ETag (one
 * per block and per catching up or not), the 304, and the head of its document.
 */
export type PerBlock = ReturnType<typeof perBlock>

export function perBlock(progress: () => Progress, within: number) {
  const catchingUp = (cursor: Cursor | undefined) => {
    const head = progress().chainHead
    return cursor === undefined || head === undefined || head - cursor.block.num > within
  }

  /** The ETag of an answer: one per block and per catching up or not. */
  const etagOf = (cursor: Cursor) => `"${cursor.block.id}-${catchingUp(cursor) ? 'c' : 'f'}"`

  /** The head every per-block document starts with: its chain, block and whether it is behind. */
  const head = (cursor: Cursor) => ({
    chain_id: cursor.chainId,
    as_of: asOf(cursor),
    catching_up: catchingUp(cursor),
  })

  /** The last head serialized, per ETag and chain: every answer of a block shares it. */
  let headText: { etag: string; chainId: string; text: string } | undefined

  return {
    catchingUp,
    etagOf,
    head,
    /**
     * An answer is one per block (and per catching up or not): its ETag says which, a second of
     * CDN cache is allowed, and a client that has it gets a 304 (then true: nothing more to send).
     */
    notModified(request: FastifyRequest, reply: FastifyReply, cursor: Cursor): boolean {
      const etag = etagOf(cursor)
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=1')
      if (request.headers['if-none-match'] !== etag) return false
      reply.code(304).send()
      return true
    },
    /**
     * A document's text: `head(cursor)` then the fields of `rest` (an object's JSON text), the
     * same bytes as `JSON.stringify({ ...head(cursor), ...rest })`.
     */
    withHead(cursor: Cursor, rest: string): string {
      const etag = etagOf(cursor)
      if (headText?.etag !== etag || headText.chainId !== cursor.chainId)
        headText = { etag, chainId: cursor.chainId, text: JSON.stringify(head(cursor)) }
      return rest === '{}' ? headText.text : `${headText.text.slice(0, -1)},${rest.slice(1)}`
    },
  }
}
