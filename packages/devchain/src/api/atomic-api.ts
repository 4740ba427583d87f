import type { AssetMeta } from './atomic-index'
import { type AssetBase, type AtomicReader, stampTime } from './atomic-reader'
import type { HttpApi } from './http'
import { parseBody } from './http-body'
import type { ApiRequest, ApiResponse } from './http-types'

const MAX_LIMIT = 1000

function fail(status: number, message: string): ApiResponse {
  return { status, json: { success: false, message } }
}

function success(data: unknown): ApiResponse {
  return { status: 200, json: { success: true, data, query_time: Date.now() } }
}

/** Query parameters from the query string, or from a JSON body on POST (as the real API accepts). */
function params(req: ApiRequest): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of req.query) out[k] = v
  if (req.method === 'POST' && req.body.trim()) {
    try {
      for (const [k, v] of Object.entries(parseBody(req))) out[k] = String(v)
    } catch {
      /* a POST without a JSON body keeps the query parameters */
    }
  }
  return out
}

function intParam(
  p: Record<string, string>,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number | string {
  const v = p[key]
  if (v === undefined || v === '') return fallback
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max) return `Invalid value for parameter ${key}`
  return n
}

type SortValue = bigint | string

/** Sort keys read from an asset's full API JSON. */
const SORTS: Record<string, (a: Record<string, unknown>) => SortValue> = {
  asset_id: (a) => BigInt(String(a.asset_id)),
  minted: (a) => BigInt(String(a.asset_id)),
  updated: (a) => BigInt(String(a.updated_at_time)),
  transferred: (a) => BigInt(String(a.transferred_at_time)),
  template_mint: (a) => BigInt(String(a.template_mint)),
  name: (a) => String(a.name ?? ''),
}

/**
 * The same keys (except `name`) read from the asset's base row and index entry, the values the
 * full JSON would hold, so a page can be sorted and cut before any JSON is built.
 */
const BASE_SORTS: Record<string, (b: AssetBase, meta: AssetMeta | undefined) => SortValue> = {
  asset_id: (b) => BigInt(b.asset_id),
  minted: (b) => BigInt(b.asset_id),
  updated: (_b, m) => BigInt(stampTime(m?.updated)),
  transferred: (_b, m) => BigInt(stampTime(m?.transferred)),
  template_mint: (_b, m) => BigInt(m?.mint ?? 0),
}

/** A stable sort by `key`, ascending or descending (ties keep their order either way). */
function sortBy<T>(items: T[], key: (t: T) => SortValue, order: 'asc' | 'desc'): T[] {
  const keyed = items.map((item) => ({ item, k: key(item) }))
  keyed.sort((a, b) => {
    const c = a.k < b.k ? -1 : a.k > b.k ? 1 : 0
    return order === 'asc' ? c : -c
  })
  return keyed.map((x) => x.item)
}

/** The assets a list or count query selects, before sorting and paging. */
interface AssetSelection {
  bases: AssetBase[]
  /** `data.*` / `immutable_data.*` filters: key within `data` and the wanted value. */
  dataFilters: [key: string, value: string][]
}

function matchesData(a: Record<string, unknown>, filters: AssetSelection['dataFilters']): boolean {
  return filters.every(([key, v]) => String((a.data as Record<string, unknown>)[key]) === v)
}

