/**
 * Craft items' templates (spec §7 "POST /atomicassets/v1/templates/{collection}/{template_id} for
 * craft items"): name and image, at most `TEMPLATES_CONCURRENCY` reads at once. The API answers
 * GET and POST alike; POST is what the spec says.
 */
import { queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Network } from '../../../config/network'
import { getAtomicItem } from '../../transport/atomic'
import { mapLimit } from '../../transport/concurrency'
import { templatesKey } from '../../transport/keys'
import { ApiText, ChainInt, type Schema } from '../../transport/scalars'

/** At most this many template reads in flight. */
export const TEMPLATES_CONCURRENCY = 4

/** A craft item's template. */
export type CraftTemplate = { template_id: number; name: string; img: string }

export const AtomicTemplateSchema: Schema<CraftTemplate> = v.pipe(
  v.object({
    template_id: ChainInt,
    immutable_data: v.object({ img: ApiText, name: ApiText }),
  }),
  v.transform((t): CraftTemplate => ({ template_id: t.template_id, ...t.immutable_data })),
)

/** A craft item's template: name and image. */
export function getTemplate(
  network: Network,
  templateId: number,
  signal?: AbortSignal,
): Promise<CraftTemplate> {
  const path = `/atomicassets/v1/templates/${encodeURIComponent(network.collection)}/${templateId}`
  return getAtomicItem(network, path, AtomicTemplateSchema, {
    method: 'POST',
    source: `atomicassets/templates/${templateId}`,
    signal,
  })
}

/** The templates of `ids` (distinct, in id order), at most `TEMPLATES_CONCURRENCY` at once. */
export function getCraftTemplates(
  network: Network,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<CraftTemplate[]> {
  return mapLimit(ids, TEMPLATES_CONCURRENCY, (id) => getTemplate(network, id, signal))
}

/** The templates of `templateIds` (distinct, in id order); no read while there are none. */
export function craftTemplatesQuery(network: Network, templateIds: readonly number[]) {
  const ids = [...new Set(templateIds)].sort((a, b) => a - b)
  return queryOptions({
    queryKey: [...templatesKey(network, network.collection), { ids }] as const,
    queryFn:
      ids.length === 0
        ? skipToken
        : ({ signal }): Promise<CraftTemplate[]> => getCraftTemplates(network, ids, signal),
  })
}
