/**
 * AtomicAssets API client over the network's AtomicAssets endpoints (with failover). Answers are
 * `{ success, data, query_time }`; `success: false` or a JSON 4xx is a `ChainApiError`, data that
 * does not fit the read's schema a `ChainDataError` naming `source`. What to ask (spec §7's asset
 * and template queries) and the schemas of the answers live with each read under
 * `chain/read/atomic/`.
 */
import * as v from 'valibot'
import type { Network } from '../../config/network'
import { atomicPool } from './endpoints'
import { apiErrorFrom } from './errors'
import type { PoolAnswer } from './failover'
import { parseRows, parseWith } from './parse'
import type { Schema } from './scalars'

const Envelope = v.object({ success: v.literal(true), data: v.unknown() })
const ListEnvelope = v.object({ success: v.literal(true), data: v.array(v.unknown()) })

function checkAnswer(answer: PoolAnswer): void {
  const failed =
    !answer.ok ||
    (typeof answer.body === 'object' && answer.body !== null && 'success' in answer.body
      ? answer.body.success === false
      : false)
  if (failed) throw apiErrorFrom(answer.status, answer.body)
}

export type AtomicPagesOptions = {
  /** The `limit` each page asks for: a shorter page is the last. */
  pageSize: number
  maxPages: number
  /** Where the data came from, for errors (e.g. `atomicassets/assets`). */
  source: string
  signal?: AbortSignal | undefined
}

/**
 * A list (`GET`, `data: [...]`), page after page: `pathOfPage(1)`, `pathOfPage(2)`, … until a
 * page holds fewer than `pageSize` items or `maxPages` were read. Every item is parsed by `schema`.
 */
export async function getAtomicPages<T>(
  network: Network,
  pathOfPage: (page: number) => string,
  schema: Schema<T>,
  options: AtomicPagesOptions,
): Promise<T[]> {
  const items: T[] = []
  const init = options.signal ? { signal: options.signal } : undefined
  for (let page = 1; page <= options.maxPages; page++) {
    const answer = await atomicPool(network).request(pathOfPage(page), init)
    checkAnswer(answer)
    const { data } = parseWith(ListEnvelope, answer.body, options.source)
    items.push(...parseRows(schema, data, options.source))
    if (data.length < options.pageSize) break
  }
  return items
}

/** One item (`data: {...}`), parsed by `schema`. */
export async function getAtomicItem<T>(
  network: Network,
  path: string,
  schema: Schema<T>,
  options: { method?: 'GET' | 'POST'; source: string; signal?: AbortSignal | undefined },
): Promise<T> {
  const answer = await atomicPool(network).request(path, {
    method: options.method ?? 'GET',
    ...(options.signal ? { signal: options.signal } : {}),
  })
  checkAnswer(answer)
  const { data } = parseWith(Envelope, answer.body, options.source)
  return parseWith(schema, data, options.source)
}
