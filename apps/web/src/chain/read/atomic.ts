/**
 * AtomicAssets API client over the network's AtomicAssets endpoints (with failover). Spec §7:
 * "GET /atomicassets/v1/assets with query collection_name, owner, page=1, limit=1000, order=desc,
 * sort=asset_id, optionally schema_name" and "POST /atomicassets/v1/templates/{collection}/
 * {template_id} for craft items". Answers are `{ success, data, query_time }`.
 *
 * An owner with more than 1000 assets gets the next pages too (page=2, …), up to a cap.
 */
import type { AssetFields } from '@dov/game/rows'
import * as v from 'valibot'
import type { Network } from '../../config/network'
import { atomicPool } from './endpoints'
import { apiErrorFrom } from './errors'
import type { PoolAnswer } from './failover'
import {
  AtomicAssetSchema,
  AtomicTemplateSchema,
  type CraftTemplate,
  parseRows,
  parseWith,
} from './schemas'

export const ASSETS_PAGE_LIMIT = 1000
export const ASSETS_MAX_PAGES = 10

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

export type OwnedAssetsOptions = {
  /** Only this schema (e.g. `units`, `buildings`, `tools`). */
  schema?: string | undefined
  signal?: AbortSignal | undefined
  maxPages?: number
}

/** The assets `owner` holds in the network's collection, newest first. */
export async function getOwnedAssets(
  network: Network,
  owner: string,
  options: OwnedAssetsOptions = {},
): Promise<AssetFields[]> {
  const maxPages = options.maxPages ?? ASSETS_MAX_PAGES
  const source = 'atomicassets/assets'
  const assets: AssetFields[] = []
  for (let page = 1; page <= maxPages; page++) {
    const params = new URLSearchParams({
      collection_name: network.collection,
      owner,
      page: String(page),
      limit: String(ASSETS_PAGE_LIMIT),
      order: 'desc',
      sort: 'asset_id',
    })
    if (options.schema !== undefined) params.set('schema_name', options.schema)
    const init = options.signal ? { signal: options.signal } : undefined
    const answer = await atomicPool(network).request(`/atomicassets/v1/assets?${params}`, init)
    checkAnswer(answer)
    const { data } = parseWith(ListEnvelope, answer.body, source)
    assets.push(...parseRows(AtomicAssetSchema, data, source))
    if (data.length < ASSETS_PAGE_LIMIT) break
  }
  return assets
}

/** A craft item's template: name and image. */
export async function getTemplate(
  network: Network,
  templateId: number,
  signal?: AbortSignal,
): Promise<CraftTemplate> {
  const path = `/atomicassets/v1/templates/${encodeURIComponent(network.collection)}/${templateId}`
  const answer = await atomicPool(network).request(path, {
    method: 'POST',
    ...(signal ? { signal } : {}),
  })
  checkAnswer(answer)
  const source = `atomicassets/templates/${templateId}`
  const { data } = parseWith(Envelope, answer.body, source)
  return parseWith(AtomicTemplateSchema, data, source)
}