/** `/atomicassets/v1/*`: assets, templates, collections, schemas and config from the same state as the tables. */
export function registerAtomicApi(api: HttpApi, reader: AtomicReader): void {
  api.route('/atomicassets/v1/config', () =>
    success({
      contract: reader.contract,
      version: '1.3.1',
      collection_format: reader.config().collection_format,
      supported_tokens: [],
    }),
  )

  const selectAssets = (p: Record<string, string>): AssetSelection => {
    const csv = (k: string) => (p[k] ? p[k].split(',').filter(Boolean) : undefined)
    const owners = csv('owner')
    const collections = csv('collection_name')
    const schemas = csv('schema_name')
    const templates = csv('template_id')
    const ids = csv('ids')
    const all = owners ? owners.flatMap((o) => [...reader.bases(o)]) : [...reader.bases()]
    const bases = all.filter(
      (b) =>
        (!collections || collections.includes(b.collection)) &&
        (!schemas || schemas.includes(b.schema)) &&
        (!templates || templates.includes(String(b.template_id))) &&
        (!ids || ids.includes(b.asset_id)),
    )
    const dataFilters = Object.entries(p)
      .filter(([k]) => k.startsWith('data.') || k.startsWith('immutable_data.'))
      .map(([k, v]): [string, string] => [k.slice(k.indexOf('.') + 1), v])
    return { bases, dataFilters }
  }

  const listAssets = (req: ApiRequest): ApiResponse => {
    const p = params(req)
    const page = intParam(p, 'page', 1, 1, 1_000_000)
    const limit = intParam(p, 'limit', 100, 1, MAX_LIMIT)
    if (typeof page === 'string') return fail(400, page)
    if (typeof limit === 'string') return fail(400, limit)
    const order = (p.order ?? 'desc').toLowerCase()
    if (order !== 'asc' && order !== 'desc') return fail(400, 'Invalid value for parameter order')
    const sortKey = p.sort ?? 'asset_id'
    const sortFn = SORTS[sortKey]
    if (!sortFn) return fail(400, 'Invalid value for parameter sort')
    const { bases, dataFilters } = selectAssets(p)
    const from = (page - 1) * limit
    const baseSort = BASE_SORTS[sortKey]
    if (baseSort && dataFilters.length === 0) {
      // Sort and page the base rows; build the JSON of this page only.
      const sorted = sortBy(bases, (b) => baseSort(b, reader.index.asset(b.asset_id)), order)
      return success(sorted.slice(from, from + limit).map((b) => reader.asset(b)))
    }
    const assets = bases.map((b) => reader.asset(b)).filter((a) => matchesData(a, dataFilters))
    return success(sortBy(assets, sortFn, order).slice(from, from + limit))
  }

  /** `/assets/_count`: every asset the list's filters select (no paging); 0 for invalid parameters as before. */
  const countAssets = (req: ApiRequest): number => {
    const p = params(req)
    const order = (p.order ?? 'desc').toLowerCase()
    if (order !== 'asc' && order !== 'desc') return 0
    if (!SORTS[p.sort ?? 'asset_id']) return 0
    if (typeof intParam(p, 'page', 1, 1, 1_000_000) === 'string') return 0
    const { bases, dataFilters } = selectAssets(p)
    if (dataFilters.length === 0) return bases.length
    return bases.filter((b) => matchesData(reader.asset(b), dataFilters)).length
  }

  api.route('/atomicassets/v1/assets', listAssets)
  api.prefix('/atomicassets/v1/assets/', (req) => {
    const [id] = req.rest
    if (id === '_count') return success(String(countAssets(req)))
    const b = [...reader.bases()].find((x) => x.asset_id === id)
    return b ? success(reader.asset(b)) : fail(416, 'Asset not found')
  })

  api.route('/atomicassets/v1/templates', (req) => {
    const p = params(req)
    const page = intParam(p, 'page', 1, 1, 1_000_000)
    const limit = intParam(p, 'limit', 100, 1, MAX_LIMIT)
    if (typeof page === 'string') return fail(400, page)
    if (typeof limit === 'string') return fail(400, limit)
    const csv = (k: string) => (p[k] ? p[k].split(',').filter(Boolean) : undefined)
    const collections = csv('collection_name')
    const schemas = csv('schema_name')
    const ids = csv('ids')
    const out: unknown[] = []
    for (const t of reader.allTemplates()) {
      if (collections && !collections.includes(t.collection)) continue
      if (schemas && !schemas.includes(t.schema)) continue
      if (ids && !ids.includes(String(t.id))) continue
      out.push(reader.fullTemplate(t.collection, t.id))
    }
    if ((p.order ?? 'desc') === 'desc') out.reverse()
    return success(out.slice((page - 1) * limit, page * limit))
  })

  api.prefix('/atomicassets/v1/templates/', (req) => {
    const [collection, id] = req.rest
    if (!collection || !id) return fail(400, 'Invalid template path')
    const t = reader.fullTemplate(collection, Number(id))
    return t ? success(t) : fail(416, 'Template not found')
  })

  api.prefix('/atomicassets/v1/collections/', (req) => {
    const [name] = req.rest
    const c = name ? reader.collection(name) : undefined
    return c ? success(c) : fail(416, 'Collection not found')
  })

  api.prefix('/atomicassets/v1/schemas/', (req) => {
    const [collection, schema] = req.rest
    const c = collection ? reader.collection(collection) : undefined
    if (!c || !schema || reader.schemaFormat(collection as string, schema).length === 0) {
      return fail(416, 'Schema not found')
    }
    return success({
      contract: reader.contract,
      ...reader.schema(collection as string, schema),
      collection: c,
    })
  })
}
